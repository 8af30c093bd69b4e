import type { Voucher } from '@/server/feeds/voucher';
import { type FeedAdapter, okText } from './adapter';
import { readCsv, requireColumns } from './csv';
import { parseDayMonthYear } from './dates';
import { checkPeriod, optionalDate, optionalUrl, readItems, requiredText, requiredUrl, text, voucherCode } from './fields';

/**
 * Awin's CSV export of promotions. Its dates are `dd/mm/yyyy hh:mm:ss` in London time (Awin is a British network),
 * whatever the advertiser's country.
 */

const COLUMN = {
  id: 'Promotion ID',
  advertiser: 'Advertiser',
  advertiserId: 'Advertiser ID',
  code: 'Code',
  title: 'Title',
  description: 'Description',
  starts: 'Starts',
  ends: 'Ends',
  tracking: 'Deeplink Tracking',
  landing: 'Deeplink',
} as const;

/** Without these a row cannot become a voucher: a file lacking one is not the export we expect. */
const REQUIRED_COLUMNS = [COLUMN.id, COLUMN.advertiserId, COLUMN.title, COLUMN.tracking];

const readDate = (value: unknown) => parseDayMonthYear(text(value), 'Europe/London');

function readRow(row: Record<string, string | undefined>): Voucher {
  const offerId = requiredText(COLUMN.id, row[COLUMN.id]);
  const advertiserId = requiredText(COLUMN.advertiserId, row[COLUMN.advertiserId]);
  const title = requiredText(COLUMN.title, row[COLUMN.title]);
  const trackingUrl = requiredUrl(COLUMN.tracking, row[COLUMN.tracking]);
  const landingUrl = optionalUrl(COLUMN.landing, row[COLUMN.landing]);
  const startsAt = optionalDate(COLUMN.starts, row[COLUMN.starts], readDate);
  const endsAt = optionalDate(COLUMN.ends, row[COLUMN.ends], readDate);
  checkPeriod(COLUMN.ends, startsAt, endsAt);
  const code = voucherCode(row[COLUMN.code]);
  return {
    network: 'awin_csv',
    offerId,
    advertiserId,
    advertiserName: text(row[COLUMN.advertiser]) || advertiserId,
    kind: code === null ? 'deal' : 'code',
    code,
    title,
    description: text(row[COLUMN.description]),
    terms: '',
    startsAt,
    endsAt,
    trackingUrl,
    landingUrl,
    discountValue: null,
    discountUnit: null,
    exclusive: false,
    countries: [],
    language: null,
    sourceUpdatedAt: null,
    raw: row,
  };
}

export const awinCsvAdapter: FeedAdapter = {
  async download(feed, fetchText) {
    return okText(await fetchText(feed.url, { method: 'GET', headers: { Accept: 'text/csv' } }), 'Awin');
  },

  parse(body) {
    // Comma-separated as Awin exports it, or `;` once a spreadsheet has saved it again.
    const table = readCsv(body);
    requireColumns(table, REQUIRED_COLUMNS, 'notCsv');
    return readItems(table.records, (row) => text(row[COLUMN.id]), readRow);
  },
};

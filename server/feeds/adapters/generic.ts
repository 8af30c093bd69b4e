import { type FeedDateFormat, type FeedMapping, feedMapping, feedMappingSources } from '@/lib/schemas/feed-mapping';
import type { Voucher } from '@/server/feeds/voucher';
import { type FeedAdapter, FeedParseError, type FeedSource, type FetchText, okText } from './adapter';
import { readCsv, requireColumns } from './csv';
import { parseDayMonthYear, parseEpochMilliseconds, parseIsoDate } from './dates';
import {
  asItem,
  checkPeriod,
  countryCodes,
  flag,
  isItem,
  ItemFault,
  languageCode,
  offerIdHash,
  optionalDate,
  optionalNumber,
  optionalUrl,
  parseJsonBody,
  readItems,
  requiredText,
  requiredUrl,
  text,
  voucherCode,
} from './fields';

/**
 * A merchant's own feed, CSV or JSON, read through the column mapping the editors saved on it: each voucher field
 * comes from the column (CSV) or the key (JSON, a dot path into each item) the mapping names. Item errors name that
 * column, the field as the merchant's file calls it.
 */

/** The mapping's fields that name a column; the others are options. */
const SOURCE_FIELDS = feedMappingSources;
type SourceField = (typeof SOURCE_FIELDS)[number];

function mappingOf(feed: FeedSource): FeedMapping {
  if (feed.mapping === null) throw new FeedParseError('badMapping', 'the feed has no column mapping');
  const result = feedMapping.safeParse(feed.mapping);
  if (!result.success) {
    const issues = result.error.issues.map((issue) => `${issue.path.join('.') || 'mapping'}: ${issue.message}`);
    throw new FeedParseError('badMapping', `the feed's column mapping is not valid (${issues.join('; ')})`);
  }
  return result.data;
}

function dateReader(format: FeedDateFormat, timeZone: string): (value: unknown) => Date | null {
  switch (format) {
    case 'epoch_ms':
      return parseEpochMilliseconds;
    case 'dd/mm/yyyy':
    case 'dd/mm/yyyy hh:mm':
      return (value) => parseDayMonthYear(text(value), timeZone);
    case 'iso':
    case 'yyyy-mm-dd hh:mm:ss':
      return (value) => parseIsoDate(text(value), timeZone);
  }
}

const CURRENCY_SIGNS: Record<string, string> = { '€': 'EUR', '£': 'GBP' };

function discountUnit(field: string, value: unknown): string | null {
  const read = text(value);
  if (!read) return null;
  if (/^(%|percent|percentage|pct)$/i.test(read)) return 'percent';
  const currency = CURRENCY_SIGNS[read] ?? read.toUpperCase();
  if (!/^[A-Z]{3}$/.test(currency)) throw new ItemFault(field, 'not a percent sign or a currency code');
  return currency;
}

/** Reads one item of either kind of generic feed, through `valueOf` (a CSV column, a JSON path). */
function mappedReader(network: 'csv' | 'json', mapping: FeedMapping) {
  const readDate = dateReader(mapping.date_format, mapping.time_zone);
  const column = (field: SourceField) => mapping[field] ?? field;

  return (valueOf: (source: string) => unknown, raw: unknown): Voucher => {
    const value = (field: SourceField) => {
      const source = mapping[field];
      return source === undefined ? undefined : valueOf(source);
    };
    const title = requiredText(column('title'), value('title'));
    const advertiserName = requiredText(column('advertiser_name'), value('advertiser_name'));
    const advertiserId = mapping.advertiser_id ? requiredText(column('advertiser_id'), value('advertiser_id')) : advertiserName;
    const trackingUrl = requiredUrl(column('tracking_url'), value('tracking_url'));
    const landingUrl = optionalUrl(column('landing_url'), value('landing_url'));
    const startsAt = optionalDate(column('starts_at'), value('starts_at'), readDate);
    const endsAt = optionalDate(column('ends_at'), value('ends_at'), readDate);
    checkPeriod(column('ends_at'), startsAt, endsAt);
    const code = voucherCode(value('code'));
    const discountValue = optionalNumber(column('discount_value'), value('discount_value'));
    // `20%` in the value column says the unit when no column does.
    const writtenAsPercent = /%\s*$/.test(text(value('discount_value')));
    const unit = discountUnit(column('discount_unit'), value('discount_unit')) ?? (writtenAsPercent ? 'percent' : null);
    return {
      network,
      // An item without an id of its own (or a feed without ids) is known by its advertiser, code and link.
      offerId: text(value('offer_id')) || offerIdHash(advertiserId, code, trackingUrl),
      advertiserId,
      advertiserName,
      kind: code === null ? 'deal' : 'code',
      code,
      title,
      description: text(value('description')),
      terms: text(value('terms')),
      startsAt,
      endsAt,
      trackingUrl,
      landingUrl,
      discountValue,
      discountUnit: discountValue === null ? null : unit,
      exclusive: flag(value('exclusive')),
      countries: countryCodes(column('countries'), value('countries')),
      language: languageCode(column('language'), value('language')),
      sourceUpdatedAt: optionalDate(column('updated_at'), value('updated_at'), readDate),
      raw,
    };
  };
}

/** A JSON value at a key of the item, or else at a dot path into it (`merchant.name`). */
export function valueAtPath(item: unknown, path: string): unknown {
  if (isItem(item) && Object.hasOwn(item, path)) return item[path];
  let current = item;
  for (const key of path.split('.')) {
    if (!isItem(current) || !Object.hasOwn(current, key)) return undefined;
    current = current[key];
  }
  return current;
}

function download(accept: string) {
  return async (feed: FeedSource, fetchText: FetchText): Promise<string> => {
    const token = feed.credentials.token?.trim();
    const headers: Record<string, string> = { Accept: accept };
    if (token) headers.Authorization = `Bearer ${token}`;
    return okText(await fetchText(feed.url, { method: 'GET', headers }), 'the feed');
  };
}

export const genericCsvAdapter: FeedAdapter = {
  download: download('text/csv, text/plain;q=0.9, */*;q=0.1'),

  parse(body, feed) {
    const mapping = mappingOf(feed);
    const table = readCsv(body, mapping.delimiter);
    // A mapped column the file lacks is a typo in the mapping, or a file that changed: every voucher would lose it.
    requireColumns(table, SOURCE_FIELDS.flatMap((field) => mapping[field] ?? []), 'badMapping');
    const read = mappedReader('csv', mapping);
    return readItems(
      table.records,
      (record) => (mapping.offer_id ? text(record[mapping.offer_id]) : ''),
      (record) => read((source) => record[source], record),
    );
  },
};

export const genericJsonAdapter: FeedAdapter = {
  download: download('application/json'),

  parse(body, feed) {
    const mapping = mappingOf(feed);
    const document = parseJsonBody(body);
    const items = mapping.items_path ? valueAtPath(document, mapping.items_path) : document;
    if (!Array.isArray(items)) {
      throw new FeedParseError('noItems', mapping.items_path ? `the body has no array at "${mapping.items_path}"` : 'the body is not an array');
    }
    const read = mappedReader('json', mapping);
    return readItems(
      items,
      (item) => (mapping.offer_id ? text(valueAtPath(item, mapping.offer_id)) : ''),
      (value) => {
        const item = asItem(value);
        return read((source) => valueAtPath(item, source), item);
      },
    );
  },
};

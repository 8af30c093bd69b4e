import type { Voucher } from '@/server/feeds/voucher';
import { type FeedAdapter, okText, requiredCredential, withQueryParameter } from './adapter';
import { parseEpochMilliseconds } from './dates';
import {
  asItem,
  checkPeriod,
  flag,
  isItem,
  type Item,
  jsonItems,
  languageCode,
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

/** Tradedoubler's vouchers API: a JSON array, the token in the query, dates in milliseconds since 1970. */

/** The programmes we promote are Belgian and French: their amounts are in euros unless the voucher says otherwise. */
const DEFAULT_CURRENCY = 'EUR';

function discount(item: Item): { value: number | null; unit: string | null } {
  const value = optionalNumber('discountAmount', item.discountAmount);
  if (!value) return { value: null, unit: null };
  return { value, unit: flag(item.isPercentage) ? 'percent' : text(item.currencyId).toUpperCase() || DEFAULT_CURRENCY };
}

function readVoucher(value: unknown): Voucher {
  const item = asItem(value);
  const offerId = requiredText('id', item.id);
  const advertiserId = requiredText('programId', item.programId);
  const title = requiredText('title', item.title);
  const trackingUrl = requiredUrl('defaultTrackUri', item.defaultTrackUri);
  const landingUrl = optionalUrl('landingUrl', item.landingUrl);
  const startsAt = optionalDate('startDate', item.startDate, parseEpochMilliseconds);
  const endsAt = optionalDate('endDate', item.endDate, parseEpochMilliseconds);
  checkPeriod('endDate', startsAt, endsAt);
  const { value: discountValue, unit: discountUnit } = discount(item);
  const code = voucherCode(item.code);
  return {
    network: 'tradedoubler',
    offerId,
    advertiserId,
    advertiserName: text(item.programName) || advertiserId,
    kind: code === null ? 'deal' : 'code',
    code,
    title,
    description: text(item.description) || text(item.shortDescription),
    terms: '',
    startsAt,
    endsAt,
    trackingUrl,
    landingUrl,
    discountValue,
    discountUnit,
    exclusive: flag(item.exclusive),
    countries: [],
    language: languageCode('languageId', item.languageId),
    sourceUpdatedAt: optionalDate('updateDate', item.updateDate, parseEpochMilliseconds),
    raw: item,
  };
}

export const tradedoublerAdapter: FeedAdapter = {
  async download(feed, fetchText) {
    const url = new URL(feed.url).searchParams.has('token') ? feed.url : withQueryParameter(feed.url, 'token', requiredCredential(feed, 'token'));
    return okText(await fetchText(url, { method: 'GET', headers: { Accept: 'application/json' } }), 'Tradedoubler');
  },

  parse(body) {
    const items = jsonItems(parseJsonBody(body));
    return readItems(items, (item) => (isItem(item) ? text(item.id) : ''), readVoucher);
  },
};

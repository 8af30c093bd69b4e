import type { Voucher } from '@/server/feeds/voucher';
import { type FeedAdapter, okText, requiredCredential } from './adapter';
import { parseIsoDate } from './dates';
import {
  asItem,
  checkPeriod,
  countryCodes,
  flag,
  isItem,
  jsonItems,
  nested,
  optionalDate,
  optionalUrl,
  parseJsonBody,
  readItems,
  requiredText,
  requiredUrl,
  text,
  voucherCode,
} from './fields';

/**
 * Awin's Promotions API (`POST /publisher/{publisherId}/promotions`): the vouchers and deals of the advertisers the
 * publisher has joined. Its dates carry no offset and are UTC.
 */

/** Only the advertisers we may promote: the others' vouchers could not be used. */
const REQUEST_BODY = JSON.stringify({ filters: { membership: 'joined' } });

const readDate = (value: unknown) => parseIsoDate(text(value), 'UTC');

function readPromotion(value: unknown): Voucher {
  const item = asItem(value);
  const advertiser = nested(item.advertiser);
  const voucher = nested(item.voucher);
  const regions = nested(item.regions);
  const offerId = requiredText('promotionId', item.promotionId);
  const advertiserId = requiredText('advertiser.id', advertiser.id);
  const title = requiredText('title', item.title);
  const trackingUrl = requiredUrl('urlTracking', item.urlTracking);
  const landingUrl = optionalUrl('url', item.url);
  const startsAt = optionalDate('startDate', item.startDate, readDate);
  const endsAt = optionalDate('endDate', item.endDate, readDate);
  checkPeriod('endDate', startsAt, endsAt);
  // A promotion of type "promotion" has no code; a voucher's masked code (`*****`) is a deal as well.
  const code = voucherCode(voucher.code);
  const regionList = Array.isArray(regions.list) ? regions.list : [];
  return {
    network: 'awin',
    offerId,
    advertiserId,
    advertiserName: text(advertiser.name) || advertiserId,
    kind: code === null ? 'deal' : 'code',
    code,
    title,
    description: text(item.description),
    terms: text(item.terms),
    startsAt,
    endsAt,
    trackingUrl,
    landingUrl,
    discountValue: null,
    discountUnit: null,
    exclusive: flag(voucher.exclusive),
    // Valid in every region: not restricted, which the voucher says with no country.
    countries: regions.all === true ? [] : countryCodes('regions.list', regionList.map((region) => nested(region).countryCode)),
    language: null,
    sourceUpdatedAt: null,
    raw: item,
  };
}

export const awinAdapter: FeedAdapter = {
  async download(feed, fetchText) {
    const token = requiredCredential(feed, 'token');
    const response = await fetchText(feed.url, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json', Accept: 'application/json' },
      body: REQUEST_BODY,
    });
    return okText(response, 'Awin');
  },

  parse(body) {
    const items = jsonItems(parseJsonBody(body));
    return readItems(items, (item) => (isItem(item) ? text(item.promotionId) : ''), readPromotion);
  },
};

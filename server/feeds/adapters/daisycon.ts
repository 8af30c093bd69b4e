import type { Voucher } from '@/server/feeds/voucher';
import { type FeedAdapter, okText, withQueryParameter } from './adapter';
import { parseIsoDate } from './dates';
import {
  asItem,
  checkPeriod,
  isItem,
  ItemFault,
  jsonItems,
  optionalDate,
  parseJsonBody,
  readItems,
  requiredText,
  requiredUrl,
  text,
  voucherCode,
} from './fields';

/**
 * Daisycon's promotion codes. A Dutch network: its dates (`2026-12-01 00:00:00`) are Amsterdam time. Its click URLs
 * are templates: `#MEDIA_ID#` is the publisher's site registered with Daisycon (without it the click is not paid),
 * `#SUB_ID#` the click's own reference.
 */

/** Where the click's reference goes; the redirect fills it in with the visitor's click id. */
export const CLICK_REFERENCE = '{clickref}';

const readDate = (value: unknown) => parseIsoDate(text(value), 'Europe/Amsterdam');

function clickUrl(value: unknown, mediaId: string): string {
  const template = requiredText('click_url', value);
  if (template.includes('#MEDIA_ID#') && !mediaId) throw new ItemFault('click_url', 'no media id configured');
  return requiredUrl('click_url', template.replaceAll('#MEDIA_ID#', encodeURIComponent(mediaId)).replaceAll('#SUB_ID#', CLICK_REFERENCE));
}

function readPromotionCode(value: unknown, mediaId: string): Voucher {
  const item = asItem(value);
  const offerId = requiredText('id', item.id);
  const advertiserId = requiredText('program_id', item.program_id);
  const title = requiredText('name', item.name);
  const trackingUrl = clickUrl(item.click_url, mediaId);
  const startsAt = optionalDate('start_date', item.start_date, readDate);
  const endsAt = optionalDate('end_date', item.end_date, readDate);
  checkPeriod('end_date', startsAt, endsAt);
  const code = voucherCode(item.promotioncode);
  return {
    network: 'daisycon',
    offerId,
    advertiserId,
    advertiserName: text(item.program_name) || `Program ${advertiserId}`,
    kind: code === null ? 'deal' : 'code',
    code,
    title,
    description: text(item.description),
    terms: '',
    startsAt,
    endsAt,
    trackingUrl,
    landingUrl: null,
    discountValue: null,
    discountUnit: null,
    exclusive: false,
    countries: [],
    language: null,
    sourceUpdatedAt: null,
    raw: item,
  };
}

export const daisyconAdapter: FeedAdapter = {
  async download(feed, fetchText) {
    const mediaId = feed.credentials.media_id?.trim();
    const token = feed.credentials.token?.trim();
    // The API answers with the material of this media only, its click URLs ready for it.
    const url = mediaId ? withQueryParameter(feed.url, 'media_id', mediaId) : feed.url;
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (token) headers.Authorization = `Bearer ${token}`;
    return okText(await fetchText(url, { method: 'GET', headers }), 'Daisycon');
  },

  parse(body, feed) {
    const mediaId = feed.credentials.media_id?.trim() ?? '';
    const items = jsonItems(parseJsonBody(body));
    return readItems(items, (item) => (isItem(item) ? text(item.id) : ''), (item) => readPromotionCode(item, mediaId));
  },
};

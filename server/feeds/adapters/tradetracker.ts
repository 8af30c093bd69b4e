import type { Voucher } from '@/server/feeds/voucher';
import { type FeedAdapter, FeedDownloadError, FeedParseError, type FetchedBody, requiredCredential } from './adapter';
import { parseIsoDate } from './dates';
import {
  asItem,
  checkPeriod,
  isItem,
  type Item,
  ItemFault,
  nested,
  optionalDate,
  optionalNumber,
  readItems,
  requiredText,
  requiredUrl,
  text,
  voucherCode,
} from './fields';
import { snippetLink, soapEnvelope, soapFault, soapHeaders, soapMaterialItems, TRADETRACKER_NAMESPACE } from './tradetracker-soap';

/**
 * TradeTracker's vouchers (`getMaterialIncentiveVoucherItems`) for one affiliate site. A Dutch network: a date
 * without an offset is Amsterdam time.
 */

const LOCALE = 'fr_BE';

const readDate = (value: unknown) => parseIsoDate(text(value), 'Europe/Amsterdam');

/** A 2xx answer's body; otherwise the status, with the fault's words when the service gave some. */
function soapAnswer(response: FetchedBody, operation: string): string {
  if (response.status >= 200 && response.status <= 299) return response.text;
  const fault = soapFault(response.text);
  throw new FeedDownloadError(response.status, `TradeTracker ${operation} answered ${response.status}${fault ? `: ${fault}` : ''}`);
}

/** The session the service opens on authenticate, which every later call must show. */
function sessionCookie(headers: Headers): string {
  return headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0].trim())
    .filter((pair) => pair.includes('='))
    .join('; ');
}

/** A percentage wins over an amount: it is what the voucher is shown with when a network gives both. */
function discount(item: Item): { value: number | null; unit: string | null } {
  const percent = optionalNumber('discountVariable', item.discountVariable);
  if (percent) return { value: percent, unit: 'percent' };
  const amount = optionalNumber('discountFixed', item.discountFixed);
  if (amount) return { value: amount, unit: 'EUR' };
  return { value: null, unit: null };
}

function readMaterial(value: unknown): Voucher {
  const item = asItem(value);
  const campaign = nested(item.campaign);
  const offerId = requiredText('ID', item.ID);
  const advertiserId = requiredText('campaign.ID', campaign.ID);
  const title = requiredText('name', item.name);
  const snippet = requiredText('code', item.code);
  const link = snippetLink(snippet);
  if (link === null) throw new ItemFault('code', 'no link in the HTML snippet');
  const trackingUrl = requiredUrl('code', link);
  const startsAt = optionalDate('validFromDate', item.validFromDate, readDate);
  const endsAt = optionalDate('validToDate', item.validToDate, readDate);
  checkPeriod('validToDate', startsAt, endsAt);
  const { value: discountValue, unit: discountUnit } = discount(item);
  const code = voucherCode(item.voucherCode);
  return {
    network: 'tradetracker',
    offerId,
    advertiserId,
    advertiserName: text(campaign.name) || advertiserId,
    kind: code === null ? 'deal' : 'code',
    code,
    title,
    description: text(item.description),
    terms: text(item.conditions),
    startsAt,
    endsAt,
    trackingUrl,
    landingUrl: null,
    discountValue,
    discountUnit,
    exclusive: false,
    countries: [],
    language: null,
    sourceUpdatedAt: optionalDate('modificationDate', item.modificationDate, readDate),
    raw: item,
  };
}

export const tradetrackerAdapter: FeedAdapter = {
  async download(feed, fetchText) {
    const customerId = requiredCredential(feed, 'customer_id');
    const passphrase = requiredCredential(feed, 'passphrase');
    const affiliateSiteId = requiredCredential(feed, 'affiliate_site_id');
    const url = feed.url.trim() || TRADETRACKER_NAMESPACE;

    const authentication = await fetchText(url, {
      method: 'POST',
      headers: soapHeaders('authenticate'),
      body: soapEnvelope('authenticate', [
        { name: 'customerID', type: 'xsd:int', value: customerId },
        { name: 'passphrase', type: 'xsd:string', value: passphrase },
        { name: 'sandbox', type: 'xsd:boolean', value: 'false' },
        { name: 'locale', type: 'ns1:Locale', value: LOCALE },
        { name: 'demo', type: 'xsd:boolean', value: 'false' },
      ]),
    });
    const fault = soapFault(soapAnswer(authentication, 'authenticate'));
    if (fault !== null) throw new FeedParseError('soapFault', fault);
    const cookie = sessionCookie(authentication.headers);
    if (!cookie) throw new FeedDownloadError(authentication.status, 'TradeTracker authenticate set no session cookie');

    const vouchers = await fetchText(url, {
      method: 'POST',
      headers: { ...soapHeaders('getMaterialIncentiveVoucherItems'), Cookie: cookie },
      body: soapEnvelope('getMaterialIncentiveVoucherItems', [
        { name: 'affiliateSiteID', type: 'xsd:int', value: affiliateSiteId },
        { name: 'materialOutputType', type: 'ns1:MaterialOutputType', value: 'html' },
      ]),
    });
    return soapAnswer(vouchers, 'getMaterialIncentiveVoucherItems');
  },

  parse(body) {
    const items = soapMaterialItems(body);
    return readItems(items, (item) => (isItem(item) ? text(item.ID) : ''), readMaterial);
  },
};

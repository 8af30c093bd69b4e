import { createHash } from 'node:crypto';
import type { EditionId } from '@/lib/editions';
import { editions } from '@/lib/editions';
import type { PromotionKind } from '@/lib/promotions/kinds';
import { sanitizeCmsHtml } from '@/lib/sanitize';
import { feedFields, type FeedField } from '@/lib/feeds/constants';
import type { Voucher } from './voucher';

export { feedFields, type FeedField } from '@/lib/feeds/constants';

/** What a voucher makes of a promotion, field by field (the store comes from its advertiser's mapping). */
export interface FeedPromotionFields {
  title: string;
  link: string;
  offer: string;
  description: string;
  condition: string;
  kind: PromotionKind;
  code: string | null;
  is_exclusive: boolean;
  starts_at: Date | null;
  expires_at: Date | null;
}

const TITLE_MAX = 200;
const OFFER_MAX = 40;
const CONDITION_MAX = 1000;
const DESCRIPTION_MAX = 20_000;
const CODE_MAX = 64;

const cut = (text: string, max: number) => (text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`);

/** The deal's headline value in the edition's way of writing it: `-20 %`, `15 €`; empty when the network gave none. */
export function offerText(value: number | null, unit: string | null, edition: EditionId): string {
  if (value === null || !Number.isFinite(value) || value <= 0) return '';
  const locale = editions[edition].htmlLang;
  if (unit === 'percent') return `-${new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(value)} %`;
  const currency = unit && /^[A-Z]{3}$/.test(unit) ? unit : 'EUR';
  return new Intl.NumberFormat(locale, { style: 'currency', currency, maximumFractionDigits: value % 1 === 0 ? 0 : 2 }).format(value);
}

/** The promotion a voucher stands for. Texts are bounded as an editor's would be, and the description sanitised. */
export function promotionFieldsOf(voucher: Voucher, edition: EditionId): FeedPromotionFields {
  const code = voucher.kind === 'code' && voucher.code ? voucher.code.replace(/\s+/g, '').slice(0, CODE_MAX) : null;
  return {
    title: cut(voucher.title, TITLE_MAX),
    link: voucher.trackingUrl,
    offer: cut(offerText(voucher.discountValue, voucher.discountUnit, edition), OFFER_MAX),
    description: sanitizeCmsHtml(voucher.description.slice(0, DESCRIPTION_MAX)),
    condition: cut(voucher.terms, CONDITION_MAX),
    kind: code ? 'code' : 'offer',
    code,
    is_exclusive: voucher.exclusive,
    starts_at: voucher.startsAt,
    expires_at: voucher.endsAt,
  };
}

/**
 * A voucher's fingerprint: what it says, without the network's own copy of it or its "last changed" stamp, in a
 * fixed order (a voucher read back from the database's JSON has its keys in another). A run that reads the same
 * fingerprint again writes nothing.
 */
export function voucherFingerprint(v: Voucher, storeId: number | null): string {
  const instant = (at: Date | null) => (at ? new Date(at).toISOString() : null);
  const said = [
    v.network, v.offerId, v.advertiserId, v.advertiserName, v.kind, v.code, v.title, v.description, v.terms,
    instant(v.startsAt), instant(v.endsAt), v.trackingUrl, v.landingUrl, v.discountValue, v.discountUnit, v.exclusive,
    [...v.countries], v.language, storeId,
  ];
  return createHash('sha256').update(JSON.stringify(said)).digest('hex').slice(0, 40);
}

/** The fields an editor changed between two versions of an imported promotion, by the write body's names. */
export function changedFeedFields(before: Record<FeedField, unknown>, after: Record<FeedField, unknown>): FeedField[] {
  const same = (a: unknown, b: unknown) => (a instanceof Date || b instanceof Date ? new Date(a as string).getTime() === new Date(b as string).getTime() : a === b);
  return feedFields.filter((field) => {
    const a = before[field] ?? null;
    const b = after[field] ?? null;
    return !(a === null && b === null) && (a === null || b === null || !same(a, b));
  });
}

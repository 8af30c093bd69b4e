import type { PropertyOffer } from '@/lib/api/types/properties';

/**
 * A `YYYY-MM-DD` calendar date as the Date of its midnight UTC, to be formatted with `timeZone: 'UTC'` so that
 * no time zone moves it to the day before. Null for anything else.
 */
export function calendarDate(value: string | null | undefined): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value ?? '');
  if (!match) return null;
  const [, y, m, d] = match.map(Number);
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d ? date : null;
}

/** Euro amounts: whole prices without cents (`499 €`), others with two decimals (`499,50 €`). */
export function euroOptions(amount: number) {
  const digits = Number.isInteger(amount) ? 0 : 2;
  return { style: 'currency', currency: 'EUR', minimumFractionDigits: digits, maximumFractionDigits: digits } as const;
}

/** Where the offer is: the city (or else the region), then the country. */
export function offerPlace(offer: Pick<PropertyOffer, 'city' | 'region' | 'country'>): string {
  return [offer.city?.name ?? offer.region?.name, offer.country.name].filter(Boolean).join(', ');
}

/** Stars as a valid whole rating from 1 to 5, or null when the offer has none. */
export function starCount(stars: number | null | undefined): number | null {
  if (typeof stars !== 'number' || !Number.isFinite(stars)) return null;
  const n = Math.round(stars);
  return n >= 1 && n <= 5 ? n : null;
}

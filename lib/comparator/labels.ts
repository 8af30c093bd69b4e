/** The message keys (namespace `comparator`) of the comparator's fixed choices. */
import type { DurationBand, PriceBand } from '@/lib/format/bands';
import type { Sort } from './options';

export const priceBandMessage = {
  '0-300': 'upTo300',
  '301-500': 'from301To500',
  '501-750': 'from501To750',
  '751-1000': 'from751To1000',
  '1001-': 'over1000',
} as const satisfies Record<PriceBand, string>;

export const durationBandMessage = {
  '1-5': 'from1To5',
  '6-10': 'from6To10',
  '11-': 'over10',
} as const satisfies Record<DurationBand, string>;

export const sortMessage = {
  recommended: 'recommended',
  price: 'priceAsc',
  '-price': 'priceDesc',
  stars: 'starsAsc',
  '-stars': 'starsDesc',
  nights: 'nights',
} as const satisfies Record<Sort, string>;

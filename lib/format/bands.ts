/**
 * Price and duration bands of the comparator: the keys the `price` / `duration` filters take and
 * the bounds they stand for. Labels live in messages/, keyed by these band keys. The open bands are written
 * `1001-` and `11-` (the comparator's URL keys); `1001-plus`, `1001+` (and its form-decoded `1001 `) are
 * accepted spellings of the same band.
 */

/** Inclusive bounds; `max: null` means no upper bound. */
export interface BandBounds {
  min: number;
  max: number | null;
}

/** Euro prices are whole numbers, so adjacent bands share no value. */
export const priceBands = {
  '0-300': { min: 0, max: 300 },
  '301-500': { min: 301, max: 500 },
  '501-750': { min: 501, max: 750 },
  '751-1000': { min: 751, max: 1000 },
  '1001-': { min: 1001, max: null },
} as const satisfies Record<string, BandBounds>;

/** Nights. */
export const durationBands = {
  '1-5': { min: 1, max: 5 },
  '6-10': { min: 6, max: 10 },
  '11-': { min: 11, max: null },
} as const satisfies Record<string, BandBounds>;

export type PriceBand = keyof typeof priceBands;
export type DurationBand = keyof typeof durationBands;

export const priceBandKeys = Object.keys(priceBands) as [PriceBand, ...PriceBand[]];
export const durationBandKeys = Object.keys(durationBands) as [DurationBand, ...DurationBand[]];

/**
 * `1001-`, `1001-plus` and `1001+` (likewise `11-`, `11-plus`, `11+`) name the open bands. In a query string an
 * unencoded `+` arrives as a space, so `11 ` names the same band as `11+`.
 */
function normaliseBandKey(value: string): string {
  const lower = value.toLowerCase();
  const key = lower.trim();
  if (/^\d+$/.test(key) && /\s$/.test(lower)) return `${key}-`;
  const open = /^(\d+)(?:\+|-plus|-)$/.exec(key);
  return open ? `${open[1]}-` : key;
}

export function parsePriceBand(value: string): PriceBand | undefined {
  const key = normaliseBandKey(value);
  return Object.hasOwn(priceBands, key) ? (key as PriceBand) : undefined;
}

export function parseDurationBand(value: string): DurationBand | undefined {
  const key = normaliseBandKey(value);
  return Object.hasOwn(durationBands, key) ? (key as DurationBand) : undefined;
}

export const priceBandBounds = (band: PriceBand): BandBounds => ({ ...priceBands[band] });
export const durationBandBounds = (band: DurationBand): BandBounds => ({ ...durationBands[band] });

const inBounds = (value: number, { min, max }: BandBounds) => value >= min && (max === null || value <= max);

/** The band a price falls in; prices are never negative, the first band takes anything below its floor. */
export function priceBandOf(price: number): PriceBand {
  return priceBandKeys.find((key) => {
    const { max } = priceBands[key] as BandBounds;
    return max === null || price <= max;
  })!;
}

/** The band of a stay length; none for less than one night. */
export function durationBandOf(nights: number): DurationBand | undefined {
  return durationBandKeys.find((key) => inBounds(nights, durationBands[key]));
}

/** A sublocation is a region of a country, or a city (in a region, or directly in its country). */
export const sublocationKinds = ['region', 'city'] as const;

import type { DatafeedLinkingFields } from '@/lib/api/types/landing';

/** The `/properties/` query a landing page's related holiday offers are read with. */
export type PropertyQuery = Record<string, string | number | boolean | readonly number[]>;

const numberKeys = ['country', 'region', 'city', 'datafeed_category', 'rating', 'partner'] as const;
const flagKeys = ['last', 'has_discount'] as const;
const textKeys = ['price', 'duration', 'type_of_stay'] as const;

/**
 * The filters of `datafeed_linking_fields` as `/properties/` takes them, or null when the block is skipped:
 * no usable filter at all, or only the best-offer flag (which would show the home page's
 * selection, unrelated to the page). Editors type these fields by hand, so values of the wrong shape are
 * dropped rather than sent: a bad field must not empty or break the block. `false` flags filter nothing.
 */
export function propertyQueryOf(fields: DatafeedLinkingFields | null | undefined): PropertyQuery | null {
  if (!fields || typeof fields !== 'object') return null;
  const query: PropertyQuery = {};
  for (const key of numberKeys) {
    const value = fields[key];
    if (typeof value === 'number' && Number.isInteger(value) && value > 0) query[key] = value;
  }
  for (const key of flagKeys) {
    if (fields[key] === true) query[key] = true;
  }
  for (const key of textKeys) {
    const value = fields[key];
    if (typeof value === 'string' && value.trim()) query[key] = value.trim();
  }
  const services = Array.isArray(fields.service_types) ? fields.service_types.filter((id) => Number.isInteger(id) && id > 0) : [];
  if (services.length > 0) query.service_types = services;
  if (Object.keys(query).length === 0) return null;
  // The best-offer flag only narrows a real filter; on its own the block is skipped (see above).
  if (fields.homepage_best_offer === true) query.homepage_best_offer = true;
  return query;
}

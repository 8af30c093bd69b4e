import type { Facets } from '@/lib/api/types/comparator';
import type { FilterKey } from '@/lib/comparator/options';
import type { BooleanKey } from '@/lib/comparator/query';

/** The count the facets give a value, or undefined when the facets are unknown (the API failed). */
export function countOf(facets: Facets | undefined, key: FilterKey, value: string): number | undefined {
  const list = facets?.[key];
  if (!list) return undefined;
  return list.find((f) => f.value === value)?.count ?? 0;
}

/** The count of the "yes" value of a flag facet, whatever the API spells it. */
export function flagCount(facets: Facets | undefined, key: BooleanKey): number | undefined {
  const list = facets?.[key];
  if (!list) return undefined;
  return list.find((f) => ['1', 'true'].includes(String(f.value).toLowerCase()))?.count ?? 0;
}

'use client';

import type { Facets } from '@/lib/api/types/comparator';
import type { ComparatorQuery } from '@/lib/comparator/query';
import type { ToggleValue } from './filter-changes';
import { FilterCheck, FilterGroup } from './FilterGroup';

/**
 * A filter whose choices come from the catalogue (holiday categories, services, partners): the values the
 * facets list, plus any chosen value they do not list (it must stay removable). Nothing when both are empty.
 */
export function CatalogueGroup({
  filterKey: key,
  legend,
  query,
  facets,
  toggle,
}: {
  filterKey: 'datafeed_category' | 'service_types' | 'partner';
  legend: string;
  query: ComparatorQuery;
  facets: Facets | undefined;
  toggle: ToggleValue;
}) {
  const list = facets?.[key] ?? [];
  const chosenMissing = query[key].filter((v) => !list.some((f) => f.value === v));
  if (list.length === 0 && chosenMissing.length === 0) return null;
  return (
    <FilterGroup legend={legend}>
      {list.map((option) => (
        <FilterCheck
          key={option.value}
          name={key}
          value={option.value}
          label={option.label ?? option.value}
          count={option.count}
          checked={query[key].includes(option.value)}
          onToggle={(on) => toggle(key, option.value, on)}
        />
      ))}
      {chosenMissing.map((value) => (
        <FilterCheck key={value} name={key} value={value} label={value} count={undefined} checked onToggle={(on) => toggle(key, value, on)} />
      ))}
    </FilterGroup>
  );
}

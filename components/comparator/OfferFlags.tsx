'use client';

import { useTranslations } from 'next-intl';
import type { Facets } from '@/lib/api/types/comparator';
import type { ComparatorQuery } from '@/lib/comparator/query';
import { flagCount } from './facet-counts';
import type { ChangeFilters } from './filter-changes';
import { FilterCheck, FilterGroup } from './FilterGroup';

/** The yes/no filters on the offers: last minute, discounted. */
export function OfferFlags({ query, facets, change }: { query: ComparatorQuery; facets: Facets | undefined; change: ChangeFilters }) {
  const t = useTranslations('comparator');
  return (
    <FilterGroup legend={t('offers')}>
      <FilterCheck name="last" value="1" label={t('last')} count={flagCount(facets, 'last')} checked={query.last} onToggle={(on) => change({ last: on })} />
      <FilterCheck
        name="has_discount"
        value="1"
        label={t('hasDiscount')}
        count={flagCount(facets, 'has_discount')}
        checked={query.has_discount}
        onToggle={(on) => change({ has_discount: on })}
      />
    </FilterGroup>
  );
}

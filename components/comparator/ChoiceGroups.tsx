'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { durationBandMessage, priceBandMessage } from '@/lib/comparator/labels';
import { RATINGS, STAY_TYPES } from '@/lib/comparator/options';
import type { Facets } from '@/lib/api/types/comparator';
import { DURATION_BANDS, PRICE_BANDS, type ComparatorQuery } from '@/lib/comparator/query';
import { countOf } from './facet-counts';
import type { ToggleValue } from './filter-changes';
import { FilterCheck, FilterGroup } from './FilterGroup';
import styles from './comparator.module.css';

type ChoiceKey = 'price' | 'duration' | 'rating' | 'type_of_stay';

/** The checkboxes of one filter with fixed choices: each choice, its count, ticked when the query has it. */
function Choices<V extends string>({
  name,
  values,
  label,
  query,
  facets,
  toggle,
}: {
  name: ChoiceKey;
  values: readonly V[];
  label: (value: V) => ReactNode;
  query: ComparatorQuery;
  facets: Facets | undefined;
  toggle: ToggleValue;
}) {
  const ticked: readonly string[] = query[name];
  return values.map((value) => (
    <FilterCheck
      key={value}
      name={name}
      value={value}
      label={label(value)}
      count={countOf(facets, name, value)}
      checked={ticked.includes(value)}
      onToggle={(on) => toggle(name, value, on)}
    />
  ));
}

/** The filters with fixed choices: price and duration bands, star ratings, types of stay. */
export function ChoiceGroups({ query, facets, toggle }: { query: ComparatorQuery; facets: Facets | undefined; toggle: ToggleValue }) {
  const t = useTranslations('comparator');
  const state = { query, facets, toggle };
  return (
    <>
      <FilterGroup legend={t('price')}>
        <Choices name="price" values={PRICE_BANDS} label={(band) => t(`priceBands.${priceBandMessage[band]}`)} {...state} />
      </FilterGroup>
      <FilterGroup legend={t('duration')}>
        <Choices name="duration" values={DURATION_BANDS} label={(band) => t(`durationBands.${durationBandMessage[band]}`)} {...state} />
      </FilterGroup>
      <FilterGroup legend={t('rating')}>
        <Choices
          name="rating"
          values={RATINGS}
          label={(stars) => (
            <>
              <span aria-hidden="true" className={styles.starGlyphs}>
                {'★'.repeat(Number(stars))}
              </span>{' '}
              {t('ratingValue', { stars: Number(stars) })}
            </>
          )}
          {...state}
        />
      </FilterGroup>
      <FilterGroup legend={t('typeOfStay')}>
        <Choices name="type_of_stay" values={STAY_TYPES} label={(stay) => t(`stayTypes.${stay}`)} {...state} />
      </FilterGroup>
    </>
  );
}

'use client';

import { useTranslations } from 'next-intl';
import { durationBandMessage, priceBandMessage } from '@/lib/comparator/labels';
import { RATINGS, STAY_TYPES } from '@/lib/comparator/options';
import type { Facets } from '@/lib/api/types/comparator';
import { DURATION_BANDS, PRICE_BANDS, type ComparatorQuery } from '@/lib/comparator/query';
import { countOf } from './facet-counts';
import type { ToggleValue } from './filter-changes';
import { FilterCheck, FilterGroup } from './FilterGroup';
import styles from './comparator.module.css';

/** The filters with fixed choices: price and duration bands, star ratings, types of stay. */
export function ChoiceGroups({ query, facets, toggle }: { query: ComparatorQuery; facets: Facets | undefined; toggle: ToggleValue }) {
  const t = useTranslations('comparator');
  return (
    <>
      <FilterGroup legend={t('price')}>
        {PRICE_BANDS.map((band) => (
          <FilterCheck
            key={band}
            name="price"
            value={band}
            label={t(`priceBands.${priceBandMessage[band]}`)}
            count={countOf(facets, 'price', band)}
            checked={query.price.includes(band)}
            onToggle={(on) => toggle('price', band, on)}
          />
        ))}
      </FilterGroup>
      <FilterGroup legend={t('duration')}>
        {DURATION_BANDS.map((band) => (
          <FilterCheck
            key={band}
            name="duration"
            value={band}
            label={t(`durationBands.${durationBandMessage[band]}`)}
            count={countOf(facets, 'duration', band)}
            checked={query.duration.includes(band)}
            onToggle={(on) => toggle('duration', band, on)}
          />
        ))}
      </FilterGroup>
      <FilterGroup legend={t('rating')}>
        {RATINGS.map((stars) => (
          <FilterCheck
            key={stars}
            name="rating"
            value={stars}
            label={
              <>
                <span aria-hidden="true" className={styles.starGlyphs}>
                  {'★'.repeat(Number(stars))}
                </span>{' '}
                {t('ratingValue', { stars: Number(stars) })}
              </>
            }
            count={countOf(facets, 'rating', stars)}
            checked={query.rating.includes(stars)}
            onToggle={(on) => toggle('rating', stars, on)}
          />
        ))}
      </FilterGroup>
      <FilterGroup legend={t('typeOfStay')}>
        {STAY_TYPES.map((stay) => (
          <FilterCheck
            key={stay}
            name="type_of_stay"
            value={stay}
            label={t(`stayTypes.${stay}`)}
            count={countOf(facets, 'type_of_stay', stay)}
            checked={query.type_of_stay.includes(stay)}
            onToggle={(on) => toggle('type_of_stay', stay, on)}
          />
        ))}
      </FilterGroup>
    </>
  );
}

'use client';

import { useTranslations } from 'next-intl';
import type { FacetValue, Facets } from '@/lib/api/types/comparator';
import type { ComparatorQuery, PlaceKey } from '@/lib/comparator/query';
import type { ChangeFilters } from './filter-changes';
import styles from './comparator.module.css';

interface PlaceSelectProps {
  /** The form's id prefix: the select's and its hint's ids. */
  ids: string;
  placeKey: PlaceKey;
  anyLabel: string;
  hint: string | null;
  options: FacetValue[] | undefined;
  parentChosen: boolean;
  value: string;
  placeName: string | undefined;
  onSelect: (key: PlaceKey, value: string) => void;
}

function PlaceSelect({ ids, placeKey: key, anyLabel, hint, options, parentChosen, value, placeName, onSelect }: PlaceSelectProps) {
  const t = useTranslations('comparator');
  const list = options ?? [];
  const hintId = `${ids}-${key}-hint`;
  const unavailable = !parentChosen || list.length === 0;
  // "Choose a country first", unless a place is chosen here anyway (a city directly in its country).
  const showHint = !parentChosen && hint !== null && value === '';
  return (
    <div className={styles.field}>
      <label htmlFor={`${ids}-${key}`}>{t(key)}</label>
      <select
        id={`${ids}-${key}`}
        name={key}
        value={value}
        disabled={unavailable && value === ''}
        aria-describedby={showHint ? hintId : undefined}
        onChange={(e) => onSelect(key, e.currentTarget.value)}
      >
        <option value="">{anyLabel}</option>
        {value !== '' && !list.some((option) => option.value === value) && <option value={value}>{placeName ?? value}</option>}
        {list.map((option) => (
          <option key={option.value} value={option.value} disabled={option.count === 0 && option.value !== value}>
            {t('optionWithCount', { label: option.label ?? option.value, count: option.count })}
          </option>
        ))}
      </select>
      {showHint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
    </div>
  );
}

/** The dependent country, region and city selects: choosing a place clears the levels below it. */
export function DestinationSelects({
  ids,
  query,
  facets,
  placeNames,
  change,
}: {
  ids: string;
  query: ComparatorQuery;
  facets: Facets | undefined;
  placeNames: Partial<Record<PlaceKey, string>>;
  change: ChangeFilters;
}) {
  const t = useTranslations('comparator');
  const setPlace = (key: PlaceKey, value: string) => {
    const slug = value || null;
    if (key === 'country') change({ country: slug, region: null, city: null });
    else if (key === 'region') change({ region: slug, city: null });
    else change({ city: slug });
  };
  const select = (key: PlaceKey, anyLabel: string, hint: string | null, parentChosen: boolean) => (
    <PlaceSelect
      ids={ids}
      placeKey={key}
      anyLabel={anyLabel}
      hint={hint}
      options={facets?.[key]}
      parentChosen={parentChosen}
      value={query[key] ?? ''}
      placeName={placeNames[key]}
      onSelect={setPlace}
    />
  );
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{t('destination')}</legend>
      {select('country', t('anyCountry'), null, true)}
      {select('region', t('anyRegion'), t('regionHint'), query.country !== null)}
      {select('city', t('anyCity'), t('cityHint'), query.region !== null)}
    </fieldset>
  );
}

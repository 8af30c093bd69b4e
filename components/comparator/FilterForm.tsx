'use client';

import { useId, type FormEvent, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { durationBandMessage, priceBandMessage } from '@/lib/comparator/labels';
import {
  activeFilters,
  emptyQuery,
  DURATION_BANDS,
  PRICE_BANDS,
  RATINGS,
  STAY_TYPES,
  type BooleanKey,
  type ComparatorQuery,
  type FacetValue,
  type Facets,
  type FilterKey,
  type PlaceKey,
} from '@/lib/comparator/query';
import styles from './comparator.module.css';

export const FILTER_FORM_ID = 'comparator-filters';

type ListKey = 'price' | 'duration' | 'rating' | 'type_of_stay' | 'datafeed_category' | 'service_types' | 'partner';

/** The count the facets give a value, or undefined when the facets are unknown (the API failed). */
function countOf(facets: Facets | undefined, key: FilterKey, value: string): number | undefined {
  const list = facets?.[key];
  if (!list) return undefined;
  return list.find((f) => f.value === value)?.count ?? 0;
}

/** The count of the "yes" value of a flag facet, whatever the API spells it. */
function flagCount(facets: Facets | undefined, key: BooleanKey): number | undefined {
  const list = facets?.[key];
  if (!list) return undefined;
  return list.find((f) => ['1', 'true'].includes(String(f.value).toLowerCase()))?.count ?? 0;
}

function Check({
  name,
  value,
  label,
  count,
  checked,
  onToggle,
}: {
  name: string;
  value: string;
  label: ReactNode;
  count: number | undefined;
  checked: boolean;
  onToggle: (checked: boolean) => void;
}) {
  const t = useTranslations('comparator');
  // A value that would give nothing cannot be ticked, unless it is ticked already (it must stay removable).
  const disabled = count === 0 && !checked;
  return (
    <li>
      <label className={styles.check} data-disabled={disabled || undefined}>
        <input type="checkbox" name={name} value={value} checked={checked} disabled={disabled} onChange={(e) => onToggle(e.currentTarget.checked)} />
        <span className={styles.checkLabel}>{label}</span>
        {count !== undefined && (
          <>
            <span className={styles.count} aria-hidden="true">
              {count}
            </span>
            <span className="visually-hidden">, {t('count', { count })}</span>
          </>
        )}
      </label>
    </li>
  );
}

function Group({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{legend}</legend>
      <ul className={styles.options}>{children}</ul>
    </fieldset>
  );
}

/**
 * The comparator's filters: native, labelled controls in a GET form whose fields are the URL's keys, so the
 * form works without JavaScript (the submit button sends it). Every option shows how many offers it would give
 * with the other filters kept (the facets), and one that would give none is disabled. With JavaScript each
 * change goes to `onChange` at once, as the next state (back on page 1).
 */
export function FilterForm({
  action,
  query,
  facets,
  enhanced,
  onChange,
  onApply,
  placeNames = {},
}: {
  /** Names of the chosen places when their list does not hold them (a city directly in its country). */
  placeNames?: Partial<Record<PlaceKey, string>>;
  action: string;
  query: ComparatorQuery;
  facets: Facets | undefined;
  /** JavaScript is running: changes apply at once, the submit button only closes the phone's panel. */
  enhanced: boolean;
  onChange: (next: ComparatorQuery) => void;
  onApply?: () => void;
}) {
  const t = useTranslations('comparator');
  const ids = useId();
  const headingId = `${ids}-heading`;

  const change = (next: Partial<ComparatorQuery>) => onChange({ ...query, ...next, page: 1 });
  const toggle = (key: ListKey, value: string, on: boolean) => {
    const current = query[key] as string[];
    change({ [key]: on ? [...current.filter((v) => v !== value), value] : current.filter((v) => v !== value) });
  };
  const setPlace = (key: PlaceKey, value: string) => {
    const slug = value || null;
    if (key === 'country') change({ country: slug, region: null, city: null });
    else if (key === 'region') change({ region: slug, city: null });
    else change({ city: slug });
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    if (!enhanced) return;
    event.preventDefault();
    onApply?.();
  };

  const placeSelect = (key: PlaceKey, anyLabel: string, hint: string | null, options: FacetValue[] | undefined, parentChosen: boolean) => {
    const value = query[key] ?? '';
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
          onChange={(e) => setPlace(key, e.currentTarget.value)}
        >
          <option value="">{anyLabel}</option>
          {value !== '' && !list.some((option) => option.value === value) && <option value={value}>{placeNames[key] ?? value}</option>}
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
  };

  const slugGroup = (key: 'datafeed_category' | 'service_types' | 'partner', legend: string) => {
    const list = facets?.[key] ?? [];
    const chosenMissing = query[key].filter((v) => !list.some((f) => f.value === v));
    if (list.length === 0 && chosenMissing.length === 0) return null;
    return (
      <Group legend={legend}>
        {list.map((option) => (
          <Check
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
          <Check key={value} name={key} value={value} label={value} count={undefined} checked onToggle={(on) => toggle(key, value, on)} />
        ))}
      </Group>
    );
  };

  return (
    <form id={FILTER_FORM_ID} method="get" action={action} className={styles.form} aria-labelledby={headingId} onSubmit={submit} data-enhanced={enhanced || undefined}>
      <h2 id={headingId} className={styles.formHeading}>
        {t('filtersHeading')}
      </h2>
      <fieldset className={styles.group}>
        <legend className={styles.legend}>{t('destination')}</legend>
        {placeSelect('country', t('anyCountry'), null, facets?.country, true)}
        {placeSelect('region', t('anyRegion'), t('regionHint'), facets?.region, query.country !== null)}
        {placeSelect('city', t('anyCity'), t('cityHint'), facets?.city, query.region !== null)}
      </fieldset>
      <Group legend={t('offers')}>
        <Check name="last" value="1" label={t('last')} count={flagCount(facets, 'last')} checked={query.last} onToggle={(on) => change({ last: on })} />
        <Check
          name="has_discount"
          value="1"
          label={t('hasDiscount')}
          count={flagCount(facets, 'has_discount')}
          checked={query.has_discount}
          onToggle={(on) => change({ has_discount: on })}
        />
      </Group>
      <Group legend={t('price')}>
        {PRICE_BANDS.map((band) => (
          <Check
            key={band}
            name="price"
            value={band}
            label={t(`priceBands.${priceBandMessage[band]}`)}
            count={countOf(facets, 'price', band)}
            checked={query.price.includes(band)}
            onToggle={(on) => toggle('price', band, on)}
          />
        ))}
      </Group>
      <Group legend={t('duration')}>
        {DURATION_BANDS.map((band) => (
          <Check
            key={band}
            name="duration"
            value={band}
            label={t(`durationBands.${durationBandMessage[band]}`)}
            count={countOf(facets, 'duration', band)}
            checked={query.duration.includes(band)}
            onToggle={(on) => toggle('duration', band, on)}
          />
        ))}
      </Group>
      <Group legend={t('rating')}>
        {RATINGS.map((stars) => (
          <Check
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
      </Group>
      <Group legend={t('typeOfStay')}>
        {STAY_TYPES.map((stay) => (
          <Check
            key={stay}
            name="type_of_stay"
            value={stay}
            label={t(`stayTypes.${stay}`)}
            count={countOf(facets, 'type_of_stay', stay)}
            checked={query.type_of_stay.includes(stay)}
            onToggle={(on) => toggle('type_of_stay', stay, on)}
          />
        ))}
      </Group>
      {slugGroup('datafeed_category', t('datafeedCategory'))}
      {slugGroup('service_types', t('serviceTypes'))}
      {slugGroup('partner', t('partner'))}
      <div className={styles.actions}>
        <button type="submit" className={`button ${styles.apply}`}>
          {t('apply')}
        </button>
        {activeFilters(query).length > 0 && (
          <a
            href={action}
            className={styles.reset}
            onClick={(event) => {
              if (!enhanced || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
              event.preventDefault();
              onChange(emptyQuery());
            }}
          >
            {t('reset')}
          </a>
        )}
      </div>
    </form>
  );
}

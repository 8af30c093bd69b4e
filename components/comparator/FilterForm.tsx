'use client';

import { useId, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import type { Facets } from '@/lib/api/types/comparator';
import type { ComparatorQuery, PlaceKey } from '@/lib/comparator/query';
import { CatalogueGroup } from './CatalogueGroup';
import { ChoiceGroups } from './ChoiceGroups';
import { DestinationSelects } from './DestinationSelects';
import { FilterActions } from './FilterActions';
import type { ChangeFilters, ToggleValue } from './filter-changes';
import { OfferFlags } from './OfferFlags';
import styles from './comparator.module.css';

export const FILTER_FORM_ID = 'comparator-filters';

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

  const change: ChangeFilters = (next) => onChange({ ...query, ...next, page: 1 });
  const toggle: ToggleValue = (key, value, on) => {
    const current = query[key] as string[];
    change({ [key]: on ? [...current.filter((v) => v !== value), value] : current.filter((v) => v !== value) });
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    if (!enhanced) return;
    event.preventDefault();
    onApply?.();
  };

  return (
    <form id={FILTER_FORM_ID} method="get" action={action} className={styles.form} aria-labelledby={headingId} onSubmit={submit} data-enhanced={enhanced || undefined}>
      <h2 id={headingId} className={styles.formHeading}>
        {t('filtersHeading')}
      </h2>
      <DestinationSelects ids={ids} query={query} facets={facets} placeNames={placeNames} change={change} />
      <OfferFlags query={query} facets={facets} change={change} />
      <ChoiceGroups query={query} facets={facets} toggle={toggle} />
      <CatalogueGroup filterKey="datafeed_category" legend={t('datafeedCategory')} query={query} facets={facets} toggle={toggle} />
      <CatalogueGroup filterKey="service_types" legend={t('serviceTypes')} query={query} facets={facets} toggle={toggle} />
      <CatalogueGroup filterKey="partner" legend={t('partner')} query={query} facets={facets} toggle={toggle} />
      <FilterActions action={action} query={query} enhanced={enhanced} onChange={onChange} />
    </form>
  );
}

import { isEditionId, type EditionId } from '@/lib/editions';
import { ALL_EDITIONS } from '@/lib/schemas/stats';
import { firstOf, type PageSearchParams } from '@/lib/search-params';
import { STATS_PRESET_DAYS, presetPeriod, type StatsPeriod } from './stats-period';

/** Whose figures: one edition, or every edition the editor may see. */
export type StatsEditionChoice = EditionId | typeof ALL_EDITIONS;

/** The statistics screen's filters, as its address says them. Dates are left as typed: the query's schema judges them. */
export interface StatsFilterValues {
  edition: StatsEditionChoice;
  /** A shop's id, or '' for every shop. */
  store: string;
  from: string;
  to: string;
}

/**
 * The filters of the screen's address that mean something for this editor; anything else falls back to the
 * default (the edition of the domain, every shop, the API's default period).
 */
export function statsFiltersOf(params: PageSearchParams, { current, allowed }: { current: EditionId; allowed: readonly EditionId[] }): StatsFilterValues {
  const value = (key: string) => (firstOf(params[key]) ?? '').trim();
  const edition = value('edition');
  const store = value('store');
  return {
    edition: edition === ALL_EDITIONS && allowed.length > 1 ? ALL_EDITIONS : isEditionId(edition) && allowed.includes(edition) ? edition : current,
    store: /^[1-9]\d{0,8}$/.test(store) ? store : '',
    from: value('from'),
    to: value('to'),
  };
}

/** The screen's address with these filters; the defaults left out, so that the plain address stays plain. */
export function statsHref(values: StatsFilterValues, current: EditionId, path = '/admin/stats'): string {
  const query = new URLSearchParams();
  if (values.edition !== current) query.set('edition', values.edition);
  if (values.store) query.set('store', values.store);
  if (values.from) query.set('from', values.from);
  if (values.to) query.set('to', values.to);
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}

/** The quick periods as links that keep the other filters, the one in force marked. */
export function presetLinks(values: StatsFilterValues, current: EditionId, period: StatsPeriod | null, today: string) {
  return STATS_PRESET_DAYS.map((days) => {
    const preset = presetPeriod(days, today);
    return {
      days,
      href: statsHref({ ...values, ...preset }, current),
      current: period !== null && period.from === preset.from && period.to === preset.to,
    };
  });
}

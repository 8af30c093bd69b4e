/** Shapes of the comparator's answer: `/properties/` with its facets. */

import type { FilterKey } from '@/lib/comparator/options';
import type { Paginated } from './common';
import type { PropertyOffer } from './properties';


/** One value of a facet and how many offers have it; `label` for the slugs, whose value is no name. */
export interface FacetValue {
  value: string;
  label?: string;
  count: number;
}

/** The facets of the answer, as far as the page reads them: one list per filter key. */
export type Facets = Partial<Record<FilterKey, FacetValue[]>>;

/** A result of the comparator: the card fields, and the contract's names for some of them. */
export type ComparatorOffer = PropertyOffer & {
  nights?: number;
  last_minute?: boolean;
  url?: string;
};

/** A page of the comparator's results and the facets of the whole filtered list. */
export interface ComparatorPage extends Paginated<ComparatorOffer> {
  facets?: Facets;
}

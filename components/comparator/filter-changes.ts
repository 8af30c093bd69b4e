import type { ComparatorQuery } from '@/lib/comparator/query';

/** The filters chosen as lists: checkboxes. */
type ListKey = 'price' | 'duration' | 'rating' | 'type_of_stay' | 'datafeed_category' | 'service_types' | 'partner';

/** Applies some filters on top of the shown state (the form goes back to page 1). */
export type ChangeFilters = (next: Partial<ComparatorQuery>) => void;

/** Ticks or unticks one value of a list filter. */
export type ToggleValue = (key: ListKey, value: string, on: boolean) => void;

import { firstOf } from '@/lib/search-params';

/**
 * The type filter of a category's promotion list: all, codes only, offers only. The URL carries
 * the API's own values (`?type=code`, `?type=offer`); anything else is the whole list, so a hand-edited or
 * stale link still shows a page instead of an error.
 */
export const promotionTypeFilters = ['all', 'code', 'offer'] as const;
export type PromotionTypeFilter = (typeof promotionTypeFilters)[number];

export function promotionTypeOf(value: string | string[] | undefined): PromotionTypeFilter {
  const raw = firstOf(value);
  return raw === 'code' || raw === 'offer' ? raw : 'all';
}

/** The query a filter link or a pagination link of the list keeps: no `type` for the whole list. */
export const typeQuery = (type: PromotionTypeFilter): Record<string, string | undefined> => ({ type: type === 'all' ? undefined : type });

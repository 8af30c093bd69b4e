import type { PromotionCounts } from '@/lib/api/types/promotions';
import { pageHref } from '@/lib/pagination';
import { promotionTypeFilters, typeQuery, type PromotionTypeFilter } from '@/lib/promotions/type-filter';

export interface PromotionFilterLink {
  type: PromotionTypeFilter;
  /** The list's first page with that filter: `?type=code`, `?type=offer`, nothing for the whole list. */
  href: string;
  count: number;
  current: boolean;
}

/** Number of promotions a filter shows: codes, offers (the rest), or all of them. */
export function filterCount(type: PromotionTypeFilter, counts: PromotionCounts): number {
  const value = type === 'code' ? counts.coupon_counts : type === 'offer' ? counts.offer_counts : counts.total;
  return Number.isFinite(value) && value > 0 ? Math.floor(value) : 0;
}

/**
 * The links of a category's promotion filter: all, codes, offers, in that order. A link always
 * leads to the first page of its list (a page number of one filter means nothing in another); with `hash` it
 * points at the list itself, so the visitor stays at the list instead of landing back at the top of the page.
 */
export function promotionFilterLinks(path: string, active: PromotionTypeFilter, counts: PromotionCounts, hash?: string): PromotionFilterLink[] {
  return promotionTypeFilters.map((type) => ({
    type,
    href: `${pageHref(path, 1, typeQuery(type))}${hash ? `#${hash}` : ''}`,
    count: filterCount(type, counts),
    current: type === active,
  }));
}

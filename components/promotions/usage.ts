'use client';

import useSWR, { mutate } from 'swr';
import { browserApi } from '@/lib/api/browser';
import type { UseAnswer } from '@/lib/api/types/promotions';
import type { EditionId } from '@/lib/editions';

/** What a card, its modal and every other copy of the same promotion on the page show of its use. */
export interface PromotionUsage {
  used_count: number;
  used_today_count: number;
  time_of_using: string | null;
  /** The code, once revealed in this page: the button then shows it. */
  code?: string | null;
}

/** One SWR key per promotion, so the same promotion listed twice (e.g. in related offers) updates everywhere. */
const usageKey = (promotionId: number) => ['promotion-usage', promotionId] as const;

/** The promotion's usage: the server's figures until a use on this page replaces them (no fetching of its own). */
export function usePromotionUsage(promotionId: number, fallback: PromotionUsage): PromotionUsage {
  const { data } = useSWR<PromotionUsage>(usageKey(promotionId), null, {
    fallbackData: fallback,
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
  });
  return data ?? fallback;
}

/**
 * Using a coupon: `GET /coupons/{id}/use_coupon/` for a code (its answer also carries the code), else
 * `GET /promotions/{id}/use_offer/`. The answer replaces the promotion's usage everywhere on the page at once.
 */
export async function recordUse(edition: EditionId, promotion: { id: number; couponId: number | null }): Promise<PromotionUsage> {
  const answer =
    promotion.couponId !== null
      ? await browserApi<UseAnswer>(`/coupons/${promotion.couponId}/use_coupon/`, edition)
      : await browserApi<UseAnswer>(`/promotions/${promotion.id}/use_offer/`, edition);
  const usage: PromotionUsage = {
    used_count: answer.used_count,
    used_today_count: answer.used_today_count,
    time_of_using: answer.time_of_using,
    code: answer.code ?? null,
  };
  await mutate(usageKey(promotion.id), usage, { revalidate: false });
  return usage;
}

/** Remembers a code read without a use (the deep link's `GET /promotions/{id}/`), keeping the counts. */
export async function rememberCode(promotionId: number, usage: PromotionUsage) {
  await mutate(usageKey(promotionId), usage, { revalidate: false });
}

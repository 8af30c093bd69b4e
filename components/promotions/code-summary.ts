import type { CodeFeedback, Promotion } from '@/lib/api/types/promotions';
import { goPath } from '@/lib/clicks/go-paths';
import { hasCode } from '@/lib/promotions/code-button';
import type { PromotionUsage } from './usage';

/** What the code modal needs of a promotion; the card hands it over, or the deep link reads it from the API. */
export interface CodeSummary {
  id: number;
  title: string;
  kind: string;
  /** The site's `/go/` door to the deal: the click is counted and the merchant gets our click id. */
  link: string;
  couponId: number | null;
  store: { name: string; slug: string; icon: string | null };
  usage: PromotionUsage;
  /** What visitors' votes say of the code; null for a deal without a code. */
  feedback: CodeFeedback | null;
}

/** The figures of a coupon as the API sent them; one from an older answer without them has no votes yet. */
function feedbackOf(coupon: Partial<CodeFeedback>): CodeFeedback {
  return {
    worked_votes: coupon.worked_votes ?? 0,
    failed_votes: coupon.failed_votes ?? 0,
    success_rate: coupon.success_rate ?? null,
    last_worked_at: coupon.last_worked_at ?? null,
  };
}

/**
 * The modal's summary of a promotion. A card leaves the code out (`withCode: false`): the page's HTML carries
 * only its masked tail and the use call answers the code on reveal. The deep link's API read keeps it.
 */
export function codeSummary(promotion: Promotion, { withCode }: { withCode: boolean }): CodeSummary {
  const store = promotion.stores[0];
  const coded = hasCode(promotion);
  return {
    id: promotion.id,
    title: promotion.title,
    kind: promotion.kind,
    link: goPath.promotion(promotion.id),
    couponId: coded ? promotion.coupon!.id : null,
    store: { name: store?.name ?? '', slug: store?.slug ?? '', icon: store?.icon ?? null },
    usage: {
      used_count: promotion.used_count,
      used_today_count: promotion.used_today_count,
      time_of_using: promotion.time_of_using,
      ...(withCode && coded ? { code: promotion.coupon?.code ?? null } : {}),
    },
    feedback: coded ? feedbackOf(promotion.coupon!) : null,
  };
}

/** How the promo button presents the deal: a code to copy, an offer, free delivery. */
export const promotionKinds = ['code', 'offer', 'free_delivery'] as const;
export type PromotionKind = (typeof promotionKinds)[number];

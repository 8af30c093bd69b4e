/** The related holiday offers without those the editors already show as the page's selected hotels. */
export function withoutRepeats<T extends { id: number }>(offers: readonly T[], shown: readonly { id: number }[]): T[] {
  const ids = new Set(shown.map((offer) => offer.id));
  return offers.filter((offer) => !ids.has(offer.id));
}

/** A shop's average rating as the edition writes it, one decimal: 4,7 in French and Dutch. */
export const ratingFigure = (rating: number, htmlLang: string): string =>
  (Number.isFinite(rating) ? Math.max(0, Math.min(5, rating)) : 0).toLocaleString(htmlLang, { minimumFractionDigits: 1, maximumFractionDigits: 1 });

'use client';

/**
 * CONTRACT STUB (replaced by the rating work): the shop's star rating with its number of votes, and the
 * visitor's 1–5 star vote (POST /api/stores/{id}/update_rating/).
 */
export function StoreRating({ storeId, rating, votes }: { storeId: number; rating: number; votes: number }) {
  return (
    <p data-store={storeId}>
      {rating.toFixed(1)} / 5 ({votes})
    </p>
  );
}

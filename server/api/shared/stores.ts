import { stores } from '@/server/db/schema';

/** Columns of a store as it appears inside other objects (promotion cards, menus, banners). */
const storeRefColumns = {
  id: stores.id,
  name: stores.name,
  slug: stores.slug,
  icon: stores.icon,
};

type StoreRef = { id: number; name: string; slug: string; icon: string | null };

export const storeCardColumns = {
  ...storeRefColumns,
  rating: stores.rating,
  votes: stores.ratingCount,
  websiteUrl: stores.websiteUrl,
};

export type StoreCardRow = StoreRef & { rating: number; votes: number; websiteUrl: string };

export function serializeStoreCard(row: StoreCardRow) {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    icon: row.icon,
    rating: Number(row.rating),
    votes: row.votes,
    website_url: row.websiteUrl,
  };
}

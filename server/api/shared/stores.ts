import { and, eq, type SQL } from 'drizzle-orm';
import type { EditionId } from '@/lib/editions';
import { stores } from '@/server/db/schema';
import { publishedRows } from './visibility';

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

/** A shop visitors may see (published, or scheduled and past its time; every shop in an editor's preview). */
export const isPublicStore = (): SQL => publishedRows(stores);

/** The edition's shops that visitors may see: every public read of shops starts from this. */
export const publicStoresOf = (edition: EditionId): SQL => and(eq(stores.edition, edition), isPublicStore())!;

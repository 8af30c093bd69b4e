import { and, eq, ne } from 'drizzle-orm';
import { isEditionId, type EditionId } from '@/lib/editions';
import { categories, locations, sublocations } from '@/server/db/schema';
import type { Db } from '@/server/db/types';
import { categoryChains, categoryUrl } from '../categories/tree';
import { findSublocation } from '../destinations/find';
import { destinationUrl } from '../destinations/refs';

/** Edition → path of the same page there: what a page needs for its hreflang links. */
export type EditionAlternates = Partial<Record<EditionId, string>>;

/** The same category (same `translation_key`) in the other editions, each at its own chain's path. */
export async function categoryAlternates(db: Db, edition: EditionId, translationKey: string | null): Promise<EditionAlternates> {
  if (!translationKey) return {};
  const rows = await db
    .select({ id: categories.id, edition: categories.edition })
    .from(categories)
    .where(and(eq(categories.translationKey, translationKey), ne(categories.edition, edition)));
  const out: EditionAlternates = {};
  await Promise.all(
    rows.map(async ({ id, edition: other }) => {
      if (!isEditionId(other)) return;
      const chain = (await categoryChains(db, other, [id])).get(id);
      if (chain?.length) out[other] = categoryUrl(other, chain);
    }),
  );
  return out;
}

/** The same country, region or city (same `translation_key`) in the other editions. */
export async function destinationAlternates(
  db: Db,
  edition: EditionId,
  kind: 'country' | 'region' | 'city',
  translationKey: string | null,
): Promise<EditionAlternates> {
  if (!translationKey) return {};
  const out: EditionAlternates = {};
  if (kind === 'country') {
    const rows = await db
      .select({ edition: locations.edition, slug: locations.slug })
      .from(locations)
      .where(and(eq(locations.translationKey, translationKey), ne(locations.edition, edition)));
    for (const { edition: other, slug } of rows) if (isEditionId(other)) out[other] = destinationUrl(other, [slug]);
    return out;
  }
  const rows = await db
    .select({ id: sublocations.id, edition: sublocations.edition })
    .from(sublocations)
    .where(and(eq(sublocations.translationKey, translationKey), ne(sublocations.edition, edition)));
  await Promise.all(
    rows.map(async ({ id, edition: other }) => {
      if (!isEditionId(other)) return;
      const target = await findSublocation(db, other, { id });
      if (!target) return;
      const chain = [target.country, ...(target.region ? [target.region] : []), target.row];
      out[other] = destinationUrl(other, chain.map((item) => item.slug));
    }),
  );
  return out;
}

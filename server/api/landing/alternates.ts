import { and, asc, eq, ne } from 'drizzle-orm';
import { isEditionId, type EditionId } from '@/lib/editions';
import { categories, locations, sublocations } from '@/server/db/schema';
import type { Db } from '@/server/db/types';
import { categoryChains, categoryUrl } from '../categories/tree';
import { findSublocation } from '../destinations/find';
import { destinationUrl } from '../destinations/refs';

/** Edition → path of the same page there: what a page needs for its hreflang links. */
export type EditionAlternates = Partial<Record<EditionId, string>>;

/** One page in one edition, with the key naming the same thing in every edition (null: no translation). */
export interface TranslatedPage {
  edition: string;
  translationKey: string | null;
  path: string;
}

/**
 * THE hreflang rule of entity pages: the page carrying the same `translation_key` in each other edition. The
 * first candidate of an edition wins (callers pass rows in id order), so a key an editor gave two rows by
 * mistake still yields one link per edition, the same one for every page asking. The page answers and the XML
 * sitemap both go through here.
 */
export function alternatesAmong(edition: EditionId, translationKey: string | null, candidates: Iterable<TranslatedPage>): EditionAlternates {
  const out: EditionAlternates = {};
  if (!translationKey) return out;
  for (const candidate of candidates) {
    if (candidate.translationKey !== translationKey || candidate.edition === edition || !isEditionId(candidate.edition)) continue;
    out[candidate.edition] ??= candidate.path;
  }
  return out;
}

const present = <T>(value: T | null): value is T => value !== null;

/** The same category (same `translation_key`) in the other editions, each at its own chain's path. */
export async function categoryAlternates(db: Db, edition: EditionId, translationKey: string | null): Promise<EditionAlternates> {
  if (!translationKey) return {};
  const rows = await db
    .select({ id: categories.id, edition: categories.edition })
    .from(categories)
    .where(and(eq(categories.translationKey, translationKey), ne(categories.edition, edition)))
    .orderBy(asc(categories.id));
  const candidates = await Promise.all(
    rows.map(async ({ id, edition: other }) => {
      if (!isEditionId(other)) return null;
      const chain = (await categoryChains(db, other, [id])).get(id);
      return chain?.length ? { edition: other, translationKey, path: categoryUrl(other, chain) } : null;
    }),
  );
  return alternatesAmong(edition, translationKey, candidates.filter(present));
}

/** The same country, region or city (same `translation_key`) in the other editions. */
export async function destinationAlternates(
  db: Db,
  edition: EditionId,
  kind: 'country' | 'region' | 'city',
  translationKey: string | null,
): Promise<EditionAlternates> {
  if (!translationKey) return {};
  if (kind === 'country') {
    const rows = await db
      .select({ edition: locations.edition, slug: locations.slug })
      .from(locations)
      .where(and(eq(locations.translationKey, translationKey), ne(locations.edition, edition)))
      .orderBy(asc(locations.id));
    const candidates = rows.flatMap(({ edition: other, slug }) =>
      isEditionId(other) ? [{ edition: other, translationKey, path: destinationUrl(other, [slug]) }] : [],
    );
    return alternatesAmong(edition, translationKey, candidates);
  }
  const rows = await db
    .select({ id: sublocations.id, edition: sublocations.edition })
    .from(sublocations)
    .where(and(eq(sublocations.translationKey, translationKey), ne(sublocations.edition, edition)))
    .orderBy(asc(sublocations.id));
  const candidates = await Promise.all(
    rows.map(async ({ id, edition: other }) => {
      if (!isEditionId(other)) return null;
      const target = await findSublocation(db, other, { id });
      if (!target) return null;
      const chain = [target.country, ...(target.region ? [target.region] : []), target.row];
      return { edition: other, translationKey, path: destinationUrl(other, chain.map((item) => item.slug)) };
    }),
  );
  return alternatesAmong(edition, translationKey, candidates.filter(present));
}

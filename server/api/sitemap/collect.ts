import { asc, desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { editionIds, isEditionId, type EditionId } from '@/lib/editions';
import { entityPath } from '@/lib/routing';
import { blogCategories, blogPosts, categories, locations, pages, stores, sublocations } from '@/server/db/schema';
import type { Db } from '@/server/db/types';
import { postUrl, publishedIn } from '../blog/posts';
import { categoryChains, categoryUrl } from '../categories/tree';
import { destinationUrl } from '../destinations/refs';
import type { TranslatedPage } from '../landing/alternates';
import { indexableStaticPages, type StaticLastmod } from './static-pages';
import { publicStoresOf } from '../shared/stores';

/** Pages whose alternates are looked up among their own group only (a country never stands for a city). */
type SitemapGroup = 'static' | 'country' | 'sublocation' | 'category' | 'store' | 'post';

export interface SitemapCandidate extends TranslatedPage {
  edition: EditionId;
  group: SitemapGroup;
  lastmod: Date | null;
}

/** Category pages route at most three slugs deep (`/categories/a/b/c`): deeper rows have no page to list. */
const MAX_CATEGORY_DEPTH = 3;

const parents = alias(sublocations, 'parent');

const newest = (dates: (Date | null)[]): Date | null =>
  dates.reduce<Date | null>((best, d) => (d && (!best || d > best) ? d : best), null);

const later = (a: Date, b: Date): Date => (a > b ? a : b);

/** Category pages of every edition, at the path their chain gives (the rule the page answers use). */
async function categoryPages(db: Db): Promise<SitemapCandidate[]> {
  const rows = await db
    .select({ id: categories.id, edition: categories.edition, parentId: categories.parentId, translationKey: categories.translationKey, updatedAt: categories.updatedAt })
    .from(categories)
    .orderBy(asc(categories.id));
  const parentOf = new Map(rows.map((r) => [r.id, r.parentId]));
  const out: SitemapCandidate[] = [];
  for (const edition of editionIds) {
    const own = rows.filter((r) => r.edition === edition);
    const chains = await categoryChains(db, edition, own.map((r) => r.id));
    for (const row of own) {
      const chain = chains.get(row.id);
      // A chain whose top still has a parent was cut by a parent cycle: its path would not resolve.
      if (!chain?.length || chain.length > MAX_CATEGORY_DEPTH || parentOf.get(chain[0].id) !== null) continue;
      out.push({ edition, group: 'category', translationKey: row.translationKey, path: categoryUrl(edition, chain), lastmod: row.updatedAt });
    }
  }
  return out;
}

/** Country, region and city pages of every edition. */
async function destinationPages(db: Db): Promise<SitemapCandidate[]> {
  const [countries, subs] = await Promise.all([
    db
      .select({ edition: locations.edition, slug: locations.slug, translationKey: locations.translationKey, updatedAt: locations.updatedAt })
      .from(locations)
      .orderBy(asc(locations.id)),
    db
      .select({
        edition: sublocations.edition,
        slug: sublocations.slug,
        translationKey: sublocations.translationKey,
        updatedAt: sublocations.updatedAt,
        countrySlug: locations.slug,
        parentSlug: parents.slug,
      })
      .from(sublocations)
      .innerJoin(locations, eq(locations.id, sublocations.locationId))
      .leftJoin(parents, eq(parents.id, sublocations.parentId))
      .orderBy(asc(sublocations.id)),
  ]);
  const out: SitemapCandidate[] = [];
  for (const row of countries) {
    if (!isEditionId(row.edition)) continue;
    out.push({ edition: row.edition, group: 'country', translationKey: row.translationKey, path: destinationUrl(row.edition, [row.slug]), lastmod: row.updatedAt });
  }
  for (const row of subs) {
    if (!isEditionId(row.edition)) continue;
    const slugs = row.parentSlug === null ? [row.countrySlug, row.slug] : [row.countrySlug, row.parentSlug, row.slug];
    out.push({ edition: row.edition, group: 'sublocation', translationKey: row.translationKey, path: destinationUrl(row.edition, slugs), lastmod: row.updatedAt });
  }
  return out;
}

/** Shops and published posts of one edition: they exist per edition and have no alternates. */
async function ownPages(db: Db, edition: EditionId): Promise<SitemapCandidate[]> {
  const [shopRows, postRows] = await Promise.all([
    db.select({ slug: stores.slug, updatedAt: stores.updatedAt }).from(stores).where(publicStoresOf(edition)),
    db
      .select({ slug: blogPosts.slug, categorySlug: blogCategories.slug, publishedAt: blogPosts.publishedAt, updatedAt: blogPosts.updatedAt })
      .from(blogPosts)
      .innerJoin(blogCategories, eq(blogCategories.id, blogPosts.categoryId))
      .where(publishedIn(edition))
      .orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id)),
  ]);
  return [
    ...shopRows.map((r): SitemapCandidate => ({ edition, group: 'store', translationKey: null, path: entityPath(edition, 'store', [r.slug]), lastmod: r.updatedAt })),
    ...postRows.map(
      (r): SitemapCandidate => ({
        edition,
        group: 'post',
        translationKey: null,
        path: postUrl(edition, r.categorySlug, r.slug),
        lastmod: later(r.publishedAt, r.updatedAt),
      }),
    ),
  ];
}

/**
 * Static pages of every edition. Their translation key is the route itself (`about` is `about` everywhere),
 * so they take their alternates through the same rule as entities. An index page's lastmod is the newest
 * row it lists.
 */
async function staticPages(db: Db, listed: SitemapCandidate[]): Promise<SitemapCandidate[]> {
  const pageRows = await db.select({ edition: pages.edition, identifier: pages.identifier, updatedAt: pages.updatedAt }).from(pages);
  const out: SitemapCandidate[] = [];
  for (const edition of editionIds) {
    const cms = new Map(pageRows.filter((r) => r.edition === edition).map((r) => [r.identifier, r.updatedAt]));
    const newestOf = (...groups: SitemapCandidate['group'][]) =>
      newest(listed.filter((c) => c.edition === edition && groups.includes(c.group)).map((c) => c.lastmod));
    const lastmodOf: Record<Exclude<StaticLastmod, null | 'cms'>, () => Date | null> = {
      destinations: () => newestOf('country', 'sublocation'),
      categories: () => newestOf('category'),
      blog: () => newestOf('post'),
    };
    for (const page of indexableStaticPages(edition, (id) => cms.has(id))) {
      const lastmod = page.lastmod === 'cms' ? (page.cms && cms.get(page.cms)) || null : page.lastmod ? lastmodOf[page.lastmod]() : null;
      out.push({ edition, group: 'static', translationKey: `static:${page.key}`, path: page.path, lastmod });
    }
  }
  return out;
}

/**
 * Every indexable page the sitemaps list: static pages, destinations and categories of all three editions
 * (their alternates need the other editions' paths), shops and posts of `edition` only.
 */
export async function sitemapCandidates(db: Db, edition: EditionId): Promise<SitemapCandidate[]> {
  const [destinations, categoryRows, own] = await Promise.all([destinationPages(db), categoryPages(db), ownPages(db, edition)]);
  const listed = [...destinations, ...categoryRows, ...own];
  return [...(await staticPages(db, listed)), ...listed];
}

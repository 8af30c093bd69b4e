import { eq } from 'drizzle-orm';
import { editions } from '@/lib/editions';
import { entityPath } from '@/lib/routing';
import { blogCategories, blogPosts, categories, locations, pages, stores, sublocations } from '@/server/db/schema';
import { sitemapEntriesQuery } from '@/lib/schemas/sitemap';
import { chunkOf } from '@/lib/sitemap/plan';
import { pageOf } from '../core/pagination';
import { postUrl, publishedIn } from '../blog/posts';
import { newRouter } from '../core/router';
import { parseQuery } from '../core/validation';
import { staticPageLinks } from '../pages/static-pages';
import { blogTree, byName, categoryTree, destinationTree, sortTree } from '../pages/sitemap-tree';
import { sitemapEntries } from '../sitemap/entries';
import { publicStoresOf } from '../shared/stores';

export const sitemapRoutes = newRouter();

/** Everything the HTML sitemap page lists, in one answer and seven queries whatever the catalogue size. */
sitemapRoutes.get('/get_html_sitemap_data', async (c) => {
  const db = c.get('db');
  const edition = c.get('edition');
  const [pageRows, storeRows, categoryRows, countryRows, sublocationRows, blogCategoryRows, postRows] = await Promise.all([
    db.select({ identifier: pages.identifier, title: pages.title }).from(pages).where(eq(pages.edition, edition)),
    db.select({ name: stores.name, slug: stores.slug }).from(stores).where(publicStoresOf(edition)),
    db
      .select({ id: categories.id, name: categories.name, slug: categories.slug, parentId: categories.parentId })
      .from(categories)
      .where(eq(categories.edition, edition)),
    db.select({ id: locations.id, name: locations.name, slug: locations.slug }).from(locations).where(eq(locations.edition, edition)),
    db
      .select({
        id: sublocations.id,
        name: sublocations.name,
        slug: sublocations.slug,
        locationId: sublocations.locationId,
        parentId: sublocations.parentId,
      })
      .from(sublocations)
      .where(eq(sublocations.edition, edition)),
    db
      .select({ id: blogCategories.id, name: blogCategories.name, slug: blogCategories.slug })
      .from(blogCategories)
      .where(eq(blogCategories.edition, edition)),
    db.select({ title: blogPosts.title, slug: blogPosts.slug, categoryId: blogPosts.categoryId }).from(blogPosts).where(publishedIn(edition)),
  ]);

  const compare = byName(editions[edition].htmlLang);
  const titles = new Map(pageRows.map((r) => [r.identifier, r.title]));
  const staticPages = staticPageLinks(edition, titles)
    .map((p) => ({ name: p.title, p }))
    .sort(compare)
    .map(({ p }) => p);

  return c.json({
    pages: staticPages,
    stores: storeRows.map((s) => ({ name: s.name, url: entityPath(edition, 'store', [s.slug]) })).sort(compare),
    categories: sortTree(
      categoryTree(categoryRows, (slugs) => entityPath(edition, 'category', slugs)),
      compare,
    ),
    destinations: sortTree(
      destinationTree(countryRows, sublocationRows, (slugs) => entityPath(edition, 'location', slugs)),
      compare,
    ),
    blog_categories: sortTree(
      blogTree(
        blogCategoryRows,
        postRows,
        (category) => entityPath(edition, 'blog_category', [category]),
        (category, post) => postUrl(edition, category, post),
      ),
      compare,
    ),
  });
});

/**
 * Every indexable page of the edition for the XML sitemap: `{path, lastmod, alternates}` with alternates as the
 * page answers give them (edition → path), kept only when reciprocal. One page of results is one sitemap file.
 */
sitemapRoutes.get('/entries', async (c) => {
  const { page, size } = parseQuery(c, sitemapEntriesQuery);
  const entries = await sitemapEntries(c.get('db'), c.get('edition'));
  return c.json(pageOf(c, { page, size, count: entries.length, results: chunkOf(entries, page, size) }));
});

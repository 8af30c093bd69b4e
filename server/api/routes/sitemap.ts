import { eq } from 'drizzle-orm';
import { editions } from '@/lib/editions';
import { entityPath } from '@/lib/routing';
import { blogCategories, categories, locations, pages, stores, sublocations } from '@/server/db/schema';
import { newRouter } from '../core/router';
import { staticPageLinks } from '../pages/static-pages';
import { byName, categoryTree, destinationTree, sortTree } from '../pages/sitemap-tree';

export const sitemapRoutes = newRouter();

/** Everything the HTML sitemap page lists, in one answer and six queries whatever the catalogue size. */
sitemapRoutes.get('/get_html_sitemap_data', async (c) => {
  const db = c.get('db');
  const edition = c.get('edition');
  const [pageRows, storeRows, categoryRows, countryRows, sublocationRows, blogCategoryRows] = await Promise.all([
    db.select({ identifier: pages.identifier, title: pages.title }).from(pages).where(eq(pages.edition, edition)),
    db.select({ name: stores.name, slug: stores.slug }).from(stores).where(eq(stores.edition, edition)),
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
    db.select({ name: blogCategories.name, slug: blogCategories.slug }).from(blogCategories).where(eq(blogCategories.edition, edition)),
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
    blog_categories: blogCategoryRows.map((b) => ({ name: b.name, url: entityPath(edition, 'blog_category', [b.slug]) })).sort(compare),
  });
});

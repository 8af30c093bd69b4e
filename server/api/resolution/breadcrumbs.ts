import { and, eq } from 'drizzle-orm';
import type { EditionId } from '@/lib/editions';
import { entityPath, type EntityKind } from '@/lib/routing';
import { blogCategories, blogPosts, locations, stores } from '@/server/db/schema';
import type { Db } from '@/server/db/types';
import { categoryChainBySlug, categoryUrl } from '../categories/tree';
import { findSublocation } from '../destinations/find';
import { destinationUrl } from '../destinations/refs';
import { isPublished } from '../blog/posts';
import { publicStoresOf } from '../shared/stores';

type Crumb = { name: string; url: string };
export type BreadcrumbItem = Crumb & { parent: string | null };

/** Each item points at the previous one: the shape the breadcrumbs component and JSON-LD builder expect. */
export const linkCrumbs = (chain: Crumb[]): BreadcrumbItem[] =>
  chain.map((item, i) => ({ name: item.name, url: item.url, parent: i === 0 ? null : chain[i - 1].url }));

/**
 * The chain root → entity of the page an entity has (Home is the page's own first item, not ours).
 * `category` and `subcategory` both accept any category: the chain shows where it sits. Undefined when the
 * slug names no entity of that kind in the edition.
 */
export async function breadcrumbChain(db: Db, edition: EditionId, kind: EntityKind, slug: string): Promise<Crumb[] | undefined> {
  switch (kind) {
    case 'store': {
      const [row] = await db.select({ name: stores.name }).from(stores).where(and(publicStoresOf(edition), eq(stores.slug, slug))).limit(1);
      return row && [{ name: row.name, url: entityPath(edition, 'store', [slug]) }];
    }
    case 'blog_category': {
      const [row] = await db
        .select({ name: blogCategories.name })
        .from(blogCategories)
        .where(and(eq(blogCategories.edition, edition), eq(blogCategories.slug, slug)))
        .limit(1);
      return row && [{ name: row.name, url: entityPath(edition, 'blog_category', [slug]) }];
    }
    case 'blog_post': {
      const [row] = await db
        .select({ title: blogPosts.title, categoryName: blogCategories.name, categorySlug: blogCategories.slug })
        .from(blogPosts)
        .innerJoin(blogCategories, eq(blogCategories.id, blogPosts.categoryId))
        .where(and(eq(blogPosts.edition, edition), eq(blogPosts.slug, slug), isPublished()))
        .limit(1);
      return (
        row && [
          { name: row.categoryName, url: entityPath(edition, 'blog_category', [row.categorySlug]) },
          { name: row.title, url: entityPath(edition, 'blog_post', [row.categorySlug, slug]) },
        ]
      );
    }
    case 'category':
    case 'subcategory': {
      const chain = await categoryChainBySlug(db, edition, slug);
      return chain?.map((item, i) => ({ name: item.name, url: categoryUrl(edition, chain.slice(0, i + 1)) }));
    }
    case 'location': {
      const [row] = await db
        .select({ name: locations.name })
        .from(locations)
        .where(and(eq(locations.edition, edition), eq(locations.slug, slug)))
        .limit(1);
      return row && [{ name: row.name, url: destinationUrl(edition, [slug]) }];
    }
    case 'sublocation': {
      const target = await findSublocation(db, edition, { slug });
      if (!target) return undefined;
      const chain = [target.country, ...(target.region ? [target.region] : []), target.row];
      return chain.map((item, i) => ({ name: item.name, url: destinationUrl(edition, chain.slice(0, i + 1).map((x) => x.slug)) }));
    }
  }
}

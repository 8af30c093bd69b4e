import { sql } from 'drizzle-orm';
import type { EditionId } from '@/lib/editions';
import type { EntityKind } from '@/lib/routing';
import { blogCategories, blogPosts, categories, locations, stores, sublocations } from '@/server/db/schema';
import { queryRows } from '@/server/db/raw';
import type { Db } from '@/server/db/types';
import { isPublished } from '../blog/posts';
import { publicStoresOf } from '../shared/stores';

export type ResolvedSlug = { entity: EntityKind; id: number; slug: string };

/**
 * Which entity a free slug names in the edition: one UNION ALL over the six tables, each branch on its
 * (edition, slug) unique index. Slugs are unique across kinds in an edition; should an editor break that,
 * the first kind in the order below wins (countries, sublocations, categories, stores, posts, blog categories).
 * Scheduled (future) posts do not resolve, as their page is not public.
 */
export async function resolveSlug(db: Db, edition: EditionId, slug: string): Promise<ResolvedSlug | undefined> {
  const [row] = await queryRows<{ entity: EntityKind; id: number; slug: string }>(
    db,
    sql`select entity, id, slug from (
          select 'location' as entity, ${locations.id} as id, ${locations.slug} as slug, 1 as rank
            from ${locations} where ${locations.edition} = ${edition} and ${locations.slug} = ${slug}
          union all
          select 'sublocation', ${sublocations.id}, ${sublocations.slug}, 2
            from ${sublocations} where ${sublocations.edition} = ${edition} and ${sublocations.slug} = ${slug}
          union all
          select case when ${categories.parentId} is null then 'category' else 'subcategory' end, ${categories.id}, ${categories.slug}, 3
            from ${categories} where ${categories.edition} = ${edition} and ${categories.slug} = ${slug}
          union all
          select 'store', ${stores.id}, ${stores.slug}, 4
            from ${stores} where ${publicStoresOf(edition)} and ${stores.slug} = ${slug}
          union all
          select 'blog_post', ${blogPosts.id}, ${blogPosts.slug}, 5
            from ${blogPosts} where ${blogPosts.edition} = ${edition} and ${blogPosts.slug} = ${slug} and ${isPublished()}
          union all
          select 'blog_category', ${blogCategories.id}, ${blogCategories.slug}, 6
            from ${blogCategories} where ${blogCategories.edition} = ${edition} and ${blogCategories.slug} = ${slug}
        ) found
        order by rank
        limit 1`,
  );
  return row ? { entity: row.entity, id: Number(row.id), slug: row.slug } : undefined;
}

import { eq, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { EditionId } from '@/lib/editions';
import { blogCategories, blogPosts, categories, homepageBanners, locations, pages, promotions, stores, sublocations } from '@/server/db/schema';
import type { Db } from '@/server/db/types';

/** Every column that holds a picture's path, with the kind of entity it belongs to. */
const pictureColumns: { entity: string; table: PgTable & { id: PgColumn; edition: PgColumn }; column: PgColumn }[] = [
  { entity: 'promotion', table: promotions, column: promotions.sliderImage },
  { entity: 'store', table: stores, column: stores.icon },
  { entity: 'category', table: categories, column: categories.icon },
  { entity: 'category', table: categories, column: categories.banner },
  { entity: 'location', table: locations, column: locations.banner },
  { entity: 'sublocation', table: sublocations, column: sublocations.banner },
  { entity: 'blog_category', table: blogCategories, column: blogCategories.image },
  { entity: 'blog_post', table: blogPosts, column: blogPosts.image },
  { entity: 'homepage_banner', table: homepageBanners, column: homepageBanners.image },
  // The share pictures editors choose in the SEO panels.
  { entity: 'store', table: stores, column: stores.ogImage },
  { entity: 'category', table: categories, column: categories.ogImage },
  { entity: 'location', table: locations, column: locations.ogImage },
  { entity: 'sublocation', table: sublocations, column: sublocations.ogImage },
  { entity: 'blog_category', table: blogCategories, column: blogCategories.ogImage },
  { entity: 'blog_post', table: blogPosts, column: blogPosts.ogImage },
  { entity: 'page', table: pages, column: pages.ogImage },
];

export interface MediaUse {
  entity: string;
  id: number;
  edition: EditionId;
}

/** The entities that show the file at `path` (at most 20 of each kind and column), with their edition. */
export async function mediaUsage(db: Db, path: string): Promise<MediaUse[]> {
  const found = await Promise.all(
    pictureColumns.map(async ({ entity, table, column }) => {
      const rows = await db
        .select({ id: sql<number>`${table.id}`, edition: sql<EditionId>`${table.edition}` })
        .from(table)
        .where(eq(column, path))
        .limit(20);
      return rows.map((row) => ({ entity, id: Number(row.id), edition: row.edition }));
    }),
  );
  // One entity showing the file twice (its icon and its share picture) is one use.
  const seen = new Set<string>();
  return found.flat().filter((use) => !seen.has(`${use.entity}:${use.id}`) && seen.add(`${use.entity}:${use.id}`));
}

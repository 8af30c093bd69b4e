import { eq, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { blogCategories, blogPosts, categories, homepageBanners, locations, promotions, stores, sublocations } from '@/server/db/schema';
import type { Db } from '@/server/db/types';

/** Every column that holds a picture's path, with the kind of entity it belongs to. */
const pictureColumns: { entity: string; table: PgTable & { id: PgColumn }; column: PgColumn }[] = [
  { entity: 'promotion', table: promotions, column: promotions.sliderImage },
  { entity: 'store', table: stores, column: stores.icon },
  { entity: 'category', table: categories, column: categories.icon },
  { entity: 'category', table: categories, column: categories.banner },
  { entity: 'location', table: locations, column: locations.banner },
  { entity: 'sublocation', table: sublocations, column: sublocations.banner },
  { entity: 'blog_category', table: blogCategories, column: blogCategories.image },
  { entity: 'blog_post', table: blogPosts, column: blogPosts.image },
  { entity: 'homepage_banner', table: homepageBanners, column: homepageBanners.image },
];

/** The entities that show the file at `path` (at most 20 of each kind). */
export async function mediaUsage(db: Db, path: string): Promise<{ entity: string; id: number }[]> {
  const found = await Promise.all(
    pictureColumns.map(async ({ entity, table, column }) => {
      const rows = await db
        .select({ id: sql<number>`${table.id}` })
        .from(table)
        .where(eq(column, path))
        .limit(20);
      return rows.map((row) => ({ entity, id: Number(row.id) }));
    }),
  );
  return found.flat();
}

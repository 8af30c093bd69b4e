import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { EditionId } from '@/lib/editions';
import { entityPath } from '@/lib/routing';
import { categories, promotionCategories, promotions } from '@/server/db/schema';
import { queryRows } from '@/server/db/raw';
import type { Db } from '@/server/db/types';
import { isActive } from '../shared/promotions';

/** Editors cannot nest deeper than pages route (three slugs); the guard also stops a parent cycle. */
const MAX_DEPTH = 8;

export type CategoryRefRow = { id: number; name: string; slug: string };

/**
 * The ids of the categories matching `start` and of all their descendants, as values (one recursive query).
 * UNION (not UNION ALL) drops rows already seen, so a parent cycle written by an editor ends the recursion
 * instead of looping.
 */
export async function categorySubtreeIdsWhere(db: Db, start: SQL): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`with recursive tree(id) as (
          select ${categories.id} from ${categories} where ${start}
          union
          select c.id from ${categories} c join tree t on c.parent_id = t.id
        )
        select id from tree`,
  );
  return rows.map((row) => Number(row.id));
}

/** The ids of the category and all its descendants. */
export const categorySubtreeIds = (db: Db, rootId: number): Promise<number[]> => categorySubtreeIdsWhere(db, eq(categories.id, rootId));

/**
 * Promotions listed in one of the categories (a category's tree: `categoryTreeOrNotFound`), for counting them.
 * `= any(array(…))` reads the categories' promotion ids first and fetches those promotions by id: the work follows the
 * size of the category, whereas `in (select …)` lets the database scan every promotion of the edition (at volume,
 * thousands of imported vouchers that are in no category) and keep those in the list.
 */
export const inCategories = (categoryIds: number[]): SQL =>
  sql`${promotions.id} = any(array(select ${promotionCategories.promotionId} from ${promotionCategories} where ${inArray(promotionCategories.categoryId, categoryIds)}))`;

/**
 * The same promotions, for one page of them in a list's order: asked of each promotion, the database may walk the
 * edition's promotions in that order from its index and stop at the end of the page when the categories hold many of
 * them, or read the categories' own when they hold few.
 */
export const listedInCategories = (categoryIds: number[]): SQL =>
  sql`exists (select 1 from ${promotionCategories} where ${promotionCategories.promotionId} = ${promotions.id} and ${inArray(promotionCategories.categoryId, categoryIds)})`;

/** Active promotions per root category, each counting its descendants: the roots' trees are read first, then counted. */
export async function subtreePromotionCounts(db: Db, edition: EditionId, rootIds: number[]): Promise<Map<number, number>> {
  if (rootIds.length === 0) return new Map();
  const rows = await queryRows<{ root_id: number; id: number }>(
    db,
    sql`with recursive tree(root_id, id) as (
          select ${categories.id}, ${categories.id} from ${categories} where ${inArray(categories.id, rootIds)}
          union
          select t.root_id, c.id from ${categories} c join tree t on c.parent_id = t.id
        )
        select root_id, id from tree`,
  );
  const trees = new Map<number, number[]>();
  for (const row of rows) trees.set(Number(row.root_id), [...(trees.get(Number(row.root_id)) ?? []), Number(row.id)]);
  if (trees.size === 0) return new Map();
  // One statement for every root (each counted through its tree's promotion ids, as `inCategories` does): one plan
  // and one round trip instead of one per block of the homepage.
  const roots = sql.join(
    [...trees].map(([rootId, ids]) => sql`(${rootId}::int, array[${sql.join(ids.map((id) => sql`${id}::int`), sql`, `)}])`),
    sql`, `,
  );
  const counted = await queryRows<{ root_id: number; n: number }>(
    db,
    sql`select r.root_id, (
          select count(*)::int from ${promotions}
          where ${promotions.edition} = ${edition} and ${isActive()}
            and ${promotions.id} = any(array(select ${promotionCategories.promotionId} from ${promotionCategories} where ${promotionCategories.categoryId} = any(r.ids)))
        ) as n
        from (values ${roots}) as r(root_id, ids)`,
  );
  return new Map(counted.map((row) => [Number(row.root_id), Number(row.n)]));
}

/** For each category matching `start`, its chain of categories root → itself (one recursive query). */
async function chainsWhere(db: Db, start: SQL): Promise<Map<number, CategoryRefRow[]>> {
  const rows = await queryRows<CategoryRefRow & { start_id: number; depth: number }>(
    db,
    sql`with recursive up(start_id, id, name, slug, parent_id, depth) as (
          select ${categories.id}, ${categories.id}, ${categories.name}, ${categories.slug}, ${categories.parentId}, 0
          from ${categories} where ${start}
          union all
          select u.start_id, c.id, c.name, c.slug, c.parent_id, u.depth + 1
          from ${categories} c join up u on c.id = u.parent_id
          where u.depth < ${MAX_DEPTH}
        )
        select start_id, id, name, slug, depth from up order by start_id, depth`,
  );
  // Built leaf → root; an id seen twice means a parent cycle: the chain stops there.
  const upwards = new Map<number, CategoryRefRow[]>();
  const cut = new Set<number>();
  for (const row of rows) {
    const start = Number(row.start_id);
    const chain = upwards.get(start) ?? [];
    upwards.set(start, chain);
    if (cut.has(start) || chain.some((c) => c.id === Number(row.id))) {
      cut.add(start);
      continue;
    }
    chain.push({ id: Number(row.id), name: row.name, slug: row.slug });
  }
  return new Map([...upwards].map(([start, chain]) => [start, chain.reverse()]));
}

export async function categoryChains(db: Db, edition: EditionId, ids: number[]): Promise<Map<number, CategoryRefRow[]>> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return new Map();
  return chainsWhere(db, and(eq(categories.edition, edition), inArray(categories.id, wanted))!);
}

/** The chain root → category of the edition's category with this slug; undefined when there is none. */
export async function categoryChainBySlug(db: Db, edition: EditionId, slug: string): Promise<CategoryRefRow[] | undefined> {
  const chains = await chainsWhere(db, and(eq(categories.edition, edition), eq(categories.slug, slug))!);
  return chains.values().next().value;
}

export const categoryUrl = (edition: EditionId, chain: CategoryRefRow[]) =>
  entityPath(edition, chain.length > 1 ? 'subcategory' : 'category', chain.map((c) => c.slug));

/** `{id, name, slug, url}` of a category whose chain is known; null when it is gone or of another edition. */
export function categoryLink(edition: EditionId, chains: Map<number, CategoryRefRow[]>, id: number | null) {
  const chain = id === null ? undefined : chains.get(id);
  if (!chain || chain.length === 0) return null;
  const self = chain[chain.length - 1];
  return { id: self.id, name: self.name, slug: self.slug, url: categoryUrl(edition, chain) };
}

export type NestedParent = { id: number; name: string; slug: string; parent_category: NestedParent | null };

/** The ancestors of a chain's last item as nested `parent_category` objects, nearest first. */
export function nestedParent(chain: CategoryRefRow[]): NestedParent | null {
  let nested: NestedParent | null = null;
  for (const item of chain.slice(0, -1)) nested = { id: item.id, name: item.name, slug: item.slug, parent_category: nested };
  return nested;
}

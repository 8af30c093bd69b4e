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
 * Subquery of the ids of `rootId` and all its descendants. UNION (not UNION ALL) drops rows already seen,
 * so a parent cycle written by an editor ends the recursion instead of looping.
 */
export const categorySubtreeIds = (rootId: number): SQL =>
  sql`(with recursive tree(id) as (select ${rootId}::int union select c.id from ${categories} c join tree t on c.parent_id = t.id) select id from tree)`;

/** Active promotions of the category and its descendants, in the edition. */
export const promotionsOfSubtree = (edition: EditionId, rootId: number): SQL =>
  and(
    eq(promotions.edition, edition),
    inArray(
      promotions.id,
      sql`(select ${promotionCategories.promotionId} from ${promotionCategories} where ${promotionCategories.categoryId} in ${categorySubtreeIds(rootId)})`,
    ),
  )!;

/** Active promotions per root category (each counting its descendants), in one grouped query. */
export async function subtreePromotionCounts(db: Db, edition: EditionId, rootIds: number[]): Promise<Map<number, number>> {
  if (rootIds.length === 0) return new Map();
  const rows = await queryRows<{ root_id: number; n: number }>(
    db,
    sql`with recursive tree(root_id, id) as (
          select ${categories.id}, ${categories.id} from ${categories} where ${inArray(categories.id, rootIds)}
          union
          select t.root_id, c.id from ${categories} c join tree t on c.parent_id = t.id
        )
        select t.root_id, count(distinct ${promotions.id})::int as n
        from tree t
        join ${promotionCategories} on ${promotionCategories.categoryId} = t.id
        join ${promotions} on ${promotions.id} = ${promotionCategories.promotionId}
        where ${promotions.edition} = ${edition} and ${isActive()}
        group by t.root_id`,
  );
  return new Map(rows.map((r) => [Number(r.root_id), Number(r.n)]));
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

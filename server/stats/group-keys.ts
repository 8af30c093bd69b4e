import { sql, type SQL } from 'drizzle-orm';
import type { StatsGroup } from '@/lib/clicks/constants';
import { categories, categoryStores, clickDays, conversions, promotionCategories, promotions, revealDays, stores } from '@/server/db/schema';

/**
 * How each way of cutting the figures reads its key in the three tables of daily figures: the clicks' totals, the
 * code reveals and the matched conversions. A conversion keeps the day, edition, item and page of its click, so it
 * falls under the same key as that click.
 */

/** One table's key for a group: its expression, the join it needs, and the rows that have one. */
export interface KeyPart {
  key: SQL;
  join?: SQL;
  where?: SQL;
}

export interface GroupKeys {
  /** The key's SQL type, for the empty lists of a table that has no such key. */
  type: 'text' | 'int';
  clicks: KeyPart;
  /** Null: reveals are not told by this key (a reveal has no page, network or device). */
  reveals: KeyPart | null;
  conversions: KeyPart;
  /** The key's human name: the table to join on its id, and the column. */
  label?: { table: SQL; column: string };
}

/**
 * The categories of each item a click can leave for: a promotion's own categories, and a shop's (the category pages
 * that list it, its "related shop" mentions left out). A holiday offer has none.
 */
export const itemCategories = sql`item_categories as (
  select 'promotion'::text as kind, ${promotionCategories.promotionId} as item_id, ${promotionCategories.categoryId} as category_id from ${promotionCategories}
  union
  select 'store'::text, ${categoryStores.storeId}, ${categoryStores.categoryId} from ${categoryStores} where not ${categoryStores.isBottom}
)`;

const isoDay = (column: SQL) => sql`to_char(${column}, 'YYYY-MM-DD')`;

export const groupKeys: Record<StatsGroup, GroupKeys> = {
  day: {
    type: 'text',
    clicks: { key: isoDay(sql`${clickDays.day}`) },
    reveals: { key: isoDay(sql`${revealDays.day}`) },
    conversions: { key: isoDay(sql`${conversions.clickDay}`) },
  },
  store: {
    type: 'int',
    // A holiday offer leads to no shop of ours.
    clicks: { key: sql`${clickDays.storeId}`, where: sql`${clickDays.storeId} is not null` },
    reveals: { key: sql`${revealDays.storeId}`, where: sql`${revealDays.storeId} is not null` },
    conversions: { key: sql`${conversions.storeId}`, where: sql`${conversions.storeId} is not null` },
    label: { table: sql`${stores}`, column: 'name' },
  },
  promotion: {
    type: 'int',
    clicks: { key: sql`${clickDays.itemId}`, where: sql`${clickDays.kind} = 'promotion'` },
    reveals: { key: sql`${revealDays.promotionId}` },
    conversions: { key: sql`${conversions.itemId}`, where: sql`${conversions.kind} = 'promotion'` },
    label: { table: sql`${promotions}`, column: 'title' },
  },
  category: {
    type: 'int',
    clicks: { key: sql`item_categories.category_id`, join: sql`join item_categories on item_categories.kind = ${clickDays.kind} and item_categories.item_id = ${clickDays.itemId}` },
    reveals: { key: sql`item_categories.category_id`, join: sql`join item_categories on item_categories.kind = 'promotion' and item_categories.item_id = ${revealDays.promotionId}` },
    conversions: { key: sql`item_categories.category_id`, join: sql`join item_categories on item_categories.kind = ${conversions.kind} and item_categories.item_id = ${conversions.itemId}` },
    label: { table: sql`${categories}`, column: 'name' },
  },
  page: {
    type: 'text',
    clicks: { key: sql`${clickDays.page}` },
    reveals: null,
    conversions: { key: sql`coalesce(${conversions.page}, '')` },
  },
  edition: {
    type: 'text',
    clicks: { key: sql`${clickDays.edition}` },
    reveals: { key: sql`${revealDays.edition}` },
    conversions: { key: sql`${conversions.edition}` },
  },
  source: {
    type: 'text',
    clicks: { key: sql`${clickDays.network}` },
    reveals: null,
    conversions: { key: sql`${conversions.network}` },
  },
};

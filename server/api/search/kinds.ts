import { and, count, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { EditionId } from '@/lib/editions';
import type { SearchKind } from '@/lib/search/contract';
import { blogPosts, categories, locations, promotions, stores, sublocations } from '@/server/db/schema';
import { queryRows } from '@/server/db/raw';
import type { Db } from '@/server/db/types';
import { newestFirst, publishedIn, selectPostCards, serializePostCardRow } from '../blog/posts';
import { categoryChains, categoryUrl } from '../categories/tree';
import { destinationUrl } from '../destinations/refs';
import { activeFirstOrder } from '../promotions/list';
import { isPublicPromotion, selectPromotionCards, serializePromotion } from '../shared/promotions';
import { serializeStoreCard, storeCardColumns } from '../shared/stores';
import { storeCounts } from '../stores/counts';
import { storeNameOrder } from '../stores/find';
import type { Matcher } from './matcher';
import { publicStoresOf } from '../shared/stores';


export interface KindSearch {
  count(db: Db, edition: EditionId, m: Matcher): Promise<number>;
  page(db: Db, edition: EditionId, m: Matcher, limit: number, offset: number): Promise<unknown[]>;
}

const first = async (rows: Promise<{ n: number }[]>) => Number((await rows)[0]?.n ?? 0);

// ---- shops -------------------------------------------------------------------------------------------------

const storesWhere = (edition: EditionId, m: Matcher) => and(publicStoresOf(edition), m.matches(stores.searchDoc, stores.name));

const storeSearch: KindSearch = {
  count: (db, edition, m) => first(db.select({ n: count() }).from(stores).where(storesWhere(edition, m))),
  async page(db, edition, m, limit, offset) {
    const rows = await db
      .select(storeCardColumns)
      .from(stores)
      .where(storesWhere(edition, m))
      .orderBy(desc(m.rank(stores.searchDoc, stores.name)), desc(stores.isTop), ...storeNameOrder)
      .limit(limit)
      .offset(offset);
    const counts = await storeCounts(db, edition, rows.map((row) => row.id));
    return rows.map((row) => {
      const c = counts.get(row.id);
      return { ...serializeStoreCard(row), coupon_counts: c?.coupon_counts ?? 0, offer_counts: c?.offer_counts ?? 0 };
    });
  },
};

// ---- promotions: by their own text or by their shop's name ----------------------------------------------------

/** The shop's name: the name-weighted part of its document. */
const storeNameDoc = sql`ts_filter(${stores.searchDoc}, '{a}')`;

/**
 * A promotion matches by its own text or by its shop's name. The shops are looked up apart (a hundred rows), so
 * the promotions' side stays one index scan instead of a shop document computed per promotion.
 */
export const promotionMatches = (edition: EditionId, m: Matcher): SQL =>
  or(m.matches(promotions.searchDoc, promotions.title), promotionOfStoreNamed(edition, m))!;

/**
 * A promotion of a shop whose name matches. `= any(array(…))` makes the shops an InitPlan computed once, so the
 * planner can OR the promotions' text index with their store index (a BitmapOr); `in (select …)` becomes a hashed
 * SubPlan that filters every promotion of the edition (at --scale 20 a typo search fell from ~380 ms to ~70 ms).
 */
export const promotionOfStoreNamed = (edition: EditionId, m: Matcher): SQL =>
  sql`${promotions.storeId} = any(array(select ${stores.id} from ${stores} where ${stores.edition} = ${edition} and ${m.matches(storeNameDoc, stores.name)}))`;

const promotionRank = (m: Matcher): SQL =>
  sql`greatest(${m.rank(promotions.searchDoc, promotions.title)}, ${m.rank(storeNameDoc, stores.name)})`;

const promotionsWhere = (edition: EditionId, m: Matcher) => and(eq(promotions.edition, edition), isPublicPromotion(), promotionMatches(edition, m));

/** Valid deals before expired ones; within each, the best match first. */
export const promotionSearchOrder = (m: Matcher): SQL[] => [
  sql`(${promotions.expiresAt} is not null and ${promotions.expiresAt} < now())`,
  sql`${promotionRank(m)} desc`,
  ...(activeFirstOrder.slice(1) as SQL[]),
];

const promotionSearch: KindSearch = {
  count: (db, edition, m) =>
    first(db.select({ n: count() }).from(promotions).innerJoin(stores, eq(stores.id, promotions.storeId)).where(promotionsWhere(edition, m))),
  async page(db, edition, m, limit, offset) {
    const rows = await selectPromotionCards(db)
      .where(promotionsWhere(edition, m))
      .orderBy(...promotionSearchOrder(m))
      .limit(limit)
      .offset(offset);
    const now = new Date();
    return rows.map((row) => serializePromotion(row, now));
  },
};

// ---- destinations: countries, regions and cities together ------------------------------------------------------

type DestinationHit = { id: number; name: string; slug: string; kind: 'country' | 'region' | 'city'; country: string | null; country_slug: string | null; parent_slug: string | null; banner: string | null };

const destinationHits = (edition: EditionId, m: Matcher) => sql`
  select 'country' as kind, ${locations.id} as id, ${locations.name} as name, ${locations.slug} as slug, ${locations.banner} as banner,
         null::text as country, null::text as country_slug, null::text as parent_slug,
         ${m.rank(locations.searchDoc, locations.name)} as rank
  from ${locations}
  where ${locations.edition} = ${edition} and ${m.matches(locations.searchDoc, locations.name)}
  union all
  select ${sublocations.kind}, ${sublocations.id}, ${sublocations.name}, ${sublocations.slug}, ${sublocations.banner},
         c.name, c.slug, p.slug,
         ${m.rank(sublocations.searchDoc, sublocations.name)}
  from ${sublocations}
  join ${locations} c on c.id = ${sublocations.locationId}
  left join ${sublocations} p on p.id = ${sublocations.parentId}
  where ${sublocations.edition} = ${edition} and ${m.matches(sublocations.searchDoc, sublocations.name)}`;

const destinationSearch: KindSearch = {
  async count(db, edition, m) {
    const [row] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from (${destinationHits(edition, m)}) hits`);
    return Number(row?.n ?? 0);
  },
  async page(db, edition, m, limit, offset) {
    const rows = await queryRows<DestinationHit>(
      db,
      sql`select * from (${destinationHits(edition, m)}) hits order by rank desc, lower(name), id limit ${limit} offset ${offset}`,
    );
    return rows.map((row) => {
      const slugs = row.country_slug === null ? [row.slug] : [row.country_slug, ...(row.parent_slug ? [row.parent_slug] : []), row.slug];
      return { id: Number(row.id), name: row.name, slug: row.slug, kind: row.kind, banner: row.banner, country: row.country, url: destinationUrl(edition, slugs) };
    });
  },
};

// ---- categories ---------------------------------------------------------------------------------------------------

const categoriesWhere = (edition: EditionId, m: Matcher) => and(eq(categories.edition, edition), m.matches(categories.searchDoc, categories.name));

const categorySearch: KindSearch = {
  count: (db, edition, m) => first(db.select({ n: count() }).from(categories).where(categoriesWhere(edition, m))),
  async page(db, edition, m, limit, offset) {
    const rows = await db
      .select({ id: categories.id, name: categories.name, slug: categories.slug, icon: categories.icon })
      .from(categories)
      .where(categoriesWhere(edition, m))
      .orderBy(desc(m.rank(categories.searchDoc, categories.name)), sql`lower(${categories.name})`, categories.id)
      .limit(limit)
      .offset(offset);
    const chains = await categoryChains(db, edition, rows.map((row) => row.id));
    return rows.map((row) => {
      const chain = chains.get(row.id) ?? [row];
      return { ...row, parent: chain.length > 1 ? chain[chain.length - 2].name : null, url: categoryUrl(edition, chain) };
    });
  },
};

// ---- blog posts ------------------------------------------------------------------------------------------------

const postsWhere = (edition: EditionId, m: Matcher) => publishedIn(edition, m.matches(blogPosts.searchDoc, blogPosts.title));

const postSearch: KindSearch = {
  count: (db, edition, m) => first(db.select({ n: count() }).from(blogPosts).where(postsWhere(edition, m))),
  async page(db, edition, m, limit, offset) {
    const rows = await selectPostCards(db)
      .where(postsWhere(edition, m))
      .orderBy(desc(m.rank(blogPosts.searchDoc, blogPosts.title)), ...newestFirst)
      .limit(limit)
      .offset(offset);
    return rows.map((row) => serializePostCardRow(edition, row));
  },
};

export const kindSearches: Record<SearchKind, KindSearch> = {
  stores: storeSearch,
  promotions: promotionSearch,
  destinations: destinationSearch,
  categories: categorySearch,
  posts: postSearch,
};

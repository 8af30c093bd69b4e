/**
 * `facets=1` of `GET /properties/`: the counts per filter value beside the results (disjunctive: each facet
 * applies every active filter except its own, so a visitor sees what ticking one more value would add).
 *
 * The counts come from an in-process, column-wise copy of the edition's offers (facet-index.ts). It is built by
 * two queries the first time an edition is asked for, and rebuilt when `property_feed_version` has moved (every
 * write to the offers, their service types, partners, categories, countries, regions and cities bumps it in the
 * writer's transaction, see migration 0006): one one-row lookup per request keeps counts and names exact.
 */
import { inArray, sql } from 'drizzle-orm';
import { editionIds, editions, type EditionId } from '@/lib/editions';
import { RATINGS, STAY_TYPES } from '@/lib/comparator/options';
import { durationBandKeys, priceBandKeys } from '@/lib/format/bands';
import { acceptedOrderings, type PropertyQuery, type PropertySort } from '@/lib/schemas/properties';
import { properties } from '@/server/db/schema';
import { queryRows } from '@/server/db/raw';
import type { Db } from '@/server/db/types';
import { buildFacetIndex, countFacets, orderOf, pageIds, type FacetIndex, type FacetSourceRow } from './facet-index';
import { propertyCardsInOrder, propertyColumns, serializePropertyCard, type PropertyCard, type PropertyRow } from './cards';
import { offsetOf } from '../core/pagination';
import { resolveFilters, sortOf, type FacetKey, type PropertyFilters, type RefField } from './filters';

interface FacetValue {
  value: string;
  label?: string;
  count: number;
}

export type Facets = Record<FacetKey, FacetValue[]>;

/** The edition's offers as a facet index, and the names of everything a facet or a card shows. */
interface FacetData {
  index: FacetIndex;
  /** In the order a facet lists them (by name in the edition's language). */
  labels: LabelRow[];
  /** `${facet}:${id}` and `${facet}:${slug}` → label. */
  byId: Map<string, LabelRow>;
  bySlug: Map<string, LabelRow>;
  /** Property id → its row in the index (its service types). */
  rowOf: Map<number, number>;
}

type LabelFacet = 'country' | 'region' | 'city' | 'partner' | 'service_types' | 'datafeed_category';

interface LabelRow {
  facet: LabelFacet;
  id: number;
  name: string;
  slug: string;
  /** Regions: their country; cities: their region (null for a city directly in its country). */
  parent: number | null;
  /** Partners' logo. */
  logo: string | null;
  /** Countries: whether the edition has offers there (only those are listed). */
  listed: boolean;
  /** Service types: position in `order by name, id` as the database sorts (cards list their services so). */
  rank: number;
}

interface Cached {
  version: number;
  data: Promise<FacetData>;
}

/**
 * Per database (one per process, several in tests) and edition. Kept on globalThis: Next loads this module once
 * for the API's route and once more for the pages that call the API in process, and both must share one index.
 */
const globalCache = globalThis as typeof globalThis & { __facetCache?: WeakMap<object, Map<EditionId, Cached>> };
const cache = (globalCache.__facetCache ??= new WeakMap<object, Map<EditionId, Cached>>());

async function feedVersion(db: Db): Promise<number> {
  const [row] = await queryRows<{ version: number | string }>(db, sql`select version from property_feed_version where id = 1`);
  return Number(row?.version ?? 0);
}

async function load(db: Db, edition: EditionId): Promise<FacetData> {
  const rows = await queryRows<FacetSourceRow>(
    db,
    sql`select p.id, p.country_id, p.region_id, p.city_id, p.price, p.duration_nights, p.stars, p.is_last_minute, p.has_discount,
          p.is_best_offer, p.category_id, p.partner_id, p.type_of_stay, p.departure_date::text as departure_date,
          (select array_agg(s.service_type_id) from property_service_types s where s.property_id = p.id) as services
        from properties p where p.edition = ${edition}`,
  );
  const raw = await queryRows<Omit<LabelRow, 'rank'> & { rank: number | null }>(
    db,
    sql`select 'partner' as facet, id, name, slug, null::int as parent, logo, true as listed, null::int as rank from partners where edition = ${edition}
        union all select 'service_types', id, name, slug, null, null, true, (row_number() over (order by name, id))::int
          from service_types where edition = ${edition}
        union all select 'datafeed_category', id, name, slug, null, null, true, null from property_categories where edition = ${edition}
        union all select 'country', l.id, l.name, l.slug, null, null,
            exists (select 1 from properties p where p.edition = ${edition} and p.country_id = l.id), null
          from locations l where l.edition = ${edition}
        union all select 'region', id, name, slug, location_id, null, true, null from sublocations where edition = ${edition} and kind = 'region'
        union all select 'city', id, name, slug, parent_id, null, true, null from sublocations where edition = ${edition} and kind = 'city'`,
  );
  const collator = new Intl.Collator(editions[edition].language, { sensitivity: 'base', numeric: true });
  const labels: LabelRow[] = raw
    .map((r) => ({ ...r, id: Number(r.id), parent: r.parent === null ? null : Number(r.parent), rank: Number(r.rank ?? 0) }))
    .sort((a, b) => collator.compare(a.name, b.name) || a.id - b.id);
  const index = buildFacetIndex(rows);
  // Every sort's order now, with the build, rather than on the first search of each sort.
  for (const sort of acceptedOrderings) orderOf(index, sort);
  return {
    index,
    labels,
    byId: new Map(labels.map((r) => [`${r.facet}:${r.id}`, r])),
    bySlug: new Map(labels.map((r) => [`${r.facet}:${r.slug}`, r])),
    rowOf: new Map(rows.map((r, i) => [Number(r.id), i])),
  };
}

/**
 * The edition's facet data, rebuilt when the offers or the listed names changed since it was built (the version
 * is read before the build: a write during the build moves it again, and the next request rebuilds).
 */
async function facetDataOf(db: Db, edition: EditionId): Promise<{ version: number; data: FacetData }> {
  const version = await feedVersion(db);
  let byEdition = cache.get(db);
  if (!byEdition) cache.set(db, (byEdition = new Map()));
  const cached = byEdition.get(edition);
  if (cached && cached.version === version) return { version, data: await cached.data };
  // Requests arriving during the build share it; a failed build is not kept.
  const data = load(db, edition);
  const entry = { version, data };
  byEdition.set(edition, entry);
  data.catch(() => {
    if (byEdition.get(edition) === entry) byEdition.delete(edition);
  });
  return { version, data: await data };
}

/** Builds every edition's facet index now (the readiness check waits for it), so no visitor pays for the build. */
export async function warmFacetIndexes(db: Db): Promise<void> {
  await Promise.all(editionIds.map((edition) => facetDataOf(db, edition)));
}

/**
 * The facet data this process last built for the edition, without asking the database whether it is current:
 * `comparatorPage` checks the version in the same query that reads its offers (`feedVersionColumn`) and, when it
 * moved, starts again with `facetDataOf`. One round trip per request instead of two.
 */
async function lastFacetData(db: Db, edition: EditionId): Promise<{ version: number; data: FacetData } | undefined> {
  const cached = cache.get(db)?.get(edition);
  if (!cached) return undefined;
  try {
    return { version: cached.version, data: await cached.data };
  } catch {
    return undefined;
  }
}

/** The feed version as a column of another query (read in the same snapshot as the rows). */
const feedVersionColumn = sql<number | string>`(select version from property_feed_version where id = 1)`;

/** Answers remembered per facet data (so per feed version), most recent last. */
const ANSWERS_KEPT = 500;
const globalAnswers = globalThis as typeof globalThis & { __facetAnswers?: WeakMap<FacetData, Map<string, ComparatorAnswer>> };
const answers = (globalAnswers.__facetAnswers ??= new WeakMap<FacetData, Map<string, ComparatorAnswer>>());

interface ComparatorAnswer {
  total: number;
  facets: Facets;
  /** The page's offer ids, in order. */
  ids: number[];
}

/**
 * Counts, facets and the page's ids of a search: computed from the facet data, and remembered for this data
 * (the same search again, by any visitor, costs nothing until the feed changes: new data, new memory).
 */
function comparatorAnswer(data: FacetData, f: PropertyFilters, sort: PropertySort, offset: number, limit: number): ComparatorAnswer {
  const key = JSON.stringify([
    Object.entries(f)
      .filter(([, v]) => v !== undefined && !(Array.isArray(v) && v.length === 0))
      .map(([k, v]) => [k, Array.isArray(v) ? [...v].sort() : v])
      .sort(([a], [b]) => (a < b ? -1 : 1)),
    sort,
    offset,
    limit,
  ]);
  let memory = answers.get(data);
  if (!memory) answers.set(data, (memory = new Map()));
  const known = memory.get(key);
  if (known) {
    memory.delete(key);
    memory.set(key, known);
    return known;
  }
  const { total, facets, missed } = facetsFrom(data, f);
  const answer = { total, facets, ids: pageIds(data.index, missed, sort, offset, limit) };
  memory.set(key, answer);
  if (memory.size > ANSWERS_KEPT) memory.delete(memory.keys().next().value!);
  return answer;
}

/** The id of a filter's slug from the cached names (undefined: not there, ask the database). */
const slugLookup = (data: FacetData) => (field: RefField, slug: string) => data.bySlug.get(`${field}:${slug}`)?.id;

/**
 * Cards of the given offers with names, logo and service types from the cached data, in the given order; the
 * same cards as `propertyCards` (the API tests compare them). Null when a name is missing (then ask the database).
 */
function cachedCards(data: FacetData, rows: PropertyRow[]): PropertyCard[] | null {
  const { byId, rowOf, index } = data;
  const out: PropertyCard[] = [];
  for (const row of rows) {
    const partner = byId.get(`partner:${row.partnerId}`);
    const category = byId.get(`datafeed_category:${row.categoryId}`);
    const country = byId.get(`country:${row.countryId}`);
    const region = row.regionId === null ? null : byId.get(`region:${row.regionId}`);
    const city = row.cityId === null ? null : byId.get(`city:${row.cityId}`);
    const at = rowOf.get(row.id);
    if (!partner || !category || !country || region === undefined || city === undefined || at === undefined) return null;
    const services: LabelRow[] = [];
    for (let j = index.services.start[at]; j < index.services.start[at + 1]; j++) {
      const service = byId.get(`service_types:${index.services.values[index.services.codes[j]]}`);
      if (!service) return null;
      services.push(service);
    }
    services.sort((a, b) => a.rank - b.rank);
    out.push(
      serializePropertyCard(
        {
          ...row,
          partnerName: partner.name,
          partnerSlug: partner.slug,
          partnerLogo: partner.logo,
          categoryName: category.name,
          categorySlug: category.slug,
          countryName: country.name,
          countrySlug: country.slug,
          regionName: region?.name ?? null,
          regionSlug: region?.slug ?? null,
          cityName: city?.name ?? null,
          citySlug: city?.slug ?? null,
        },
        services.map(({ id, name, slug }) => ({ id, name, slug })),
      ),
    );
  }
  return out;
}

/** The facets of a search from the edition's facet data (no database). */
function facetsFrom({ index, labels }: FacetData, f: PropertyFilters): { total: number; facets: Facets; missed: Int8Array } {
  const { total, counts, missed } = countFacets(index, f);
  const countries = new Set(f.country ?? []);
  const regions = new Set(f.region ?? []);
  const refFacet = (facet: LabelFacet, keep: (r: LabelRow) => boolean = () => true): FacetValue[] =>
    labels.filter((r) => r.facet === facet && r.listed && keep(r)).map((r) => ({ value: r.slug, label: r.name, count: counts[facet].get(r.id) ?? 0 }));
  const flag = (facet: 'last' | 'has_discount'): FacetValue[] => [{ value: '1', count: counts[facet].get(true) ?? 0 }];
  return {
    total,
    missed,
    facets: {
      country: refFacet('country'),
      // Dependent lists: the regions of the chosen countries, the cities of the chosen regions.
      region: refFacet('region', (r) => r.parent !== null && countries.has(r.parent)),
      city: refFacet('city', (r) => r.parent !== null && regions.has(r.parent)),
      price: priceBandKeys.map((band) => ({ value: band, count: counts.price.get(band) ?? 0 })),
      duration: durationBandKeys.map((band) => ({ value: band, count: counts.duration.get(band) ?? 0 })),
      rating: RATINGS.map((stars) => ({ value: stars, count: counts.rating.get(Number(stars)) ?? 0 })),
      last: flag('last'),
      has_discount: flag('has_discount'),
      datafeed_category: refFacet('datafeed_category'),
      service_types: refFacet('service_types'),
      partner: refFacet('partner'),
      type_of_stay: STAY_TYPES.map((stay) => ({ value: stay, count: counts.type_of_stay.get(stay) ?? 0 })),
    },
  };
}

/**
 * One page of the comparator: the offers of a search in its order, their total and the facets. Counts, the
 * page's ids, names and service types come from the edition's facet data, then the page's offers are read by
 * primary key together with the feed version. The facet data last built is used without a prior check; if the
 * version read with the offers differs, the page is computed once more on fresh data (rare: only after a write
 * to the feed).
 */
export async function comparatorPage(
  db: Db,
  edition: EditionId,
  q: PropertyQuery,
): Promise<{ total: number; facets: Facets; results: PropertyCard[] }> {
  let current = await lastFacetData(db, edition);
  for (let attempt = 0; ; attempt++) {
    const { version, data } = current ?? (await facetDataOf(db, edition));
    const filters = await resolveFilters(db, edition, q, slugLookup(data));
    const { total, facets, ids } = comparatorAnswer(data, filters, sortOf(q), offsetOf(q.page, q.size), q.size);
    const found = ids.length
      ? await db
          .select({ ...propertyColumns, feedVersion: feedVersionColumn })
          .from(properties)
          .where(inArray(properties.id, ids))
      : [];
    const seen = Number(found.length ? found[0].feedVersion : (await db.select({ v: feedVersionColumn }).from(sql`(select 1) as one`))[0].v);
    if (seen !== version && attempt === 0) {
      current = undefined;
      continue;
    }
    const byId = new Map(found.map((r) => [r.id, r]));
    const rows = ids.flatMap((id) => byId.get(id) ?? []);
    const results = cachedCards(data, rows) ?? (await propertyCardsInOrder(db, edition, ids));
    return { total, facets, results };
  }
}

import { and, asc, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { EditionId } from '@/lib/editions';
import { locations, partners, properties, propertyCategories, propertyServiceTypes, serviceTypes, sublocations } from '@/server/db/schema';
import type { Db } from '@/server/db/types';
import { namedRefColumns } from '../shared/refs';

const regions = alias(sublocations, 'region');
const cities = alias(sublocations, 'city');

/** The columns of `properties` a card shows (names come from joins, or from the facet data's cache). */
export const propertyColumns = {
  id: properties.id,
  name: properties.name,
  description: properties.description,
  image: properties.image,
  link: properties.link,
  price: properties.price,
  originalPrice: properties.originalPrice,
  durationNights: properties.durationNights,
  stars: properties.stars,
  isLastMinute: properties.isLastMinute,
  hasDiscount: properties.hasDiscount,
  typeOfStay: properties.typeOfStay,
  departureDate: properties.departureDate,
  departureCity: properties.departureCity,
  partnerId: properties.partnerId,
  categoryId: properties.categoryId,
  countryId: properties.countryId,
  regionId: properties.regionId,
  cityId: properties.cityId,
};

const cardColumns = {
  ...propertyColumns,
  ...namedRefColumns('partner', partners),
  partnerLogo: partners.logo,
  ...namedRefColumns('category', propertyCategories),
  ...namedRefColumns('country', locations),
  ...namedRefColumns('region', regions),
  ...namedRefColumns('city', cities),
};

/** Properties joined with everything a card shows; add where/order/limit. */
export function selectPropertyCards(db: Db) {
  return db
    .select(cardColumns)
    .from(properties)
    .innerJoin(partners, eq(partners.id, properties.partnerId))
    .innerJoin(propertyCategories, eq(propertyCategories.id, properties.categoryId))
    .innerJoin(locations, eq(locations.id, properties.countryId))
    .leftJoin(regions, eq(regions.id, properties.regionId))
    .leftJoin(cities, eq(cities.id, properties.cityId));
}

export type PropertyCardRow = Awaited<ReturnType<typeof selectPropertyCards>>[number];

/** A row of the properties table alone, as the comparator reads its page (the names come from the facet data). */
export type PropertyRow = SelectResultFields<typeof propertyColumns>;
type Ref = { id: number; name: string; slug: string };

const ref = (id: number | null, name: string | null, slug: string | null): Ref | null =>
  id === null || name === null || slug === null ? null : { id, name, slug };

/** Percent off the original price, whole; null when there is no higher original price. */
function discountPercent(price: number, originalPrice: number | null): number | null {
  if (originalPrice === null || originalPrice <= price || originalPrice <= 0) return null;
  return Math.round((1 - price / originalPrice) * 100);
}

export function serializePropertyCard(row: PropertyCardRow, services: Ref[]) {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    image: row.image,
    link: row.link,
    /** The partner's offer page: the same as `link` (the comparator's name for it). */
    url: row.link,
    price: row.price,
    original_price: row.originalPrice,
    discount_percent: discountPercent(row.price, row.originalPrice),
    duration_nights: row.durationNights,
    /** Same as `duration_nights`. */
    nights: row.durationNights,
    stars: row.stars,
    is_last_minute: row.isLastMinute,
    /** Same as `is_last_minute`. */
    last_minute: row.isLastMinute,
    has_discount: row.hasDiscount,
    type_of_stay: row.typeOfStay,
    departure_date: row.departureDate,
    departure_city: row.departureCity,
    partner: { id: row.partnerId, name: row.partnerName, slug: row.partnerSlug, logo: row.partnerLogo },
    category: { id: row.categoryId, name: row.categoryName, slug: row.categorySlug },
    country: { id: row.countryId, name: row.countryName, slug: row.countrySlug },
    region: ref(row.regionId, row.regionName, row.regionSlug),
    city: ref(row.cityId, row.cityName, row.citySlug),
    service_types: services,
  };
}

export type PropertyCard = ReturnType<typeof serializePropertyCard>;

/** Service types of many properties in one query, by name. */
async function serviceTypesOf(db: Db, propertyIds: number[]): Promise<Map<number, Ref[]>> {
  const out = new Map<number, Ref[]>();
  if (propertyIds.length === 0) return out;
  const rows = await db
    .select({ propertyId: propertyServiceTypes.propertyId, id: serviceTypes.id, name: serviceTypes.name, slug: serviceTypes.slug })
    .from(propertyServiceTypes)
    .innerJoin(serviceTypes, eq(serviceTypes.id, propertyServiceTypes.serviceTypeId))
    .where(inArray(propertyServiceTypes.propertyId, propertyIds))
    .orderBy(asc(serviceTypes.name), asc(serviceTypes.id));
  for (const { propertyId, ...service } of rows) {
    const list = out.get(propertyId);
    if (list) list.push(service);
    else out.set(propertyId, [service]);
  }
  return out;
}

/** Cards of the given rows, with their service types batched. */
export async function propertyCards(db: Db, rows: PropertyCardRow[]): Promise<PropertyCard[]> {
  const services = await serviceTypesOf(db, rows.map((r) => r.id));
  return rows.map((row) => serializePropertyCard(row, services.get(row.id) ?? []));
}

/** Cards of an editor-ordered id list (specific hotels), in that order; other editions' ids drop out. */
export async function propertyCardsInOrder(db: Db, edition: EditionId, ids: number[]): Promise<PropertyCard[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  const rows = await selectPropertyCards(db).where(and(eq(properties.edition, edition), inArray(properties.id, unique)));
  const byId = new Map(rows.map((r) => [r.id, r]));
  const ordered = unique.map((id) => byId.get(id)).filter((r): r is PropertyCardRow => r !== undefined);
  return propertyCards(db, ordered);
}

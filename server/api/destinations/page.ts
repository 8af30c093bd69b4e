import { and, eq, isNotNull, isNull, ne, or } from 'drizzle-orm';
import type { EditionId } from '@/lib/editions';
import { locations, sublocations } from '@/server/db/schema';
import type { Db } from '@/server/db/types';
import { storeCardsInOrder } from '../blog/similar-stores';
import { categoryChains, categoryLink } from '../categories/tree';
import { destinationAlternates } from '../landing/alternates';
import { landingHeader } from '../landing/header';
import { relatedPosts } from '../landing/related-posts';
import { propertyCardsInOrder } from '../properties/cards';
import { firstActiveOfStores, promotionCardsInOrder } from '../promotions/list';
import {
  countryOrder,
  destinationUrl,
  serializeCountryRef,
  serializeSublocationRef,
  sublocationRefRows,
  type SublocationRefRow,
} from './refs';
import type { DestinationTarget } from './find';

/** The blocks of a destination page that list neighbours are short: 12 items each. */
const BLOCK_SIZE = 12;
/** A bound on a page's own children: far above any real country, small enough for one page. */
const MAX_CHILDREN = 200;

/** Conditions of the sublocations listed under the page, and of the others of the same country. */
function neighbourhood(target: DestinationTarget) {
  const { row, country } = target;
  const sameCountry = and(eq(sublocations.edition, row.edition), eq(sublocations.locationId, country.id));
  if (target.kind === 'country') {
    return { children: and(sameCountry, isNull(sublocations.parentId))!, others: and(sameCountry, isNotNull(sublocations.parentId))! };
  }
  return {
    children: and(eq(sublocations.edition, row.edition), eq(sublocations.parentId, row.id))!,
    others: and(sameCountry, ne(sublocations.id, row.id), or(isNull(sublocations.parentId), ne(sublocations.parentId, row.id)))!,
  };
}

/** The first active promotions of the banner's shops, however many each holds. */
async function bannerPromotions(db: Db, edition: EditionId, storeIds: number[]) {
  return promotionCardsInOrder(db, await firstActiveOfStores(db, edition, [...new Set(storeIds)], BLOCK_SIZE));
}

function continentNeighbours(db: Db, edition: EditionId, country: DestinationTarget['country']) {
  return db
    .select({ id: locations.id, name: locations.name, slug: locations.slug, banner: locations.banner })
    .from(locations)
    .where(and(eq(locations.edition, edition), eq(locations.continentId, country.continentId), ne(locations.id, country.id)))
    .orderBy(...countryOrder)
    .limit(BLOCK_SIZE);
}

/**
 * What the destination page of a country, region or city shows, field for field, plus `kind`.
 * `sublocations` are the page's children (regions and cities placed directly in a country; the cities of a
 * region); `bottom_related_sublocations` are other sublocations of the same country not listed there.
 */
export async function destinationPage(db: Db, edition: EditionId, target: DestinationTarget) {
  const { row, country, region } = target;
  const near = neighbourhood(target);
  const [chains, posts, children, others, stores, neighbours, hotels, deals, alternates] = await Promise.all([
    categoryChains(db, edition, row.relatedCategoryId === null ? [] : [row.relatedCategoryId]),
    relatedPosts(db, edition, row.relatedPostIds),
    sublocationRefRows(db, near.children, MAX_CHILDREN),
    sublocationRefRows(db, near.others, BLOCK_SIZE),
    storeCardsInOrder(db, edition, row.bannerStoreIds),
    continentNeighbours(db, edition, country),
    propertyCardsInOrder(db, edition, row.specificHotelIds),
    bannerPromotions(db, edition, row.bannerStoreIds),
    destinationAlternates(db, edition, target.kind, row.translationKey),
  ]);
  const ancestors: NonNullable<DestinationTarget['region']>[] = target.kind === 'country' ? [] : region && target.kind === 'city' ? [country, region] : [country];
  const parentPath = ancestors.map((a, i) => ({
    name: a.name,
    slug: a.slug,
    url: destinationUrl(edition, ancestors.slice(0, i + 1).map((x) => x.slug)),
  }));
  const ref = (r: SublocationRefRow) => serializeSublocationRef(edition, r);
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    kind: target.kind,
    ...landingHeader(row),
    bottom_description: row.bottomDescription,
    related_category: categoryLink(edition, chains, row.relatedCategoryId),
    faq_items: row.faqItems,
    script_1: row.script1,
    script_2: row.script2,
    related_posts: posts,
    datafeed_linking_fields: row.datafeedLinkingFields,
    in_slider_sublocations: children.filter((child) => child.inParentSlider).map(ref),
    sublocations: children.map(ref),
    banner_stores: stores,
    parent_path: parentPath,
    continent_locations: neighbours.map((n) => serializeCountryRef(edition, n)),
    bottom_related_sublocations: others.map(ref),
    additional_fields: row.additionalFields,
    specific_hotels: hotels,
    promotions: deals,
    /** The same place's page in the other editions that have it (hreflang). */
    alternates,
  };
}

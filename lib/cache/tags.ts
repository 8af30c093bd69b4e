import type { EditionId } from '@/lib/editions';

/**
 * The cache tags of the public site: what a cached page or API read is labelled with, and what a write
 * invalidates. Every tag belongs to one edition, so a change on vakanties.be never throws away vacances.be's pages.
 *
 * A read is tagged from its API path alone (see `readTags`), so no page can forget to tag what it shows:
 * - the edition's own tag, on everything it serves;
 * - the tag of the resource family the read belongs to (`stores`, `promotions`, `blog`…), on every list of it;
 * - the tag of the one entity the path names (`store:zalando`, `store:12`), by slug or by id as the path has it.
 * A write names the entities it changed (`changeTags`), and a change of an entity reaches every read naming it
 * by slug or by id, and the lists of its family.
 */

/** The families of content a read or a write belongs to. */
export const tagFamilies = ['stores', 'promotions', 'categories', 'destinations', 'blog', 'pages', 'properties', 'slugs', 'files', 'redirections'] as const;
export type TagFamily = (typeof tagFamilies)[number];

/** The kinds of entity a page shows one of. */
export const tagEntities = ['store', 'category', 'destination', 'post', 'blog-category', 'page'] as const;
export type TagEntity = (typeof tagEntities)[number];

export const cacheTags = {
  /** Everything of the edition: a change of the whole site (its redirects, its settings). */
  edition: (edition: EditionId) => edition,
  /** Every read of one family: lists, menus, the home sections, the footer that show any of it. */
  family: (edition: EditionId, family: TagFamily) => `${edition}:${family}`,
  /** One entity, by its slug or its id. */
  entity: (edition: EditionId, entity: TagEntity, ref: string | number) => `${edition}:${entity}:${ref}`,
};

/** The family of each first segment of the API's paths. */
const familyOfResource: Record<string, TagFamily> = {
  stores: 'stores',
  promotions: 'promotions',
  coupons: 'promotions',
  categories: 'categories',
  locations: 'destinations',
  sublocations: 'destinations',
  destinations: 'destinations',
  properties: 'properties',
  property_categories: 'properties',
  partners: 'properties',
  slugs: 'slugs',
  breadcrumbs: 'slugs',
  blog_categories: 'blog',
  posts: 'blog',
  pages: 'pages',
  sitemap: 'pages',
  search: 'pages',
  file_storage: 'files',
};

/** The entity a `/{resource}/{ref}/…` path names, when its second segment is a slug or an id. */
const entityOfResource: Partial<Record<string, TagEntity>> = {
  stores: 'store',
  categories: 'category',
  locations: 'destination',
  sublocations: 'destination',
  posts: 'post',
  blog_categories: 'blog-category',
  pages: 'page',
};

/** `/promotions/{id}/by_store/` and its kin name a store or a category by id, not a promotion. */
const promotionListsOf: Record<string, TagEntity> = {
  by_store: 'store',
  expired_promotions_by_store: 'store',
  related_offers: 'store',
  latest_promotions_by_store: 'store',
  by_category: 'category',
  by_homepage_category: 'category',
};

/** Second segments that are actions or lists of the resource, never an entity's slug. */
const listActions = new Set([
  'top',
  'homepage',
  'in_header_categories',
  'by_continent',
  'top_locations',
  'homepage_sliders',
  'homepage_banner',
  'home_page_stores',
  'footer_links',
  'copyright',
  'random_posts_by_category',
  'deal_of_month',
  'slider_promotions',
  'get_html_sitemap_data',
]);

/** The tags of a read of `path` (an API path such as `/stores/zalando/`, with or without `/api` and its query). */
export function readTags(edition: EditionId, path: string): string[] {
  const segments = path
    .split('?')[0]
    .split('/')
    .filter(Boolean)
    .map((segment) => decodeURIComponent(segment));
  if (segments[0] === 'api') segments.shift();
  const [resource, ref, action] = segments;
  const family = resource === undefined ? undefined : familyOfResource[resource];
  const tags: string[] = [cacheTags.edition(edition)];
  if (family) tags.push(cacheTags.family(edition, family));
  if (ref === undefined || listActions.has(ref)) return tags;
  const entity = resource === 'promotions' ? promotionListsOf[action ?? ''] : entityOfResource[resource];
  if (entity) tags.push(cacheTags.entity(edition, entity, ref));
  return tags;
}

/** One changed entity: its kind, its id, and the slugs it is or was reachable at. */
export interface ChangedEntity {
  entity: TagEntity;
  id: number;
  slugs?: readonly string[];
}

/** What a write changed: entities of one edition, and the families whose lists show them. */
export interface ContentChange {
  edition: EditionId;
  entities?: readonly ChangedEntity[];
  families?: readonly TagFamily[];
  /** The whole edition (its redirects, its settings). */
  everything?: boolean;
}

/** The exact tags a change invalidates. */
export function changeTags(change: ContentChange): string[] {
  const { edition } = change;
  if (change.everything) return [cacheTags.edition(edition)];
  const tags = new Set<string>();
  for (const family of change.families ?? []) tags.add(cacheTags.family(edition, family));
  for (const { entity, id, slugs = [] } of change.entities ?? []) {
    tags.add(cacheTags.entity(edition, entity, id));
    for (const slug of slugs) tags.add(cacheTags.entity(edition, entity, slug));
  }
  return [...tags];
}

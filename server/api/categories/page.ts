import { and, asc, eq } from 'drizzle-orm';
import type { EditionId } from '@/lib/editions';
import { categories, categoryStores, stores } from '@/server/db/schema';
import type { Db } from '@/server/db/types';
import { categoryAlternates } from '../landing/alternates';
import { landingHeader } from '../landing/header';
import { relatedPosts } from '../landing/related-posts';
import { propertyCardsInOrder } from '../properties/cards';
import { serializeStoreCard, storeCardColumns } from '../shared/stores';
import { categoryChains, categoryLink, categoryUrl, nestedParent } from './tree';
import { publicStoresOf } from '../shared/stores';

type CategoryRow = typeof categories.$inferSelect;

/** Store cards of a category page: the main list and the "related stores" block below, by position. */
async function categoryStoreCards(db: Db, edition: EditionId, categoryId: number) {
  const rows = await db
    .select({ ...storeCardColumns, isBottom: categoryStores.isBottom })
    .from(categoryStores)
    .innerJoin(stores, eq(stores.id, categoryStores.storeId))
    .where(and(eq(categoryStores.categoryId, categoryId), publicStoresOf(edition)))
    .orderBy(asc(categoryStores.position), asc(stores.name), asc(stores.id));
  return {
    main: rows.filter((r) => !r.isBottom).map(serializeStoreCard),
    bottom: rows.filter((r) => r.isBottom).map(serializeStoreCard),
  };
}

function childrenOf(db: Db, edition: EditionId, parentId: number) {
  return db
    .select({ id: categories.id, name: categories.name, slug: categories.slug, icon: categories.icon, banner: categories.banner, inParentSlider: categories.inParentSlider })
    .from(categories)
    .where(and(eq(categories.edition, edition), eq(categories.parentId, parentId)))
    .orderBy(asc(categories.position), asc(categories.name), asc(categories.id));
}

/**
 * What the category page shows, field for field. `parent_category` nests the ancestors
 * (`{id, name, slug, parent_category}` up to the root); related objects carry their page `url`.
 */
export async function categoryPage(db: Db, edition: EditionId, row: CategoryRow) {
  const [storeCards, chains, posts, children, hotels, alternates] = await Promise.all([
    categoryStoreCards(db, edition, row.id),
    categoryChains(db, edition, row.relatedCategoryId === null ? [row.id] : [row.id, row.relatedCategoryId]),
    relatedPosts(db, edition, row.relatedPostIds),
    childrenOf(db, edition, row.id),
    propertyCardsInOrder(db, edition, row.specificHotelIds),
    categoryAlternates(db, edition, row.translationKey),
  ]);
  const ownChain = chains.get(row.id) ?? [{ id: row.id, name: row.name, slug: row.slug }];
  const childLink = (child: { id: number; name: string; slug: string; icon: string | null }) => ({
    id: child.id,
    name: child.name,
    slug: child.slug,
    icon: child.icon,
    url: categoryUrl(edition, [...ownChain, child]),
  });
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    ...landingHeader(row),
    below_description: row.belowDescription,
    stores: storeCards.main,
    related_category: categoryLink(edition, chains, row.relatedCategoryId),
    faq_items: row.faqItems,
    script_1: row.script1,
    script_2: row.script2,
    related_posts: posts,
    children_categories: children.map(childLink),
    bottom_related_stores: storeCards.bottom,
    datafeed_linking_fields: row.datafeedLinkingFields,
    in_slider_subcategories: children.filter((c) => c.inParentSlider).map((c) => ({ ...childLink(c), banner: c.banner })),
    parent_category: nestedParent(ownChain),
    specific_hotels: hotels,
    additional_fields: row.additionalFields,
    /** The same category's page in the other editions that have it (hreflang). */
    alternates,
  };
}

import { cache } from 'react';
import type { EditionId } from '@/lib/editions';
import { FEATURED_BLOG_CATEGORIES_SIZE, MENU_CATEGORIES_SIZE, MENU_PLACES_SIZE } from '@/lib/list-sizes';
import { menuCategories, type MenuCategory } from '@/lib/category-tree';
import { allCategories } from './categories';
import { emptyPage, isServiceUnavailable, readOr } from './read';
import type { HeadingCategory } from './types/categories';
import type { Paginated, SlugLink } from './types/common';
import type { MenuLocation, MenuSublocation } from './types/destinations';
import type { FooterLink } from './types/pages';
import type { StoreCard } from './types/stores';


/** The menu shows 8 children under each heading category. */
const HEADING_CHILDREN = 8;

export interface LayoutData {
  topStores: StoreCard[];
  headingCategories: HeadingCategory[];
  categories: MenuCategory[];
  locations: MenuLocation[];
  sublocations: MenuSublocation[];
  blogCategories: SlugLink[];
  footerLinks: FooterLink[];
  copyright: string;
}

const emptyLayout: LayoutData = { topStores: [], headingCategories: [], categories: [], locations: [], sublocations: [], blogCategories: [], footerLinks: [], copyright: '' };

/**
 * Everything the header and footer show, read once per request whoever asks. While the database is away they show
 * no menus rather than fail: the page inside then fails alone, and its error page keeps the edition's header, footer
 * and language.
 */
export const layoutData = cache(async (edition: EditionId): Promise<LayoutData> => {
  try {
    return await readLayoutData(edition);
  } catch (error) {
    if (isServiceUnavailable(error)) return emptyLayout;
    throw error;
  }
});

async function readLayoutData(edition: EditionId): Promise<LayoutData> {
  const [top, heading, categories, locations, sublocations, blogCategories, footer, copyright] = await Promise.all([
    readOr<Paginated<StoreCard>>(emptyPage, '/stores/top/', edition),
    readOr<Paginated<HeadingCategory>>(emptyPage, '/categories/in_header_categories/', edition),
    // The whole list, not the minified in-menu one: a child's link needs its parents' slugs.
    allCategories(edition),
    readOr<Paginated<MenuLocation>>(emptyPage, '/locations/', edition, { in_menu: true, size: MENU_PLACES_SIZE }),
    readOr<Paginated<MenuSublocation>>(emptyPage, '/sublocations/', edition, { in_menu: true, size: MENU_PLACES_SIZE }),
    readOr<Paginated<SlugLink>>(emptyPage, '/blog_categories/', edition, { is_featured: true, minified: true, size: FEATURED_BLOG_CATEGORIES_SIZE }),
    readOr<Paginated<FooterLink>>(emptyPage, '/pages/footer_links/', edition),
    readOr<{ copyright: { text: string } } | null>(null, '/pages/copyright/', edition),
  ]);
  return {
    topStores: top.results,
    headingCategories: heading.results.map((c) => ({ ...c, children_categories: c.children_categories.slice(0, HEADING_CHILDREN) })),
    categories: menuCategories(categories, MENU_CATEGORIES_SIZE),
    locations: locations.results,
    sublocations: sublocations.results,
    blogCategories: blogCategories.results,
    footerLinks: footer.results,
    copyright: copyright?.copyright.text ?? '',
  };
}

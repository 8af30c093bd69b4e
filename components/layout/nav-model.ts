import type { LayoutData } from '@/lib/api/layout';
import { editions, type EditionId } from '@/lib/editions';
import { entityPath, staticPath } from '@/lib/routing';

/** A menu entry as the header and the mobile menu show it: a link with optional children. */
interface NavLink {
  label: string;
  href: string;
}

export interface NavSection {
  /** Stable id: `destinations`, `categories`, `blogs` or `heading-<id>`. */
  id: string;
  label: string;
  href: string;
  /** The "see all" link closing the submenu. */
  allLabel?: string;
  links: NavLink[];
}

export interface NavLabels {
  destinations: string;
  categories: string;
  blogs: string;
  allDestinations: string;
  allCategories: string;
  allBlog: string;
}

/**
 * The header's sections from the layout data: destinations (countries, then regions and cities),
 * the heading categories with up to 8 children each, all categories, and the featured blog categories.
 */
export function navSections(edition: EditionId, data: LayoutData, labels: NavLabels): NavSection[] {
  const blogPath = staticPath(edition, 'blog') ?? `/${editions[edition].segments.blog}`;
  const destinations: NavSection = {
    id: 'destinations',
    label: labels.destinations,
    href: staticPath(edition, 'destinations') ?? '/',
    allLabel: labels.allDestinations,
    links: [
      ...data.locations.map((l) => ({ label: l.name, href: entityPath(edition, 'location', [l.slug]) })),
      ...data.sublocations.map((s) => ({ label: s.name, href: s.url })),
    ],
  };
  const headings: NavSection[] = data.headingCategories.map((c) => ({
    id: `heading-${c.id}`,
    label: c.name,
    href: entityPath(edition, 'category', [c.slug]),
    links: c.children_categories.map((child) => ({ label: child.name, href: entityPath(edition, 'category', [c.slug, child.slug]) })),
  }));
  const categories: NavSection = {
    id: 'categories',
    label: labels.categories,
    href: staticPath(edition, 'categories') ?? '/',
    allLabel: labels.allCategories,
    links: data.categories.map((c) => ({ label: c.name, href: entityPath(edition, 'category', c.slugs) })),
  };
  const blogs: NavSection = {
    id: 'blogs',
    label: labels.blogs,
    href: blogPath,
    allLabel: labels.allBlog,
    links: data.blogCategories.map((b) => ({ label: b.name, href: entityPath(edition, 'blog_category', [b.slug]) })),
  };
  return [destinations, ...headings, categories, blogs];
}

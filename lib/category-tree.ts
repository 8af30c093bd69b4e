import type { CategoryRow } from '@/lib/api/types/categories';

export interface CategoryNode {
  id: number;
  name: string;
  slug: string;
  icon: string | null;
  /** Slugs from the root category down to this one: the path of its page. */
  slugs: string[];
  children: CategoryNode[];
}

/** Category pages route at most three slugs deep (`/categories/{one}[/{two}[/{three}]]`). */
const MAX_CATEGORY_DEPTH = 3;

/**
 * The category tree of a flat list, keeping the list's order among siblings. Rows whose parent is not in the
 * list, rows deeper than `maxDepth` and rows caught in a parent cycle have no page path and are left out.
 */
export function categoryTree(rows: readonly CategoryRow[], maxDepth = MAX_CATEGORY_DEPTH): CategoryNode[] {
  const byParent = new Map<number | null, CategoryRow[]>();
  for (const row of rows) {
    const siblings = byParent.get(row.parent_category);
    if (siblings) siblings.push(row);
    else byParent.set(row.parent_category, [row]);
  }
  const seen = new Set<number>();
  const build = (parent: number | null, path: string[]): CategoryNode[] => {
    if (path.length >= maxDepth) return [];
    const out: CategoryNode[] = [];
    for (const row of byParent.get(parent) ?? []) {
      if (seen.has(row.id)) continue;
      seen.add(row.id);
      const slugs = [...path, row.slug];
      out.push({ id: row.id, name: row.name, slug: row.slug, icon: row.icon ?? null, slugs, children: build(row.id, slugs) });
    }
    return out;
  };
  return build(null, []);
}

/** Every category of a tree in depth-first order (parents before their children). */
export const flattenTree = (nodes: readonly CategoryNode[]): CategoryNode[] => nodes.flatMap((node) => [node, ...flattenTree(node.children)]);

/** A menu category with the slugs of its page path (`/categories/transport/billets-d-avion`). */
export interface MenuCategory {
  id: number;
  name: string;
  slug: string;
  slugs: string[];
}

/** The in-menu categories in the list's order, each with its page path; one without a path (too deep, orphan) is left out. */
export function menuCategories(rows: readonly CategoryRow[], limit: number): MenuCategory[] {
  const paths = new Map(flattenTree(categoryTree(rows)).map((node) => [node.id, node.slugs]));
  return rows
    .filter((row) => row.in_menu && paths.has(row.id))
    .slice(0, limit)
    .map(({ id, name, slug }) => ({ id, name, slug, slugs: paths.get(id)! }));
}

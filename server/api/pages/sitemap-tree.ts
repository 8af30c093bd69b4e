export interface SitemapNode {
  name: string;
  url: string;
  children: SitemapNode[];
}

/** A name order that reads right in the edition's language and does not depend on the database's collation. */
export function byName(locale: string) {
  const collator = new Intl.Collator(locale, { sensitivity: 'base', numeric: true });
  return <T extends { name: string }>(a: T, b: T) => collator.compare(a.name, b.name);
}

export function sortTree(nodes: SitemapNode[], compare: (a: SitemapNode, b: SitemapNode) => number): SitemapNode[] {
  for (const node of nodes) sortTree(node.children, compare);
  return nodes.sort(compare);
}

function push<K, V>(map: Map<K, V[]>, key: K, value: V) {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

interface TreeRow {
  id: number;
  name: string;
  slug: string;
  parentId: number | null;
}

/**
 * Category tree from flat rows. Pages route at most three slugs deep, so deeper rows (and rows caught in a
 * parent cycle, which never reach a root) are left out rather than given URLs that cannot resolve.
 */
export function categoryTree(rows: TreeRow[], url: (slugs: string[]) => string, maxDepth = 3): SitemapNode[] {
  const ids = new Set(rows.map((r) => r.id));
  const children = new Map<number | null, TreeRow[]>();
  for (const row of rows) {
    const parent = row.parentId !== null && ids.has(row.parentId) ? row.parentId : null;
    push(children, parent, row);
  }
  const build = (parent: number | null, slugs: string[]): SitemapNode[] =>
    slugs.length >= maxDepth
      ? []
      : (children.get(parent) ?? []).map((row) => {
          const chain = [...slugs, row.slug];
          return { name: row.name, url: url(chain), children: build(row.id, chain) };
        });
  return build(null, []);
}

interface CountryRow {
  id: number;
  name: string;
  slug: string;
}
interface SublocationRow extends CountryRow {
  locationId: number;
  parentId: number | null;
}

/** Countries → regions (and cities placed directly in the country) → cities. */
export function destinationTree(countries: CountryRow[], sublocations: SublocationRow[], url: (slugs: string[]) => string): SitemapNode[] {
  const topLevel = new Map<number, SublocationRow[]>();
  const nested = new Map<number, SublocationRow[]>();
  for (const row of sublocations) {
    if (row.parentId === null) push(topLevel, row.locationId, row);
    else push(nested, row.parentId, row);
  }
  return countries.map((country) => ({
    name: country.name,
    url: url([country.slug]),
    children: (topLevel.get(country.id) ?? []).map((sub) => ({
      name: sub.name,
      url: url([country.slug, sub.slug]),
      children: (nested.get(sub.id) ?? []).map((city) => ({
        name: city.name,
        url: url([country.slug, sub.slug, city.slug]),
        children: [],
      })),
    })),
  }));
}

/** Blog categories, each with its published posts (a post under a category of another edition is left out). */
export function blogTree(
  categories: { id: number; name: string; slug: string }[],
  posts: { title: string; slug: string; categoryId: number }[],
  categoryUrl: (slug: string) => string,
  postUrl: (categorySlug: string, postSlug: string) => string,
): SitemapNode[] {
  const byCategory = new Map<number, { title: string; slug: string }[]>();
  for (const post of posts) push(byCategory, post.categoryId, post);
  return categories.map((category) => ({
    name: category.name,
    url: categoryUrl(category.slug),
    children: (byCategory.get(category.id) ?? []).map((post) => ({ name: post.title, url: postUrl(category.slug, post.slug), children: [] })),
  }));
}

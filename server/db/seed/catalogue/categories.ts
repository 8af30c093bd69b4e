import type { EditionId } from '@/lib/editions';
import type { categories, categoryStores } from '../../schema';
import type { Random } from '../random';
import type { Sector } from './brands';
import type { CatalogueLanguage, EditionContext } from './language';
import type { BuiltStore } from './stores';
import { type CategoryNode, CATEGORY_TREE, flattenTree } from './tree';

type CategoryRow = typeof categories.$inferInsert & { id: number };
export type CategoryStoreRow = typeof categoryStores.$inferInsert;
export interface BuiltCategory {
  row: CategoryRow;
  node: CategoryNode;
  parent: CategoryNode | null;
  depth: number;
}

const DAY = 86_400_000;

/** Icons exist for the top categories only (public/logos/categories). */
const categoryIconPath = (key: string) => `/logos/categories/${key}.svg`;

/** Sectors of a node and of everything below it: a parent page lists the shops of its children. */
function deepSectors(node: CategoryNode): Set<Sector> {
  const out = new Set<Sector>(node.sectors);
  for (const child of node.children ?? []) for (const s of deepSectors(child)) out.add(s);
  return out;
}

/** The category tree of one edition, parents before children. */
export function buildCategories(
  edition: EditionId,
  language: CatalogueLanguage,
  e: EditionContext,
  r: Random,
  take: () => number,
  claim: (text: string) => string,
  now: Date,
  tree: readonly CategoryNode[] = CATEGORY_TREE,
): BuiltCategory[] {
  const flat = flattenTree(tree);
  const idByKey = new Map<string, number>();
  const positions = new Map<string, number>();
  const built: BuiltCategory[] = flat.map(({ node, parent, depth }) => {
    const copy = language.categoryCopy[node.key];
    if (!copy) throw new Error(`category ${node.key} has no ${e.language} copy`);
    const parentCopy = parent ? language.categoryCopy[parent.key] : null;
    const id = take();
    idByKey.set(node.key, id);
    const siblingKey = parent?.key ?? '';
    const position = (positions.get(siblingKey) ?? 0) + 1;
    positions.set(siblingKey, position);
    const createdAt = new Date(now.getTime() - r.int(90, 1200) * DAY);
    return {
      node,
      parent,
      depth,
      row: {
        id,
        edition,
        name: copy.name,
        slug: claim(copy.name),
        translationKey: node.key,
        parentId: parent ? idByKey.get(parent.key)! : null,
        isHeading: node.heading ?? false,
        inMenu: node.inMenu ?? false,
        onHomepage: node.onHomepage ?? false,
        inHomepageSlider: node.inHomepageSlider ?? false,
        inParentSlider: node.inParentSlider ?? false,
        icon: depth === 0 ? categoryIconPath(node.key) : null,
        ...language.categoryTexts(copy, e, (items) => r.pick(items), parentCopy),
        datafeedLinkingFields: node.datafeed ?? {},
        position,
        createdAt,
        updatedAt: createdAt,
      },
    };
  });
  for (const category of built) {
    if (category.node.related) category.row.relatedCategoryId = idByKey.get(category.node.related) ?? null;
  }
  return built;
}

/** 6–15 shops of the category's trades on the page, and 3–6 other shops in the "related stores" block below. */
export function buildCategoryStores(built: readonly BuiltCategory[], stores: readonly BuiltStore[], r: Random): CategoryStoreRow[] {
  const rows: CategoryStoreRow[] = [];
  for (const category of built) {
    const sectors = deepSectors(category.node);
    const matching = r.sample(stores.filter((s) => sectors.has(s.brand.sector)), 15);
    const others = r.sample(stores.filter((s) => !matching.includes(s)), stores.length);
    const main = [...matching, ...others.slice(0, Math.max(0, 6 - matching.length))];
    const bottom = others.filter((s) => !main.includes(s)).slice(0, r.int(3, 6));
    main.forEach((s, i) => rows.push({ categoryId: category.row.id, storeId: s.row.id, isBottom: false, position: i + 1 }));
    bottom.forEach((s, i) => rows.push({ categoryId: category.row.id, storeId: s.row.id, isBottom: true, position: i + 1 }));
  }
  return rows;
}

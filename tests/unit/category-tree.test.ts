import { describe, expect, it } from 'vitest';
import type { CategoryRow } from '@/lib/api/types/categories';
import { categoryTree, flattenTree, menuCategories } from '@/lib/category-tree';

describe('category tree', () => {
  const row = (id: number, slug: string, parent: number | null): CategoryRow => ({ id, name: slug.toUpperCase(), slug, parent_category: parent });

  it('nests children under their parent with the slug chain of their page, in list order', () => {
    const tree = categoryTree([row(13, 'hotels', 12), row(1, 'sejours', null), row(14, 'luxe', 13), row(12, 'hebergement', null), row(2, 'last-minute', 1)]);
    expect(tree.map((n) => n.slug)).toEqual(['sejours', 'hebergement']);
    expect(tree[0].children.map((n) => n.slugs)).toEqual([['sejours', 'last-minute']]);
    expect(tree[1].children[0].slugs).toEqual(['hebergement', 'hotels']);
    expect(tree[1].children[0].children[0].slugs).toEqual(['hebergement', 'hotels', 'luxe']);
    expect(tree[1].icon).toBeNull();
    expect(flattenTree(tree).length).toBe(5);
  });

  it('leaves out orphans, rows deeper than pages route, and cycles', () => {
    const rows = [row(1, 'a', null), row(2, 'b', 1), row(3, 'c', 2), row(4, 'd', 3), row(5, 'orphan', 99), row(6, 'x', 7), row(7, 'y', 6)];
    const tree = categoryTree(rows);
    expect(flattenTree(tree).length).toBe(3);
    expect(tree[0].children[0].children[0].children).toEqual([]);
    expect(categoryTree([])).toEqual([]);
  });
});

describe('menu categories', () => {
  const row = (id: number, slug: string, parent: number | null, inMenu = true): CategoryRow => ({ id, name: slug, slug, parent_category: parent, in_menu: inMenu });
  it('links a child category with its parents\' slugs, in the list order, within the limit', () => {
    const rows = [row(3, 'billets', 1), row(1, 'transport', null, false), row(4, 'orphan', 99), row(2, 'hotels', 5), row(5, 'hebergement', null)];
    expect(menuCategories(rows, 40).map((c) => c.slugs)).toEqual([['transport', 'billets'], ['hebergement', 'hotels'], ['hebergement']]);
    expect(menuCategories(rows, 1)).toHaveLength(1);
  });
});

import { and, asc, count, eq, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { EditionId } from '@/lib/editions';
import { MENU_CATEGORIES_SIZE } from '@/lib/list-sizes';
import { categoriesQuery, homepageCategoriesQuery, promotionCountsQuery } from '@/lib/schemas/categories';
import type { EntityRef } from '@/lib/schemas/params';
import { categories, promotions } from '@/server/db/schema';
import type { Db } from '@/server/db/types';
import { notFound } from '../core/errors';
import { offsetOf, pageOf } from '../core/pagination';
import { newRouter } from '../core/router';
import { parseQuery } from '../core/validation';
import { pathRef, refCondition, unknownChoice } from '../shared/refs';
import { categoryPage } from '../categories/page';
import { categorySubtreeIds, inCategories, subtreePromotionCounts } from '../categories/tree';
import { promotionCountsWhere } from '../shared/promotions';

export const categoriesRoutes = newRouter();

/** Heading categories show up to 8 children. */
const HEADER_CHILDREN = 8;

const navOrder = [asc(categories.position), asc(categories.name), asc(categories.id)];
const refColumns = { id: categories.id, name: categories.name, slug: categories.slug };
/** What list items show; the long landing texts stay out of lists. */
const itemColumns = {
  ...refColumns,
  icon: categories.icon,
  banner: categories.banner,
  parentId: categories.parentId,
  isHeading: categories.isHeading,
  inMenu: categories.inMenu,
};

async function findCategory(db: Db, edition: EditionId, ref: EntityRef) {
  const [row] = await db
    .select()
    .from(categories)
    .where(and(eq(categories.edition, edition), refCondition(categories, ref)))
    .limit(1);
  return row;
}

/** The rows of one page together with the total of `where`. */
async function withTotal<T>(db: Db, where: SQL, rows: Promise<T[]>) {
  const [[{ n }], page] = await Promise.all([db.select({ n: count() }).from(categories).where(where), rows]);
  return { n, rows: page };
}

categoriesRoutes.get('/', async (c) => {
  const db = c.get('db');
  const edition = c.get('edition');
  const q = parseQuery(c, categoriesQuery);
  let parentId: number | undefined;
  if (q.parent) {
    const parent = await findCategory(db, edition, q.parent);
    if (!parent) throw unknownChoice('parent');
    parentId = parent.id;
  }
  const where = and(
    eq(categories.edition, edition),
    q.in_menu === undefined ? undefined : eq(categories.inMenu, q.in_menu),
    parentId === undefined ? undefined : eq(categories.parentId, parentId),
  )!;
  const offset = offsetOf(q.page, q.size);
  if (q.minified) {
    const { n, rows } = await withTotal(db, where, db.select(refColumns).from(categories).where(where).orderBy(...navOrder).limit(q.size).offset(offset));
    return c.json(pageOf(c, { page: q.page, size: q.size, count: n, results: rows }));
  }
  const { n, rows } = await withTotal(db, where, db.select(itemColumns).from(categories).where(where).orderBy(...navOrder).limit(q.size).offset(offset));
  const results = rows.map((r) => ({
        id: r.id,
        name: r.name,
        slug: r.slug,
        icon: r.icon,
        parent_category: r.parentId,
        is_heading: r.isHeading,
        in_menu: r.inMenu,
      }));
  return c.json(pageOf(c, { page: q.page, size: q.size, count: n, results }));
});

categoriesRoutes.get('/homepage', async (c) => {
  const db = c.get('db');
  const edition = c.get('edition');
  const { page, size } = parseQuery(c, homepageCategoriesQuery);
  const where = and(eq(categories.edition, edition), eq(categories.onHomepage, true))!;
  const { n, rows } = await withTotal(db, where, db.select(itemColumns).from(categories).where(where).orderBy(...navOrder).limit(size).offset(offsetOf(page, size)));
  const counts = await subtreePromotionCounts(db, edition, rows.map((r) => r.id));
  const results = rows.map((r) => ({ id: r.id, name: r.name, slug: r.slug, icon: r.icon, promotions_count: counts.get(r.id) ?? 0 }));
  return c.json(pageOf(c, { page, size, count: n, results }));
});

categoriesRoutes.get('/homepage_slider', async (c) => {
  const db = c.get('db');
  const { page, size } = parseQuery(c, homepageCategoriesQuery);
  const where = and(eq(categories.edition, c.get('edition')), eq(categories.inHomepageSlider, true))!;
  const { n, rows } = await withTotal(db, where, db.select(itemColumns).from(categories).where(where).orderBy(...navOrder).limit(size).offset(offsetOf(page, size)));
  const results = rows.map((r) => ({ id: r.id, name: r.name, slug: r.slug, icon: r.icon, banner: r.banner }));
  return c.json(pageOf(c, { page, size, count: n, results }));
});

/** The header's heading categories with their first children; one short list, so one page. */
categoriesRoutes.get('/in_header_categories', async (c) => {
  const db = c.get('db');
  const edition = c.get('edition');
  const headings = await db
    .select(refColumns)
    .from(categories)
    .where(and(eq(categories.edition, edition), eq(categories.isHeading, true)))
    .orderBy(...navOrder)
    .limit(MENU_CATEGORIES_SIZE);
  const ranked = db
    .select({
      ...refColumns,
      parentId: categories.parentId,
      rank: sql<number>`row_number() over (partition by ${categories.parentId} order by ${categories.position}, ${categories.name}, ${categories.id})`.as('rank'),
    })
    .from(categories)
    .where(
      and(
        eq(categories.edition, edition),
        inArray(
          categories.parentId,
          headings.map((h) => h.id),
        ),
      ),
    )
    .as('ranked');
  const children = headings.length
    ? await db.select().from(ranked).where(lte(ranked.rank, HEADER_CHILDREN)).orderBy(asc(ranked.parentId), asc(ranked.rank))
    : [];
  const results = headings.map((h) => ({
    id: h.id,
    name: h.name,
    slug: h.slug,
    children_categories: children.filter((ch) => ch.parentId === h.id).map((ch) => ({ id: ch.id, name: ch.name, slug: ch.slug })),
  }));
  return c.json({ count: results.length, next: null, previous: null, results });
});

categoriesRoutes.get('/:id', async (c) => {
  const db = c.get('db');
  const edition = c.get('edition');
  const row = await findCategory(db, edition, pathRef(c));
  if (!row) throw notFound();
  return c.json(await categoryPage(db, edition, row));
});

categoriesRoutes.get('/:id/promotions_counts', async (c) => {
  const db = c.get('db');
  const edition = c.get('edition');
  parseQuery(c, promotionCountsQuery);
  const row = await findCategory(db, edition, pathRef(c));
  if (!row) throw notFound();
  return c.json(await promotionCountsWhere(db, and(eq(promotions.edition, edition), inCategories(await categorySubtreeIds(db, row.id)))));
});

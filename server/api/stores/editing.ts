import { and, eq, inArray, ne, notInArray } from 'drizzle-orm';
import type { ContentChange } from '@/lib/cache/tags';
import type { EditionId } from '@/lib/editions';
import { reservedFirstSegments } from '@/lib/routing';
import { effectiveStatus } from '@/lib/schemas/content-status';
import { storeDefaults, storeRuleErrors, type StoreInput, type StorePatch } from '@/lib/schemas/store-write';
import { sanitizeCmsHtml } from '@/lib/sanitize';
import { slugify } from '@/lib/slug';
import { categories, categoryStores, stores } from '@/server/db/schema';
import type { Db } from '@/server/db/types';
import { assertNoRefusals } from '../core/editor-refusal';
import { resolveSlug } from '../resolution/resolve-slug';

/** A shop as an editor reads and writes it. */
export interface EditableStore {
  id: number;
  edition: EditionId;
  name: string;
  slug: string;
  icon: string | null;
  website_url: string;
  description: string;
  header_1: string;
  categories: number[];
  in_menu: boolean;
  is_top: boolean;
  on_homepage: boolean;
  position: number;
  status: string;
  publish_at: string | null;
  created_at: string;
  updated_at: string;
}

export async function readEditableStore(db: Db, edition: EditionId, id: number): Promise<EditableStore | null> {
  const [[row], categoryRows] = await Promise.all([
    db
      .select()
      .from(stores)
      .where(and(eq(stores.id, id), eq(stores.edition, edition))),
    db.selectDistinct({ id: categoryStores.categoryId }).from(categoryStores).where(eq(categoryStores.storeId, id)),
  ]);
  if (!row) return null;
  return {
    id: row.id,
    edition: row.edition as EditionId,
    name: row.name,
    slug: row.slug,
    icon: row.icon,
    website_url: row.websiteUrl,
    description: row.description,
    header_1: row.header1,
    categories: categoryRows.map((c) => c.id).sort((a, b) => a - b),
    in_menu: row.inMenu,
    is_top: row.isTop,
    on_homepage: row.onHomepage,
    position: row.position,
    status: effectiveStatus(row.status, row.publishAt),
    publish_at: row.publishAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export function storeInputOf(s: EditableStore): StoreInput {
  return {
    name: s.name,
    slug: s.slug,
    icon: s.icon,
    website_url: s.website_url,
    description: s.description,
    header_1: s.header_1,
    categories: s.categories,
    in_menu: s.in_menu,
    is_top: s.is_top,
    on_homepage: s.on_homepage,
    position: s.position,
    status: s.status as StoreInput['status'],
    publish_at: s.publish_at ? new Date(s.publish_at) : null,
  };
}

export const completeStoreInput = (body: StorePatch, base: StoreInput | null): StoreInput => ({ ...(base ?? storeDefaults), ...body }) as StoreInput;

/** 400 unless the slug is free at the root of the edition's site and the categories are the edition's. */
async function checkStore(db: Db, edition: EditionId, id: number | null, slug: string, input: StoreInput) {
  const errors = storeRuleErrors(input, new Date());
  if (!slug) errors.slug = [{ key: 'slugNeeded', values: { item: 'shop' } }];
  else if (reservedFirstSegments.has(slug)) errors.slug = [{ key: 'slugReserved', values: { slug } }];
  const [[sameSlug], other, found] = await Promise.all([
    db
      .select({ id: stores.id })
      .from(stores)
      .where(and(eq(stores.edition, edition), eq(stores.slug, slug), id === null ? undefined : ne(stores.id, id))),
    slug ? resolveSlug(db, edition, slug) : Promise.resolve(undefined),
    input.categories.length
      ? db
          .select({ id: categories.id })
          .from(categories)
          .where(and(inArray(categories.id, input.categories), eq(categories.edition, edition)))
      : Promise.resolve([]),
  ]);
  if (sameSlug) errors.slug = [{ key: 'slugTaken', values: { item: 'shop', slug } }];
  else if (other && other.entity !== 'store' && !other.entity.startsWith('blog')) errors.slug = [{ key: 'slugUsedBy', values: { slug, entity: other.entity } }];
  const missing = input.categories.filter((categoryId) => !found.some((row) => row.id === categoryId));
  if (missing.length) errors.categories = [{ key: 'unknownCategories', values: { ids: missing.join(', '), count: missing.length } }];
  assertNoRefusals(edition, errors);
}

/** Stores a shop (new when `id` is null) with its categories, and answers its id and what the change touched. */
export async function saveStore(db: Db, edition: EditionId, id: number | null, input: StoreInput, before: EditableStore | null) {
  const slug = input.slug ?? slugify(input.name);
  await checkStore(db, edition, id, slug, input);
  const values = {
    name: input.name,
    slug,
    icon: input.icon,
    websiteUrl: input.website_url,
    description: sanitizeCmsHtml(input.description),
    header1: input.header_1,
    inMenu: input.in_menu,
    isTop: input.is_top,
    onHomepage: input.on_homepage,
    position: input.position,
    status: input.status,
    publishAt: input.publish_at,
    updatedAt: new Date(),
  };
  const savedId = await db.transaction(async (tx) => {
    const [row] =
      id === null
        ? await tx
            .insert(stores)
            .values({ ...values, edition })
            .returning({ id: stores.id })
        : await tx.update(stores).set(values).where(eq(stores.id, id)).returning({ id: stores.id });
    // Categories it leaves go; those it keeps keep their place in their lists; new ones come last.
    await tx
      .delete(categoryStores)
      .where(and(eq(categoryStores.storeId, row.id), input.categories.length ? notInArray(categoryStores.categoryId, input.categories) : undefined));
    const kept = new Set(before?.categories ?? []);
    const added = input.categories.filter((categoryId) => !kept.has(categoryId));
    if (added.length) await tx.insert(categoryStores).values(added.map((categoryId) => ({ categoryId, storeId: row.id, position: 1000 }))).onConflictDoNothing();
    return row.id;
  });
  const change: ContentChange = {
    edition,
    // Shops appear in menus, lists, the home page, search and the sitemap; their promotions in every promotion list.
    families: ['stores', 'promotions', 'categories', 'slugs', 'pages'],
    entities: [{ entity: 'store', id: savedId, slugs: [...new Set([slug, before?.slug].filter((s): s is string => Boolean(s)))] }],
  };
  return { id: savedId, change };
}

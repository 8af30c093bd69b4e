import { and, eq, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import type { EditionId } from '@/lib/editions';
import { effectiveStatus, TRASH_DAYS } from '@/lib/schemas/content-status';
import { promotionDefaults, promotionRuleErrors, type PromotionInput, type PromotionPatch } from '@/lib/schemas/promotion-write';
import { sanitizeCmsHtml } from '@/lib/sanitize';
import { forgetCodeVotes } from './code-votes';
import { categories, coupons, promotionCategories, promotions, stores } from '@/server/db/schema';
import type { Db } from '@/server/db/types';
import type { ContentChange } from '@/lib/cache/tags';
import { assertNoRefusals } from '../core/editor-refusal';
import { cardColumns, serializePromotion } from '../shared/promotions';
import { changedFeedFields, type FeedField } from '@/server/feeds/promotion-fields';
import { sourceAnswer, sourceColumns } from './source';

/** A promotion as an editor reads and writes it: the public card plus what only editors see. */
export type EditablePromotion = ReturnType<typeof serializePromotion> & {
  edition: EditionId;
  store: number;
  categories: number[];
  code: string | null;
  status: string;
  publish_at: string | null;
  in_slider: boolean;
  on_homepage: boolean;
  is_deal_of_month: boolean;
  position: number;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
  /** Where an imported promotion came from, and when its feed withdrew it (see `sourceAnswer`). */
  source: ReturnType<typeof sourceAnswer>['source'];
  withdrawn_at: string | null;
  /** The fields an editor changed on an imported promotion, which its feed leaves alone from then on. */
  editor_fields: string[];
};

/** Every promotion of the edition with that id, in the trash too (editors restore from it); null when none. */
export async function readEditablePromotion(db: Db, edition: EditionId, id: number): Promise<EditablePromotion | null> {
  const [row] = await db
    .select({
      ...cardColumns,
      edition: promotions.edition,
      status: promotions.status,
      publishAt: promotions.publishAt,
      inSlider: promotions.inSlider,
      onHomepage: promotions.onHomepage,
      isDealOfMonth: promotions.isDealOfMonth,
      position: promotions.position,
      createdAt: promotions.createdAt,
      updatedAt: promotions.updatedAt,
      deletedAt: promotions.deletedAt,
      editorFields: promotions.editorFields,
      ...sourceColumns,
      categoryIds: sql<number[]>`coalesce((select array_agg(${promotionCategories.categoryId} order by ${promotionCategories.categoryId}) from ${promotionCategories} where ${promotionCategories.promotionId} = ${promotions.id}), '{}')`,
    })
    .from(promotions)
    .innerJoin(stores, eq(stores.id, promotions.storeId))
    .leftJoin(coupons, eq(coupons.promotionId, promotions.id))
    .where(and(eq(promotions.id, id), eq(promotions.edition, edition)));
  if (!row) return null;
  return {
    ...serializePromotion(row),
    edition: row.edition as EditionId,
    store: row.storeId,
    categories: row.categoryIds.map(Number),
    code: row.couponCode,
    status: effectiveStatus(row.status, row.publishAt),
    publish_at: row.publishAt?.toISOString() ?? null,
    in_slider: row.inSlider,
    on_homepage: row.onHomepage,
    is_deal_of_month: row.isDealOfMonth,
    position: row.position,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    deleted_at: row.deletedAt?.toISOString() ?? null,
    ...sourceAnswer(row),
    editor_fields: row.editorFields,
  };
}

/** What a PUT or PATCH starts from: the stored promotion in the body's terms. */
export function inputOf(p: EditablePromotion): PromotionInput {
  return {
    title: p.title,
    link: p.link,
    offer: p.offer,
    description: p.description,
    condition: p.condition,
    kind: p.kind as PromotionInput['kind'],
    is_exclusive: p.is_exclusive,
    is_verified: p.is_verified,
    slider_image: p.slider_image,
    starts_at: p.starts_at ? new Date(p.starts_at) : null,
    expires_at: p.expires_at ? new Date(p.expires_at) : null,
    store: p.store,
    categories: p.categories,
    code: p.code,
    status: p.status as PromotionInput['status'],
    publish_at: p.publish_at ? new Date(p.publish_at) : null,
    in_slider: p.in_slider,
    on_homepage: p.on_homepage,
    is_deal_of_month: p.is_deal_of_month,
    position: p.position,
  };
}

/** A POST or PUT body with its omitted fields at their defaults; a PATCH on top of the stored promotion. */
export const completeInput = (body: PromotionPatch, base: PromotionInput | null): PromotionInput =>
  ({ ...(base ?? promotionDefaults), ...body }) as PromotionInput;

/** 400 unless the store and the categories exist in the edition, and the fields agree with each other. */
async function checkInput(db: Db, edition: EditionId, input: PromotionInput): Promise<{ storeSlug: string; categorySlugs: Map<number, string> }> {
  const errors = promotionRuleErrors(input, new Date());
  const [[store], found] = await Promise.all([
    db.select({ slug: stores.slug }).from(stores).where(and(eq(stores.id, input.store), eq(stores.edition, edition))),
    input.categories.length
      ? db
          .select({ id: categories.id, slug: categories.slug })
          .from(categories)
          .where(and(inArray(categories.id, input.categories), eq(categories.edition, edition)))
      : Promise.resolve([]),
  ]);
  if (!store) errors.store = [{ key: 'unknownStore', values: { id: String(input.store) } }];
  const missing = input.categories.filter((id) => !found.some((row) => row.id === id));
  if (missing.length) errors.categories = [{ key: 'unknownCategories', values: { ids: missing.join(', '), count: missing.length } }];
  assertNoRefusals(edition, errors);
  return { storeSlug: store.slug, categorySlugs: new Map(found.map((row) => [row.id, row.slug])) };
}

/**
 * Stores a promotion (a new one when `id` is null) with its coupon and categories in one transaction, and
 * answers its id and what the change touched, for the cache.
 */
export async function savePromotion(db: Db, edition: EditionId, id: number | null, input: PromotionInput, before: EditablePromotion | null) {
  const refs = await checkInput(db, edition, input);
  const values = {
    title: input.title,
    link: input.link,
    offer: input.offer,
    description: sanitizeCmsHtml(input.description),
    condition: input.condition,
    kind: input.kind,
    isExclusive: input.is_exclusive,
    isVerified: input.is_verified,
    sliderImage: input.slider_image,
    startsAt: input.starts_at ?? (before?.starts_at ? new Date(before.starts_at) : new Date()),
    expiresAt: input.expires_at,
    storeId: input.store,
    status: input.status,
    publishAt: input.publish_at,
    inSlider: input.in_slider,
    onHomepage: input.on_homepage,
    isDealOfMonth: input.is_deal_of_month,
    position: input.position,
    updatedAt: new Date(),
    // What an editor changes on an imported promotion is theirs: its feed's later runs leave those fields alone.
    ...(before?.source ? { editorFields: editorFieldsAfter(before, input) } : {}),
  };
  const savedId = await db.transaction(async (tx) => {
    const [row] =
      id === null
        ? await tx
            .insert(promotions)
            .values({ ...values, edition })
            .returning({ id: promotions.id })
        : await tx.update(promotions).set(values).where(eq(promotions.id, id)).returning({ id: promotions.id });
    if (input.code) {
      await tx
        .insert(coupons)
        .values({ promotionId: row.id, code: input.code })
        .onConflictDoUpdate({ target: coupons.promotionId, set: { code: input.code } });
      if (before?.code && before.code !== input.code) await forgetCodeVotes(tx, row.id);
    } else {
      await tx.delete(coupons).where(eq(coupons.promotionId, row.id));
    }
    await tx.delete(promotionCategories).where(eq(promotionCategories.promotionId, row.id));
    if (input.categories.length) {
      await tx.insert(promotionCategories).values(input.categories.map((categoryId) => ({ promotionId: row.id, categoryId })));
    }
    return row.id;
  });
  const dropped = (before?.categories ?? []).filter((categoryId) => !refs.categorySlugs.has(categoryId));
  if (dropped.length) {
    const rows = await db.select({ id: categories.id, slug: categories.slug }).from(categories).where(inArray(categories.id, dropped));
    for (const row of rows) refs.categorySlugs.set(row.id, row.slug);
  }
  return { id: savedId, change: promotionChange(edition, [input.store, refs.storeSlug], refs.categorySlugs, before) };
}

/** The fields an editor has changed on an imported promotion, this change included. */
function editorFieldsAfter(before: EditablePromotion, input: PromotionInput): string[] {
  const asFields = (p: Pick<PromotionInput, FeedField>) => p as Record<FeedField, unknown>;
  const changed = changedFeedFields(asFields(inputOf(before)), asFields(input));
  return [...new Set([...before.editor_fields, ...changed])];
}

/**
 * What a change of a promotion makes stale: every promotion list (home, slider, searches), the shops' lists
 * and counts, and the pages of its shop and categories, before and after the change.
 */
export function promotionChange(
  edition: EditionId,
  [storeId, storeSlug]: [number, string],
  categorySlugs: Map<number, string>,
  before: Pick<EditablePromotion, 'stores' | 'categories'> | null,
): ContentChange {
  const storesTouched = new Map<number, string>([[storeId, storeSlug]]);
  for (const store of before?.stores ?? []) storesTouched.set(store.id, store.slug);
  const categoriesTouched = new Map(categorySlugs);
  for (const id of before?.categories ?? []) if (!categoriesTouched.has(id)) categoriesTouched.set(id, '');
  return {
    edition,
    families: ['promotions', 'stores'],
    entities: [
      ...[...storesTouched].map(([id, slug]) => ({ entity: 'store' as const, id, slugs: [slug] })),
      ...[...categoriesTouched].map(([id, slug]) => ({ entity: 'category' as const, id, slugs: slug ? [slug] : [] })),
    ],
  };
}

/** Removes for good what has waited in the trash longer than TRASH_DAYS. */
export async function emptyOldTrash(db: Db): Promise<void> {
  await db.delete(promotions).where(and(isNotNull(promotions.deletedAt), lt(promotions.deletedAt, sql`now() - make_interval(days => ${TRASH_DAYS})`)));
}

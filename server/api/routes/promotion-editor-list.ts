import { count, eq } from 'drizzle-orm';
import { effectiveStatus } from '@/lib/schemas/content-status';
import { BULK_MAX, promotionEditorListQuery } from '@/lib/schemas/promotion-editor-list';
import { coupons, promotions, stores } from '@/server/db/schema';
import { assertMayEdit, requireEditor } from '../auth/editor-guard';
import { offsetOf, pageOf } from '../core/pagination';
import { newRouter } from '../core/router';
import { parseQuery } from '../core/validation';
import { editorListOrder, editorListWhere } from '../promotions/editor-list';
import { codeFeedbackAnswer } from '../shared/code-feedback';
import { sourceAnswer, sourceColumns } from '../promotions/source';

/** The editors' list of promotions; mounted before the public calls, so `editable` is never read as an id. */
export const promotionEditorListRoutes = newRouter();

const guard = requireEditor();

const rowColumns = {
  id: promotions.id,
  title: promotions.title,
  kind: promotions.kind,
  status: promotions.status,
  publishAt: promotions.publishAt,
  startsAt: promotions.startsAt,
  expiresAt: promotions.expiresAt,
  updatedAt: promotions.updatedAt,
  deletedAt: promotions.deletedAt,
  isExclusive: promotions.isExclusive,
  code: coupons.code,
  workedVotes: coupons.workedVotes,
  failedVotes: coupons.failedVotes,
  lastWorkedAt: coupons.lastWorkedAt,
  isFailing: coupons.isFailing,
  storeId: stores.id,
  storeName: stores.name,
  storeSlug: stores.slug,
  ...sourceColumns,
};

promotionEditorListRoutes.get('/editable', guard, async (c) => {
  const edition = c.get('edition');
  assertMayEdit(c.get('editor'), edition);
  const { page, size, ordering, ...filters } = parseQuery(c, promotionEditorListQuery);
  const db = c.get('db');
  const where = editorListWhere(edition, filters);
  const [[{ n }], rows] = await Promise.all([
    db.select({ n: count() }).from(promotions).innerJoin(stores, eq(stores.id, promotions.storeId)).leftJoin(coupons, eq(coupons.promotionId, promotions.id)).where(where),
    db.select(rowColumns).from(promotions).innerJoin(stores, eq(stores.id, promotions.storeId)).leftJoin(coupons, eq(coupons.promotionId, promotions.id)).where(where).orderBy(...editorListOrder(ordering)).limit(size).offset(offsetOf(page, size)),
  ]);
  const results = rows.map((row) => ({
    id: row.id,
    title: row.title,
    kind: row.kind,
    code: row.code,
    code_feedback: row.code === null ? null : { ...codeFeedbackAnswer({ worked: row.workedVotes ?? 0, failed: row.failedVotes ?? 0 }, row.lastWorkedAt), is_failing: row.isFailing ?? false },
    status: effectiveStatus(row.status, row.publishAt),
    publish_at: row.publishAt?.toISOString() ?? null,
    starts_at: row.startsAt.toISOString(),
    expires_at: row.expiresAt?.toISOString() ?? null,
    updated_at: row.updatedAt.toISOString(),
    deleted_at: row.deletedAt?.toISOString() ?? null,
    is_exclusive: row.isExclusive,
    store: { id: row.storeId, name: row.storeName, slug: row.storeSlug },
    ...sourceAnswer(row),
  }));
  return c.json(pageOf(c, { page, size, count: n, results }));
});

/** Every id the same filters select, for "select all matching" (at most what one bulk call takes). */
promotionEditorListRoutes.get('/editable/ids', guard, async (c) => {
  const edition = c.get('edition');
  assertMayEdit(c.get('editor'), edition);
  const { ordering, ...filters } = parseQuery(c, promotionEditorListQuery);
  const db = c.get('db');
  const where = editorListWhere(edition, filters);
  const [[{ n }], rows] = await Promise.all([
    db.select({ n: count() }).from(promotions).innerJoin(stores, eq(stores.id, promotions.storeId)).leftJoin(coupons, eq(coupons.promotionId, promotions.id)).where(where),
    db.select({ id: promotions.id }).from(promotions).innerJoin(stores, eq(stores.id, promotions.storeId)).leftJoin(coupons, eq(coupons.promotionId, promotions.id)).where(where).orderBy(...editorListOrder(ordering)).limit(BULK_MAX),
  ]);
  return c.json({ count: n, ids: rows.map((row) => row.id), capped: n > BULK_MAX });
});

import type { Context } from 'hono';
import { and, count, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { TRASH_DAYS } from '@/lib/schemas/content-status';
import { bulkDestroyBody, trashQuery } from '@/lib/schemas/promotion-trash';
import { promotionBody, promotionPatch, type PromotionInput, type PromotionPatch } from '@/lib/schemas/promotion-write';
import { promotions, stores } from '@/server/db/schema';
import { recordAudit } from '../audit/record';
import { assertMayEdit, requireEditor } from '../auth/editor-guard';
import type { ApiEnv } from '../core/env';
import { notFound } from '../core/errors';
import { editorJsonBody, refusedCall, refusedFields } from '../core/editor-refusal';
import { limitBody } from '../core/json-body';
import { offsetOf, pageOf } from '../core/pagination';
import { newRouter } from '../core/router';
import { parseQuery, pathInt } from '../core/validation';
import { completeInput, emptyOldTrash, inputOf, promotionChange, readEditablePromotion, savePromotion, type EditablePromotion } from '../promotions/editing';
import { writeEditable, type EditableKind } from '../core/editable-write';

/** The editors' promotion calls; mounted before the public ones, so `trash` is never read as an id. */
export const promotionWritesRoutes = newRouter();

const BODY_LIMIT = 64 * 1024;
const guard = requireEditor();

/** The edition the call names, once the editor is known to be allowed to change it. */
function editableEdition(c: Context<ApiEnv>) {
  const edition = c.get('edition');
  assertMayEdit(c.get('editor'), edition);
  return edition;
}

const promotionKind: EditableKind<EditablePromotion, PromotionInput, PromotionPatch> = {
  entityType: 'promotion',
  read: readEditablePromotion,
  // A promotion in the trash is restored before it is changed.
  isGone: (promotion) => promotion.deleted_at !== null,
  inputOf,
  complete: completeInput,
  save: savePromotion,
};

const write = (c: Context<ApiEnv>, id: number | null, body: PromotionPatch, mode: 'replace' | 'merge') => writeEditable(c, promotionKind, id, body, mode);

promotionWritesRoutes.post('/', guard, limitBody(BODY_LIMIT), async (c) => write(c, null, await editorJsonBody(c, promotionBody), 'replace'));
promotionWritesRoutes.put('/:id', guard, limitBody(BODY_LIMIT), async (c) => write(c, pathInt(c), await editorJsonBody(c, promotionBody), 'replace'));
promotionWritesRoutes.patch('/:id', guard, limitBody(BODY_LIMIT), async (c) => write(c, pathInt(c), await editorJsonBody(c, promotionPatch), 'merge'));

/** Moves promotions to the trash, from which an editor restores them for TRASH_DAYS days. */
async function moveToTrash(c: Context<ApiEnv>, ids: number[]) {
  const db = c.get('db');
  const edition = editableEdition(c);
  const found = await Promise.all(ids.map((id) => readEditablePromotion(db, edition, id)));
  const unknown = ids.filter((id, i) => !found[i] || found[i]!.deleted_at);
  if (unknown.length) throw refusedFields(edition, { promotions: [{ key: 'unknownPromotions', values: { ids: unknown.join(', '), count: unknown.length } }] });
  await db
    .update(promotions)
    .set({ deletedAt: sql`now()` })
    .where(and(inArray(promotions.id, ids), eq(promotions.edition, edition)));
  await emptyOldTrash(db);
  for (const before of found) {
    const p = before!;
    c.get('contentChanged')(promotionChange(edition, [p.store, p.stores[0]?.slug ?? ''], new Map(), p), 'now');
    await recordAudit(c, c.get('editor'), { action: 'trash', entityType: 'promotion', entityId: p.id, edition, before: p, after: null });
  }
  return ids;
}

promotionWritesRoutes.post('/bulk_destroy', guard, limitBody(BODY_LIMIT), async (c) => {
  const { promotions: ids } = await editorJsonBody(c, bulkDestroyBody);
  const unique = [...new Set(ids)];
  return c.json({ trashed: await moveToTrash(c, unique), restorable_for_days: TRASH_DAYS });
});

promotionWritesRoutes.delete('/:id', guard, async (c) => {
  await moveToTrash(c, [pathInt(c)]);
  return c.body(null, 204);
});

/** Takes a promotion back out of the trash, as it was. */
promotionWritesRoutes.post('/:id/restore', guard, async (c) => {
  const db = c.get('db');
  const edition = editableEdition(c);
  const id = pathInt(c);
  const before = await readEditablePromotion(db, edition, id);
  if (!before?.deleted_at) throw refusedCall(edition, 404, { key: 'notInTrash' });
  await db.update(promotions).set({ deletedAt: null }).where(eq(promotions.id, id));
  const after = await readEditablePromotion(db, edition, id);
  c.get('contentChanged')(promotionChange(edition, [before.store, before.stores[0]?.slug ?? ''], new Map(), before), 'now');
  await recordAudit(c, c.get('editor'), { action: 'restore', entityType: 'promotion', entityId: id, edition, before, after });
  return c.json(after);
});

/** A promotion as the editor's form reads it (drafts and the trash included). */
promotionWritesRoutes.get('/:id/editable', guard, async (c) => {
  const promotion = await readEditablePromotion(c.get('db'), c.get('edition'), pathInt(c));
  if (!promotion) throw notFound();
  return c.json(promotion);
});

/** The edition's trash, most recently deleted first. */
promotionWritesRoutes.get('/trash', guard, async (c) => {
  const q = parseQuery(c, trashQuery);
  const db = c.get('db');
  const edition = c.get('edition');
  const where = and(eq(promotions.edition, edition), isNotNull(promotions.deletedAt));
  const [[{ n }], rows] = await Promise.all([
    db.select({ n: count() }).from(promotions).where(where),
    db
      .select({ id: promotions.id })
      .from(promotions)
      .innerJoin(stores, eq(stores.id, promotions.storeId))
      .where(where)
      .orderBy(desc(promotions.deletedAt), desc(promotions.id))
      .limit(q.size)
      .offset(offsetOf(q.page, q.size)),
  ]);
  const results = await Promise.all(rows.map((row) => readEditablePromotion(db, edition, row.id)));
  return c.json(pageOf(c, { page: q.page, size: q.size, count: n, results }));
});


import { and, asc, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Context } from 'hono';
import { approveBody, inboxPatch, inboxQuery, moderationQuery } from '@/lib/schemas/visitor-submissions';
import { formSubmissions, newsletterSubscribers } from '@/server/db/schema';
import { recordAudit } from '../audit/record';
import { assertMayEdit, requireEditor } from '../auth/editor-guard';
import type { ApiEnv } from '../core/env';
import { notFound } from '../core/errors';
import { editorJsonBody, editorParse, refusedCall } from '../core/editor-refusal';
import { optionalJsonBody } from '../core/json-body';
import { csvDocument } from '../core/csv';
import { offsetOf, pageOf } from '../core/pagination';
import { newRouter } from '../core/router';
import { parseQuery, pathInt } from '../core/validation';
import { draftFromSubmission, queueSharedCodeThanks, serializeSubmission, type Submission } from '../visitor-forms/review';

const editorOnly = requireEditor();

/** A submission of the kinds given, in the request's edition, which the editor may handle; 404 otherwise. */
async function submissionOf(c: Context<ApiEnv>, kinds: Submission['kind'][]): Promise<Submission> {
  assertMayEdit(c.get('editor'), c.get('edition'));
  const [row] = await c
    .get('db')
    .select()
    .from(formSubmissions)
    .where(and(eq(formSubmissions.id, pathInt(c)), eq(formSubmissions.edition, c.get('edition')), inArray(formSubmissions.kind, kinds)));
  if (!row) throw notFound();
  return row;
}

async function listOf(c: Context<ApiEnv>, filters: SQL[], page: number, size: number) {
  assertMayEdit(c.get('editor'), c.get('edition'));
  const db = c.get('db');
  const where = and(eq(formSubmissions.edition, c.get('edition')), ...filters);
  const [[{ total }], rows] = await Promise.all([
    db.select({ total: count() }).from(formSubmissions).where(where),
    db.select().from(formSubmissions).where(where).orderBy(desc(formSubmissions.lastSubmittedAt), desc(formSubmissions.id)).limit(size).offset(offsetOf(page, size)),
  ]);
  return c.json(pageOf(c, { page, size, count: total, results: rows.map(serializeSubmission) }));
}

/** The edition's contact messages: list, read, mark handled (or new again), delete. */
export const inboxRoutes = newRouter();

inboxRoutes.get('/', editorOnly, async (c) => {
  const query = parseQuery(c, inboxQuery);
  return listOf(c, [eq(formSubmissions.kind, 'contact'), ...(query.status ? [eq(formSubmissions.status, query.status)] : [])], query.page, query.size);
});

inboxRoutes.get('/:id', editorOnly, async (c) => c.json(serializeSubmission(await submissionOf(c, ['contact']))));

inboxRoutes.patch('/:id', editorOnly, async (c) => {
  const before = await submissionOf(c, ['contact']);
  const { status } = await editorJsonBody(c, inboxPatch);
  const editor = c.get('editor');
  const [after] = await c
    .get('db')
    .update(formSubmissions)
    .set(status === 'handled' ? { status, handledAt: new Date(), handledBy: editor.email } : { status, handledAt: null, handledBy: null })
    .where(eq(formSubmissions.id, before.id))
    .returning();
  await recordAudit(c, editor, { action: status === 'handled' ? 'handle' : 'reopen', entityType: 'contact_message', entityId: before.id, edition: c.get('edition'), before: { status: before.status }, after: { status } });
  return c.json(serializeSubmission(after));
});

inboxRoutes.delete('/:id', editorOnly, async (c) => {
  const before = await submissionOf(c, ['contact']);
  await c.get('db').delete(formSubmissions).where(eq(formSubmissions.id, before.id));
  await recordAudit(c, c.get('editor'), { action: 'delete', entityType: 'contact_message', entityId: before.id, edition: c.get('edition'), before: serializeSubmission(before) });
  return c.body(null, 204);
});

/** Shared codes and suggested shops waiting for an editor: list, read, approve (a draft is made), reject. */
export const moderationRoutes = newRouter();

moderationRoutes.get('/', editorOnly, async (c) => {
  const query = parseQuery(c, moderationQuery);
  const filters = [inArray(formSubmissions.kind, query.kind ? [query.kind] : ['share_code', 'suggest_shop'])];
  if (query.status) filters.push(eq(formSubmissions.status, query.status));
  return listOf(c, filters, query.page, query.size);
});

moderationRoutes.get('/:id', editorOnly, async (c) => c.json(serializeSubmission(await submissionOf(c, ['share_code', 'suggest_shop']))));

/**
 * Approving makes the draft (see `draftFromSubmission`), thanks the visitor who shared a code when they left an
 * address, and answers the submission with the draft's id.
 */
moderationRoutes.post('/:id/approve', editorOnly, async (c) => {
  const before = await submissionOf(c, ['share_code', 'suggest_shop']);
  if (before.status !== 'new') throw refusedCall(c.get('edition'), 409, { key: 'alreadyHandled', values: { status: before.status } });
  const body = await optionalJsonBody(c, approveBody, editorParse(c.get('edition')));
  const db = c.get('db');
  const edition = c.get('edition');
  const editor = c.get('editor');
  const draft = await draftFromSubmission(db, edition, before, body.store);
  c.get('contentChanged')(draft.change, 'now');
  const [after] = await db
    .update(formSubmissions)
    .set({ status: 'approved', handledAt: new Date(), handledBy: editor.email, createdEntityId: draft.id })
    .where(eq(formSubmissions.id, before.id))
    .returning();
  if (before.kind === 'share_code' && before.email) {
    await queueSharedCodeThanks(db, edition, before.email, String(before.payload.store ?? ''));
    c.get('wakeBackgroundWork')();
  }
  await recordAudit(c, editor, { action: 'create', entityType: draft.entity, entityId: draft.id, edition, after: { status: 'draft', from_submission: before.id } });
  await recordAudit(c, editor, { action: 'approve', entityType: before.kind, entityId: before.id, edition, before: { status: before.status }, after: { status: 'approved', [draft.entity]: draft.id } });
  return c.json({ ...serializeSubmission(after), draft: { entity: draft.entity, id: draft.id } });
});

moderationRoutes.post('/:id/reject', editorOnly, async (c) => {
  const before = await submissionOf(c, ['share_code', 'suggest_shop']);
  if (before.status !== 'new') throw refusedCall(c.get('edition'), 409, { key: 'alreadyHandled', values: { status: before.status } });
  const editor = c.get('editor');
  const [after] = await c
    .get('db')
    .update(formSubmissions)
    .set({ status: 'rejected', handledAt: new Date(), handledBy: editor.email })
    .where(eq(formSubmissions.id, before.id))
    .returning();
  await recordAudit(c, editor, { action: 'reject', entityType: before.kind, entityId: before.id, edition: c.get('edition'), before: { status: before.status }, after: { status: 'rejected' } });
  return c.json(serializeSubmission(after));
});

/** `GET /newsletter/subscribers/export/`: the edition's confirmed subscribers as CSV, for admins only. */
export const subscribersExportRoutes = newRouter();
subscribersExportRoutes.get('/subscribers/export', requireEditor('admin'), async (c) => {
  const edition = c.get('edition');
  assertMayEdit(c.get('editor'), edition);
  const rows = await c
    .get('db')
    .select()
    .from(newsletterSubscribers)
    .where(and(eq(newsletterSubscribers.edition, edition), eq(newsletterSubscribers.status, 'confirmed')))
    .orderBy(asc(newsletterSubscribers.confirmedAt), asc(newsletterSubscribers.id));
  const csv = csvDocument([
    ['email', 'consent_source', 'requested_at', 'confirmed_at'],
    ...rows.map((row) => [row.email, row.consentSource, row.requestedAt.toISOString(), row.confirmedAt?.toISOString() ?? '']),
  ]);
  await recordAudit(c, c.get('editor'), { action: 'export', entityType: 'newsletter_subscribers', edition, after: { count: rows.length } });
  c.header('Content-Type', 'text/csv; charset=utf-8');
  c.header('Content-Disposition', `attachment; filename="subscribers-${edition}.csv"`);
  c.header('Cache-Control', 'private, no-store');
  return c.body(csv);
});

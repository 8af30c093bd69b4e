import { timingSafeEqual } from 'node:crypto';
import type { Context } from 'hono';
import { and, asc, count, desc, eq, ilike, inArray, max, ne, or, sql } from 'drizzle-orm';
import { INTERNAL_CALL_HEADER, internalCallSecret } from '@/lib/api/internal-call';
import type { EditionId } from '@/lib/editions';
import { planRedirection } from '@/lib/redirects/plan';
import { redirectionBody, redirectionListQuery, redirectionSearchQuery } from '@/lib/schemas/redirections';
import type { z } from '@/lib/schemas/zod';
import { seoRedirections } from '@/server/db/schema';
import type { Db } from '@/server/db/types';
import { recordAudit } from '../audit/record';
import { assertMayEdit, requireEditor } from '../auth/editor-guard';
import type { ApiEnv } from '../core/env';
import { ApiError, notFound } from '../core/errors';
import { editorJsonBody, editorParse, refusedCall, refusedFields } from '../core/editor-refusal';
import { limitBody } from '../core/json-body';
import { offsetOf, pageOf } from '../core/pagination';
import { newRouter } from '../core/router';
import { parseQuery, parseWith, pathInt } from '../core/validation';
import { containsPattern } from '../core/like-pattern';
import { csvDocument } from '../core/csv';
import { IMPORT_MAX_BYTES, importLines, REDIRECTION_COLUMNS, type ImportLine } from '../redirections/csv-file';

/** `/seo/redirections/`: an admin's redirections of an edition's old paths, applied to visitors by the proxy. */
export const redirectionsRoutes = newRouter();

const BODY_LIMIT = 8 * 1024;
const admin = requireEditor('admin');

type Row = typeof seoRedirections.$inferSelect;
type RedirectionBody = z.output<typeof redirectionBody>;
const serialize = (row: Row) => ({
  id: row.id,
  edition: row.edition,
  old_path: row.oldPath,
  new_path: row.newPath,
  status_code: row.statusCode,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

/** Only this process's own code (the proxy loading its table) may call the internal reads. */
function isInternalCall(c: Context<ApiEnv>): boolean {
  const given = Buffer.from(c.req.header(INTERNAL_CALL_HEADER) ?? '');
  const expected = Buffer.from(internalCallSecret());
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** What tells an instance its copy is out of date: the number of rows, the last id, the last change. */
async function tableVersion(db: Db): Promise<string> {
  const [row] = await db.select({ n: count(), last: max(seoRedirections.id), changed: max(seoRedirections.updatedAt) }).from(seoRedirections);
  return `${row.n}:${row.last ?? 0}:${row.changed ? new Date(row.changed).getTime() : 0}`;
}

redirectionsRoutes.get('/version', async (c) => {
  if (!isInternalCall(c)) throw notFound();
  return c.json({ version: await tableVersion(c.get('db')) });
});

/** The whole table of every edition, as the proxy keeps it in memory: `[edition, old path, target, status]`. */
redirectionsRoutes.get('/table', async (c) => {
  if (!isInternalCall(c)) throw notFound();
  const db = c.get('db');
  const version = await tableVersion(db);
  const rows = await db.select().from(seoRedirections);
  return c.json({ version, redirections: rows.map((row) => [row.edition, row.oldPath, row.newPath, row.statusCode]) });
});

async function listPage(c: Context<ApiEnv>, page: number, size: number, where = eq(seoRedirections.edition, c.get('edition'))) {
  const db = c.get('db');
  const [[{ n }], rows] = await Promise.all([
    db.select({ n: count() }).from(seoRedirections).where(where),
    db.select().from(seoRedirections).where(where).orderBy(desc(seoRedirections.updatedAt), desc(seoRedirections.id)).limit(size).offset(offsetOf(page, size)),
  ]);
  return c.json(pageOf(c, { page, size, count: n, results: rows.map(serialize) }));
}

redirectionsRoutes.get('/', admin, async (c) => {
  const q = parseQuery(c, redirectionListQuery);
  return listPage(c, q.page, q.size);
});

redirectionsRoutes.get('/search', admin, async (c) => {
  const q = parseQuery(c, redirectionSearchQuery);
  const pattern = containsPattern(q.q);
  return listPage(c, q.page, q.size, and(eq(seoRedirections.edition, c.get('edition')), or(ilike(seoRedirections.oldPath, pattern), ilike(seoRedirections.newPath, pattern)))!);
});

/** The edition's table without the redirection `exceptId` (the one being changed). */
async function editionTable(db: Db, edition: EditionId, exceptId: number | null): Promise<Map<string, string>> {
  const rows = await db
    .select({ from: seoRedirections.oldPath, to: seoRedirections.newPath })
    .from(seoRedirections)
    .where(and(eq(seoRedirections.edition, edition), exceptId === null ? undefined : ne(seoRedirections.id, exceptId)));
  return new Map(rows.map((row) => [row.from, row.to]));
}

/**
 * Stores a redirection (new when `id` is null), after the loop and chain checks, collapsing the chains it ends; a
 * refusal throws its 400 (or 404). The caller tells the site once it has stored all it means to.
 */
async function store(c: Context<ApiEnv>, id: number | null, body: RedirectionBody) {
  const db = c.get('db');
  const edition = c.get('edition');
  const [before] = id === null ? [] : await db.select().from(seoRedirections).where(and(eq(seoRedirections.id, id), eq(seoRedirections.edition, edition)));
  if (id !== null && !before) throw refusedCall(edition, 404, { key: 'notFound' });
  const table = await editionTable(db, edition, id);
  const plan = planRedirection(table, body.old_path, body.new_path);
  if (!plan.ok) throw refusedFields(edition, plan.errors);
  const existing = table.get(plan.source);
  if (existing !== undefined) throw refusedFields(edition, { old_path: [{ key: 'redirectExists', values: { source: plan.source, target: existing } }] });
  const values = { oldPath: plan.source, newPath: plan.target, statusCode: body.status_code, updatedAt: new Date() };
  const saved = await db.transaction(async (tx) => {
    const [row] =
      id === null
        ? await tx
            .insert(seoRedirections)
            .values({ ...values, edition })
            .returning()
        : await tx.update(seoRedirections).set(values).where(eq(seoRedirections.id, id)).returning();
    if (plan.collapse.length) {
      await tx
        .update(seoRedirections)
        .set({ newPath: plan.target, updatedAt: sql`now()` })
        .where(and(eq(seoRedirections.edition, edition), inArray(seoRedirections.oldPath, plan.collapse)));
    }
    return row;
  });
  await recordAudit(c, c.get('editor'), {
    action: id === null ? 'create' : 'update',
    entityType: 'redirection',
    entityId: saved.id,
    edition,
    before: before ? serialize(before) : null,
    after: { ...serialize(saved), collapsed: plan.collapse },
  });
  return { ...serialize(saved), collapsed: plan.collapse };
}

async function save(c: Context<ApiEnv>, id: number | null) {
  const edition = c.get('edition');
  assertMayEdit(c.get('editor'), edition);
  const saved = await store(c, id, await editorJsonBody(c, redirectionBody));
  c.get('contentChanged')({ edition, families: ['redirections'] }, 'now');
  return c.json(saved, id === null ? 201 : 200);
}

redirectionsRoutes.post('/', admin, limitBody(BODY_LIMIT), (c) => save(c, null));
redirectionsRoutes.put('/:id', admin, limitBody(BODY_LIMIT), (c) => save(c, pathInt(c)));

redirectionsRoutes.delete('/:id', admin, async (c) => {
  const db = c.get('db');
  const edition = c.get('edition');
  assertMayEdit(c.get('editor'), edition);
  const [row] = await db
    .delete(seoRedirections)
    .where(and(eq(seoRedirections.id, pathInt(c)), eq(seoRedirections.edition, edition)))
    .returning();
  if (!row) throw notFound();
  c.get('contentChanged')({ edition, families: ['redirections'] }, 'now');
  await recordAudit(c, c.get('editor'), { action: 'delete', entityType: 'redirection', entityId: row.id, edition, before: serialize(row), after: null });
  return c.body(null, 204);
});

/**
 * `GET /seo/redirections/export/`: the edition's redirections as CSV (`old_path,new_path,status_code`), the file the
 * import takes back. A byte-order mark first, so that Excel reads accented paths as UTF-8.
 */
redirectionsRoutes.get('/export', admin, async (c) => {
  const edition = c.get('edition');
  assertMayEdit(c.get('editor'), edition);
  const rows = await c.get('db').select().from(seoRedirections).where(eq(seoRedirections.edition, edition)).orderBy(asc(seoRedirections.oldPath));
  c.header('Content-Type', 'text/csv; charset=utf-8');
  c.header('Content-Disposition', `attachment; filename="redirections-${edition}.csv"`);
  c.header('Cache-Control', 'private, no-store');
  return c.body(`\uFEFF${csvDocument([[...REDIRECTION_COLUMNS], ...rows.map((row) => [row.oldPath, row.newPath, String(row.statusCode)])])}`);
});

/**
 * `POST /seo/redirections/import/`: a CSV of new redirections, each line checked and stored in turn as `POST` would
 * (so a line may collapse the chain an earlier one ended, and a path listed twice is refused the second time).
 * Answers every line: created with its id, or refused with its messages field by field.
 */
redirectionsRoutes.post('/import', admin, limitBody(IMPORT_MAX_BYTES), async (c) => {
  const edition = c.get('edition');
  assertMayEdit(c.get('editor'), edition);
  const results: (ImportLine['cells'] & { line: number } & ({ created: true; id: number; collapsed: string[] } | { created: false; errors: Record<string, unknown> }))[] = [];
  for (const { line, cells, fields } of await importLines(c)) {
    try {
      const saved = await store(c, null, parseWith(redirectionBody, fields, editorParse(edition)));
      results.push({ line, ...cells, created: true, id: saved.id, collapsed: saved.collapsed });
    } catch (error) {
      if (!(error instanceof ApiError) || error.status !== 400) throw error;
      results.push({ line, ...cells, created: false, errors: error.body });
    }
  }
  const created = results.filter((result) => result.created).length;
  if (created > 0) c.get('contentChanged')({ edition, families: ['redirections'] }, 'now');
  return c.json({ created, refused: results.length - created, results });
});

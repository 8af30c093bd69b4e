import type { Context } from 'hono';
import { count, desc, eq, ilike, type SQL } from 'drizzle-orm';
import { mediaDeleteQuery, mediaListQuery, mediaSearchQuery } from '@/lib/schemas/media';
import { mediaFiles } from '@/server/db/schema';
import { recordAudit } from '../audit/record';
import { assertMayEdit, requireEditor } from '../auth/editor-guard';
import type { ApiEnv } from '../core/env';
import { notFound } from '../core/errors';
import { refusedCall } from '../core/editor-refusal';
import { offsetOf, pageOf } from '../core/pagination';
import { newRouter } from '../core/router';
import { parseQuery, pathInt } from '../core/validation';
import { generatedPath, ICON_MAX_BYTES, ICON_TYPES, limitUpload, receiveUpload, type ReceivedUpload } from '../media/upload';
import { mediaUsage } from '../media/usage';
import { containsPattern } from '../core/like-pattern';

/** `/media_storage/`: the editors' media library (icons and pictures), shared by the three editions. */
export const mediaStorageRoutes = newRouter();

const editor = requireEditor();

const listColumns = {
  id: mediaFiles.id,
  name: mediaFiles.name,
  path: mediaFiles.path,
  mimeType: mediaFiles.mimeType,
  size: mediaFiles.size,
  kind: mediaFiles.kind,
  createdAt: mediaFiles.createdAt,
};
type MediaRow = { [K in keyof typeof listColumns]: (typeof mediaFiles.$inferSelect)[K] };

export const serializeMedia = (row: MediaRow) => ({
  id: row.id,
  name: row.name,
  url: row.path,
  mime_type: row.mimeType,
  size: row.size,
  kind: row.kind,
  created_at: row.createdAt.toISOString(),
});

async function listPage(c: Context<ApiEnv>, page: number, size: number, where?: SQL) {
  const db = c.get('db');
  const [[{ n }], rows] = await Promise.all([
    db.select({ n: count() }).from(mediaFiles).where(where),
    db.select(listColumns).from(mediaFiles).where(where).orderBy(desc(mediaFiles.createdAt), desc(mediaFiles.id)).limit(size).offset(offsetOf(page, size)),
  ]);
  return c.json(pageOf(c, { page, size, count: n, results: rows.map(serializeMedia) }));
}

mediaStorageRoutes.get('/', editor, async (c) => {
  const q = parseQuery(c, mediaListQuery);
  return listPage(c, q.page, q.size);
});

mediaStorageRoutes.get('/search_by_name', editor, async (c) => {
  const q = parseQuery(c, mediaSearchQuery);
  return listPage(c, q.page, q.size, ilike(mediaFiles.name, containsPattern(q.name)));
});

/** Stores an upload under a generated path and answers it (201); the audit keeps its description, not its bytes. */
export async function storeUpload(c: Context<ApiEnv>, upload: ReceivedUpload, kind: 'icon' | 'file') {
  const [row] = await c
    .get('db')
    .insert(mediaFiles)
    .values({ name: upload.name, path: generatedPath(kind === 'icon' ? 'icons' : 'files', upload.extension), mimeType: upload.mimeType, size: upload.bytes.byteLength, kind, content: upload.bytes })
    .returning(listColumns);
  const answer = serializeMedia(row);
  await recordAudit(c, c.get('editor'), { action: 'upload', entityType: 'media', entityId: row.id, after: answer });
  return c.json(answer, 201);
}

mediaStorageRoutes.post(
  '/upload_icon',
  editor,
  limitUpload(ICON_MAX_BYTES),
  async (c) => storeUpload(c, await receiveUpload(c, { accepted: ICON_TYPES, maxBytes: ICON_MAX_BYTES }), 'icon'),
);

/** The entities that still show a file: the library asks before deleting, so the warning comes before the choice. */
mediaStorageRoutes.get('/:id/usage', editor, async (c) => {
  const db = c.get('db');
  const [row] = await db.select({ path: mediaFiles.path }).from(mediaFiles).where(eq(mediaFiles.id, pathInt(c)));
  if (!row) throw notFound();
  return c.json({ used_by: await mediaUsage(db, row.path) });
});

/** Deletes a file; 409 while pages still show it, unless `force=true` (the answer lists them). */
mediaStorageRoutes.delete('/:id', editor, async (c) => {
  const { force } = parseQuery(c, mediaDeleteQuery);
  const db = c.get('db');
  const id = pathInt(c);
  const [row] = await db.select(listColumns).from(mediaFiles).where(eq(mediaFiles.id, id));
  if (!row) throw notFound();
  const usedBy = await mediaUsage(db, row.path);
  if (usedBy.length && !force) {
    throw refusedCall(c.get('edition'), 409, { key: 'mediaInUse', values: { count: usedBy.length } }, { used_by: usedBy });
  }
  // The library is shared: a file another edition still shows is not for an editor of this one alone to take away.
  for (const use of usedBy) assertMayEdit(c.get('editor'), use.edition);
  await db.delete(mediaFiles).where(eq(mediaFiles.id, id));
  await recordAudit(c, c.get('editor'), { action: 'delete', entityType: 'media', entityId: id, before: serializeMedia(row), after: { used_by: usedBy } });
  return c.body(null, 204);
});

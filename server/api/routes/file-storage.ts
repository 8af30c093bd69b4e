import { eq, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import { robotsFiles } from '@/server/db/schema';
import { recordAudit } from '../audit/record';
import { assertMayEdit, requireEditor } from '../auth/editor-guard';
import type { ApiEnv } from '../core/env';
import { notFound } from '../core/errors';
import { refusedCall, refusedFields, refuseLargerThan } from '../core/editor-refusal';
import { newRouter } from '../core/router';
import { checkRobotsFile, ROBOTS_MAX_BYTES } from '../sitemap/robots-file';
import { FILE_MAX_BYTES, FILE_TYPES, limitUpload, receiveUpload } from '../media/upload';
import { storeUpload } from './media-storage';

export const fileStorageRoutes = newRouter();

/** What a multipart envelope adds around the file: the limit refuses a body before reading it whole. */
const MULTIPART_OVERHEAD = 8 * 1024;

/** The uploaded bytes and their declared type: multipart field `file`, or the whole body as text/plain. */
async function uploadedFile(c: Context<ApiEnv>): Promise<{ bytes: Uint8Array; type: string }> {
  const edition = c.get('edition');
  const contentType = c.req.header('content-type') ?? '';
  if (/^multipart\/form-data/i.test(contentType)) {
    const form = await c.req.parseBody({ all: true });
    const field = form.file;
    if (Array.isArray(field)) throw refusedFields(edition, { file: [{ key: 'uploadOneFile' }] });
    if (field === undefined) throw refusedFields(edition, { file: [{ key: 'uploadMissing' }] });
    if (typeof field === 'string') return { bytes: new TextEncoder().encode(field), type: 'text/plain' };
    return { bytes: new Uint8Array(await field.arrayBuffer()), type: field.type };
  }
  if (/^text\/plain/i.test(contentType) || contentType === '') {
    return { bytes: new Uint8Array(await c.req.arrayBuffer()), type: 'text/plain' };
  }
  throw refusedCall(edition, 415, { key: 'robotsNotText', values: { type: contentType } });
}

/** An admin's robots.txt for the edition (`language`), replacing the previous one; served at once by /robots.txt. */
fileStorageRoutes.post(
  '/upload_robots',
  requireEditor('admin'),
  refuseLargerThan(ROBOTS_MAX_BYTES + MULTIPART_OVERHEAD, 400, { file: [{ key: 'robotsTooLarge', values: { max: ROBOTS_MAX_BYTES } }] }),
  async (c) => {
    const edition = c.get('edition');
    assertMayEdit(c.get('editor'), edition);
    const { bytes, type } = await uploadedFile(c);
    const check = checkRobotsFile(bytes, type);
    if (!check.ok) throw refusedFields(edition, { file: [check.refusal] });
    const [before] = await c.get('db').select({ content: robotsFiles.content }).from(robotsFiles).where(eq(robotsFiles.edition, edition));
    const [row] = await c
      .get('db')
      .insert(robotsFiles)
      .values({ edition, content: check.content })
      .onConflictDoUpdate({ target: robotsFiles.edition, set: { content: check.content, updatedAt: sql`now()` } })
      .returning();
    c.get('contentChanged')({ edition, families: ['files'] }, 'now');
    await recordAudit(c, c.get('editor'), { action: 'upload', entityType: 'robots_txt', entityId: edition, edition, before: before ?? null, after: { content: row.content } });
    return c.json({ edition: row.edition, size: new TextEncoder().encode(row.content).byteLength, updated_at: row.updatedAt.toISOString() }, 201);
  },
);

/** The edition's uploaded robots.txt as text; 404 when none was uploaded (the site then serves its default). */
fileStorageRoutes.get('/download_robots', async (c) => {
  const [row] = await c.get('db').select().from(robotsFiles).where(eq(robotsFiles.edition, c.get('edition'))).limit(1);
  if (!row) throw notFound('noRobots');
  return c.text(row.content, 200, {
    'content-type': 'text/plain; charset=utf-8',
    'cache-control': 'no-cache',
    'last-modified': row.updatedAt.toUTCString(),
  });
});

/** A document or a picture for the editors' pages (PDF, PNG, JPEG, WebP, AVIF; at most 10 MB), judged by its content. */
fileStorageRoutes.post(
  '/upload_file',
  requireEditor(),
  limitUpload(FILE_MAX_BYTES),
  async (c) => storeUpload(c, await receiveUpload(c, { accepted: FILE_TYPES, maxBytes: FILE_MAX_BYTES }), 'file'),
);

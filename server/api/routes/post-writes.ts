import type { Context } from 'hono';
import { postBody, postPatch, type PostPatch } from '@/lib/schemas/blog-write';
import { recordAudit } from '../audit/record';
import { assertMayEdit, requireEditor } from '../auth/editor-guard';
import { completePostInput, postInputOf, readEditablePost, savePost } from '../blog/editing';
import type { ApiEnv } from '../core/env';
import { notFound } from '../core/errors';
import { jsonBody, limitBody } from '../core/json-body';
import { newRouter } from '../core/router';
import { pathInt } from '../core/validation';

/** The editors' post calls; mounted before the public ones. */
export const postWritesRoutes = newRouter();

const BODY_LIMIT = 256 * 1024;
const guard = requireEditor();

async function write(c: Context<ApiEnv>, id: number | null, body: PostPatch, mode: 'replace' | 'merge') {
  const db = c.get('db');
  const edition = c.get('edition');
  assertMayEdit(c.get('editor'), edition);
  const before = id === null ? null : await readEditablePost(db, edition, id);
  if (id !== null && !before) throw notFound();
  const input = completePostInput(body, mode === 'merge' && before ? postInputOf(before) : null);
  // A post keeps its address unless the editor gives it a new one.
  if (before && body.slug === undefined) input.slug = before.slug;
  // Published now, unless the editor dates it: a draft written weeks ago is not published weeks ago.
  if (input.status === 'published' && before?.status !== 'published' && body.published_at === undefined) input.published_at = null;
  const saved = await savePost(db, edition, id, input, before);
  const after = await readEditablePost(db, edition, saved.id);
  c.get('contentChanged')(saved.change, 'now');
  await recordAudit(c, c.get('editor'), { action: id === null ? 'create' : 'update', entityType: 'blog_post', entityId: saved.id, edition, before, after });
  return c.json(after, id === null ? 201 : 200);
}

postWritesRoutes.post('/', guard, limitBody(BODY_LIMIT), async (c) => write(c, null, await jsonBody(c, postBody), 'replace'));
postWritesRoutes.put('/:id', guard, limitBody(BODY_LIMIT), async (c) => write(c, pathInt(c), await jsonBody(c, postBody), 'replace'));
postWritesRoutes.patch('/:id', guard, limitBody(BODY_LIMIT), async (c) => write(c, pathInt(c), await jsonBody(c, postPatch), 'merge'));

/** A post as the editor's form reads it, drafts included. */
postWritesRoutes.get('/:id/editable', guard, async (c) => {
  const post = await readEditablePost(c.get('db'), c.get('edition'), pathInt(c));
  if (!post) throw notFound();
  return c.json(post);
});

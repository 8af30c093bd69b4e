import type { Context } from 'hono';
import { postBody, postPatch, type PostInput, type PostPatch } from '@/lib/schemas/blog-write';
import { requireEditor } from '../auth/editor-guard';
import { completePostInput, postInputOf, readEditablePost, savePost, type EditablePost } from '../blog/editing';
import { writeEditable, type EditableKind } from '../core/editable-write';
import type { ApiEnv } from '../core/env';
import { notFound } from '../core/errors';
import { editorJsonBody } from '../core/editor-refusal';
import { limitBody } from '../core/json-body';
import { newRouter } from '../core/router';
import { pathInt } from '../core/validation';

/** The editors' post calls; mounted before the public ones. */
export const postWritesRoutes = newRouter();

const BODY_LIMIT = 256 * 1024;
const guard = requireEditor();

const posts: EditableKind<EditablePost, PostInput, PostPatch> = {
  entityType: 'blog_post',
  read: readEditablePost,
  inputOf: postInputOf,
  complete: completePostInput,
  settle(input, body, before) {
    // A post keeps its address unless the editor gives it a new one.
    if (before && body.slug === undefined) input.slug = before.slug;
    // Published now, unless the editor dates it: a draft written weeks ago is not published weeks ago.
    if (input.status === 'published' && before?.status !== 'published' && body.published_at === undefined) input.published_at = null;
  },
  save: savePost,
};

const write = (c: Context<ApiEnv>, id: number | null, body: PostPatch, mode: 'replace' | 'merge') => writeEditable(c, posts, id, body, mode);

postWritesRoutes.post('/', guard, limitBody(BODY_LIMIT), async (c) => write(c, null, await editorJsonBody(c, postBody), 'replace'));
postWritesRoutes.put('/:id', guard, limitBody(BODY_LIMIT), async (c) => write(c, pathInt(c), await editorJsonBody(c, postBody), 'replace'));
postWritesRoutes.patch('/:id', guard, limitBody(BODY_LIMIT), async (c) => write(c, pathInt(c), await editorJsonBody(c, postPatch), 'merge'));

/** A post as the editor's form reads it, drafts included. */
postWritesRoutes.get('/:id/editable', guard, async (c) => {
  const post = await readEditablePost(c.get('db'), c.get('edition'), pathInt(c));
  if (!post) throw notFound();
  return c.json(post);
});

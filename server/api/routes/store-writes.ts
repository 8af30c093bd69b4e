import type { Context } from 'hono';
import { storeBody, storePatch, type StorePatch } from '@/lib/schemas/store-write';
import { recordAudit } from '../audit/record';
import { assertMayEdit, requireEditor } from '../auth/editor-guard';
import type { ApiEnv } from '../core/env';
import { notFound } from '../core/errors';
import { jsonBody, limitBody } from '../core/json-body';
import { newRouter } from '../core/router';
import { pathInt } from '../core/validation';
import { completeStoreInput, readEditableStore, saveStore, storeInputOf } from '../stores/editing';

/** The editors' shop calls; mounted before the public ones. */
export const storeWritesRoutes = newRouter();

const BODY_LIMIT = 128 * 1024;
const guard = requireEditor();

async function write(c: Context<ApiEnv>, id: number | null, body: StorePatch, mode: 'replace' | 'merge') {
  const db = c.get('db');
  const edition = c.get('edition');
  assertMayEdit(c.get('editor'), edition);
  const before = id === null ? null : await readEditableStore(db, edition, id);
  if (id !== null && !before) throw notFound();
  const input = completeStoreInput(body, mode === 'merge' && before ? storeInputOf(before) : null);
  // A shop keeps its address unless the editor gives it a new one.
  if (before && body.slug === undefined) input.slug = before.slug;
  const saved = await saveStore(db, edition, id, input, before);
  const after = await readEditableStore(db, edition, saved.id);
  c.get('contentChanged')(saved.change, 'now');
  await recordAudit(c, c.get('editor'), { action: id === null ? 'create' : 'update', entityType: 'store', entityId: saved.id, edition, before, after });
  return c.json(after, id === null ? 201 : 200);
}

storeWritesRoutes.post('/', guard, limitBody(BODY_LIMIT), async (c) => write(c, null, await jsonBody(c, storeBody), 'replace'));
storeWritesRoutes.put('/:id', guard, limitBody(BODY_LIMIT), async (c) => write(c, pathInt(c), await jsonBody(c, storeBody), 'replace'));
storeWritesRoutes.patch('/:id', guard, limitBody(BODY_LIMIT), async (c) => write(c, pathInt(c), await jsonBody(c, storePatch), 'merge'));

/** A shop as the editor's form reads it, drafts included. */
storeWritesRoutes.get('/:id/editable', guard, async (c) => {
  const store = await readEditableStore(c.get('db'), c.get('edition'), pathInt(c));
  if (!store) throw notFound();
  return c.json(store);
});

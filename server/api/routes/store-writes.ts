import type { Context } from 'hono';
import { storeBody, storePatch, type StoreInput, type StorePatch } from '@/lib/schemas/store-write';
import { requireEditor } from '../auth/editor-guard';
import { writeEditable, type EditableKind } from '../core/editable-write';
import type { ApiEnv } from '../core/env';
import { notFound } from '../core/errors';
import { editorJsonBody } from '../core/editor-refusal';
import { limitBody } from '../core/json-body';
import { newRouter } from '../core/router';
import { pathInt } from '../core/validation';
import { completeStoreInput, readEditableStore, saveStore, storeInputOf, type EditableStore } from '../stores/editing';

/** The editors' shop calls; mounted before the public ones. */
export const storeWritesRoutes = newRouter();

const BODY_LIMIT = 128 * 1024;
const guard = requireEditor();

const shops: EditableKind<EditableStore, StoreInput, StorePatch> = {
  entityType: 'store',
  read: readEditableStore,
  inputOf: storeInputOf,
  complete: completeStoreInput,
  settle(input, body, before) {
    // A shop keeps its address unless the editor gives it a new one.
    if (before && body.slug === undefined) input.slug = before.slug;
  },
  save: saveStore,
};

const write = (c: Context<ApiEnv>, id: number | null, body: StorePatch, mode: 'replace' | 'merge') => writeEditable(c, shops, id, body, mode);

storeWritesRoutes.post('/', guard, limitBody(BODY_LIMIT), async (c) => write(c, null, await editorJsonBody(c, storeBody), 'replace'));
storeWritesRoutes.put('/:id', guard, limitBody(BODY_LIMIT), async (c) => write(c, pathInt(c), await editorJsonBody(c, storeBody), 'replace'));
storeWritesRoutes.patch('/:id', guard, limitBody(BODY_LIMIT), async (c) => write(c, pathInt(c), await editorJsonBody(c, storePatch), 'merge'));

/** A shop as the editor's form reads it, drafts included. */
storeWritesRoutes.get('/:id/editable', guard, async (c) => {
  const store = await readEditableStore(c.get('db'), c.get('edition'), pathInt(c));
  if (!store) throw notFound();
  return c.json(store);
});

import type { Context } from 'hono';
import type { ContentChange } from '@/lib/cache/tags';
import type { EditionId } from '@/lib/editions';
import type { Db } from '@/server/db/types';
import { recordAudit } from '../audit/record';
import { assertMayEdit } from '../auth/editor-guard';
import type { ApiEnv } from './env';
import { refusedCall } from './editor-refusal';

/** How one kind of editable content is read, completed and stored (promotions, shops, posts). */
export interface EditableKind<E, I, P> {
  /** The audit log's name for the kind. */
  entityType: string;
  read: (db: Db, edition: EditionId, id: number) => Promise<E | null>;
  /** Whether a stored item may not be written (a promotion in the trash). */
  isGone?: (item: E) => boolean;
  inputOf: (item: E) => I;
  complete: (body: P, base: I | null) => I;
  /** Adjusts the completed input with what the stored item and the body say (a kept slug…). */
  settle?: (input: I, body: P, before: E | null) => void;
  save: (db: Db, edition: EditionId, id: number | null, input: I, before: E | null) => Promise<{ id: number; change: ContentChange }>;
}

/**
 * One write of an editor: the edition checked against their account, the item read before (404 when there is none),
 * the body completed (`replace`: POST and PUT, from the defaults; `merge`: PATCH, over the stored item), stored, then
 * the cache told and the audit log written. Answers the item as editors read it (201 when new).
 */
export async function writeEditable<E, I, P>(c: Context<ApiEnv>, kind: EditableKind<E, I, P>, id: number | null, body: P, mode: 'replace' | 'merge') {
  const db = c.get('db');
  const edition = c.get('edition');
  assertMayEdit(c.get('editor'), edition);
  const before = id === null ? null : await kind.read(db, edition, id);
  if (id !== null && (!before || kind.isGone?.(before))) throw refusedCall(edition, 404, { key: 'notFound' });
  const input = kind.complete(body, mode === 'merge' && before ? kind.inputOf(before) : null);
  kind.settle?.(input, body, before);
  const saved = await kind.save(db, edition, id, input, before);
  const after = await kind.read(db, edition, saved.id);
  c.get('contentChanged')(saved.change, 'now');
  await recordAudit(c, c.get('editor'), { action: id === null ? 'create' : 'update', entityType: kind.entityType, entityId: saved.id, edition, before, after });
  return c.json(after, id === null ? 201 : 200);
}

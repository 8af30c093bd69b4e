import type { Context } from 'hono';
import { editionIds, type EditionId } from '@/lib/editions';
import { assertMayEdit } from '../auth/editor-guard';
import type { ApiEnv } from './env';

/**
 * The editions an editor's figures add up: the one `language` names (refused when the editor may not see it), or,
 * when the call names none (or asks for all of them), every edition the editor may see.
 */
export function editionsOfCall(c: Context<ApiEnv>, all: boolean): EditionId[] {
  const editor = c.get('editor');
  if (all || c.req.query('language') === undefined) {
    const allowed = editor.editions;
    return allowed === null ? [...editionIds] : editionIds.filter((id) => allowed.includes(id));
  }
  const edition = c.get('edition');
  assertMayEdit(editor, edition);
  return [edition];
}

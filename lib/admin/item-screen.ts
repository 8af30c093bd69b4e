import { editorGet, type EditorSession } from '@/lib/api/editor';
import { ApiRequestError, type QueryValue } from '@/lib/api/path';
import type { Edition, EditionId } from '@/lib/editions';

/** What an item's editing screen reads before it shows the item's form. */

/** An item's number in the address, when it is one the API could hold. */
export const isItemId = (id: string): boolean => /^\d{1,9}$/.test(id);

/** An item as the editors read it: null when the edition has none at that address, 'failed' when the API did not answer. */
export function readItem<T>(session: EditorSession, path: string, edition: EditionId, query: Record<string, QueryValue> = {}): Promise<T | null | 'failed'> {
  return editorGet<T>(session, path, edition, query).catch((error: unknown) => (error instanceof ApiRequestError && error.status === 404 ? null : ('failed' as const)));
}

/** The edition as the forms take it: its domain for the previews and its clock for the dates, nothing more to the browser. */
export const formEdition = ({ id, origin, timeZone }: Edition): Pick<Edition, 'id' | 'origin' | 'timeZone'> => ({ id, origin, timeZone });

/** The categories as the forms' checklists take them. */
export const categoryChoices = (categories: readonly { id: number; name: string }[]) => categories.map(({ id, name }) => ({ id, name }));

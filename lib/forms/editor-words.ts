import { createTranslator } from 'next-intl';
import { editions, type EditionId } from '@/lib/editions';
import { messagesFor } from '@/messages';
import type { EditorTranslator } from './editor-issue-message';

const translators = new Map<EditionId, EditorTranslator>();

/** The editors' refusals outside a page: the API answers them in the words of `admin.errors`, in the edition's language. */
export function editorWords(edition: EditionId): EditorTranslator {
  let t = translators.get(edition);
  if (!t) {
    t = createTranslator({ locale: editions[edition].htmlLang, messages: messagesFor(edition), namespace: 'admin.errors' });
    translators.set(edition, t);
  }
  return t;
}

import { createTranslator } from 'next-intl';
import { editions, type EditionId } from '@/lib/editions';
import { messagesFor, type Messages } from '@/messages';

/** The API's own refusals (not found, sign in, another site…), in `messages/` under `apiErrors`. */
export type ApiWordKey = keyof Messages['apiErrors'];

/** Which refusal, and the values its words take. */
export interface ApiWording {
  key: ApiWordKey;
  values?: Record<string, string | number>;
  /** The field refused (`{field: [message]}`); none: the whole call (`{detail}`). */
  field?: string;
}

type ApiTranslator = (key: ApiWordKey, values?: Record<string, string | number>) => string;

const translators = new Map<EditionId, ApiTranslator>();

/** The API's refusals in the edition's language: a visitor of vakanties.be reads Dutch, as on the site's pages. */
export function apiWords(edition: EditionId): ApiTranslator {
  let t = translators.get(edition);
  if (!t) {
    t = createTranslator({ locale: editions[edition].htmlLang, messages: messagesFor(edition), namespace: 'apiErrors' }) as ApiTranslator;
    translators.set(edition, t);
  }
  return t;
}

import { createTranslator } from 'next-intl';
import { editions, type EditionId } from '@/lib/editions';
import { messagesFor } from '@/messages';

/**
 * The visitor's words outside a page: what the API's refusals of a form and the site's e-mails say is written in
 * `messages/`, in the edition's language, like every screen.
 */
export function visitorWords<N extends 'forms' | 'forms.errors' | 'forms.status' | 'mail' | 'alerts' | 'alerts.answers' | 'alerts.errors'>(edition: EditionId, namespace: N) {
  return createTranslator({ locale: editions[edition].htmlLang, messages: messagesFor(edition), namespace });
}

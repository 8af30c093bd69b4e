import type { EditionId } from '@/lib/editions';
import { messagesFor } from '@/messages';

/** The API's own refusals as an edition words them (`apiErrors` in `messages/`): what a test expects to read. */
export const refusalsIn = (edition: EditionId = 'fr-be') => messagesFor(edition).apiErrors;

/** A visitor's field refusals as an edition words them (`forms.errors`). */
export const fieldRefusalsIn = (edition: EditionId = 'fr-be') => messagesFor(edition).forms.errors;

import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { EditionId } from '@/lib/editions';
import { editorIssueMessage, wordRefusals, type FieldRefusals, type Wording } from '@/lib/forms/editor-issue-message';
import { editorWords } from '@/lib/forms/editor-words';
import type { z } from '@/lib/schemas/zod';
import type { ApiEnv } from './env';
import { ApiError } from './errors';
import { jsonBody } from './json-body';

/**
 * The editors' refusals in the language of the call's edition: an editor of vakanties.be reads Dutch, one of
 * vacances.be or vacances.fr French, in the API's answer as beside the fields of their screens.
 */

/** zod's parse option that words every issue of an editor's body for the edition. */
export const editorParse = (edition: EditionId) => ({ error: editorIssueMessage(editorWords(edition)) });

/** An editor's JSON body checked against `schema`; a refusal answers 400 field by field in the edition's words. */
export const editorJsonBody = <S extends z.ZodType>(c: Context<ApiEnv>, schema: S): Promise<z.output<S>> => jsonBody(c, schema, editorParse(c.get('edition')));

/** A refusal field by field (`{field: [messages]}`), in the edition's words. */
export const refusedFields = (edition: EditionId, refusals: FieldRefusals, status: ApiError['status'] = 400) =>
  new ApiError(status, wordRefusals(editorWords(edition), refusals));

/** A refusal of the whole call (`{detail}`, with `extra` beside it), in the edition's words. */
export function refusedCall(edition: EditionId, status: ApiError['status'], { key, values }: Wording, extra: Record<string, unknown> = {}) {
  return new ApiError(status, { detail: editorWords(edition)(key, values), ...extra });
}

/** 400 with the refusals when there are any. */
export function assertNoRefusals(edition: EditionId, refusals: FieldRefusals): void {
  if (Object.keys(refusals).length) throw refusedFields(edition, refusals);
}

/** Refuses a body over `bytes` before reading it whole, with the refusals of an editor's upload. */
export const refuseLargerThan =
  (bytes: number, status: ApiError['status'], refusals: FieldRefusals): MiddlewareHandler<ApiEnv> =>
  (c, next) => {
    const refuse = () => {
      throw refusedFields(c.get('edition'), refusals, status);
    };
    return bodyLimit({ maxSize: bytes, onError: refuse })(c, next);
  };

import type { EditionId } from '@/lib/editions';
import { apiWords, type ApiWording } from './api-words';

/**
 * An error the API answers as JSON with its status: `{detail}` or, for 400, `{field: [messages]}`. A refusal made
 * with `wording` is told in the words of the call's edition, chosen when the answer is written (`bodyIn`), since
 * the code that refuses does not always know the edition.
 */
export class ApiError extends Error {
  constructor(
    public readonly status: 400 | 401 | 403 | 404 | 405 | 409 | 410 | 413 | 415 | 429 | 500 | 503,
    public readonly body: Record<string, unknown>,
    public readonly wording?: ApiWording,
  ) {
    super(typeof body.detail === 'string' ? body.detail : wording ? `API error ${status}: ${wording.key}` : `API error ${status}`);
  }

  /** The answer's body, the refusal told in the edition's language when it has wording. */
  bodyIn(edition: EditionId): Record<string, unknown> {
    if (!this.wording) return this.body;
    const { key, values, field } = this.wording;
    const words = apiWords(edition)(key, values);
    return field ? { [field]: [words], ...this.body } : { detail: words, ...this.body };
  }
}

/** A refusal of the whole call (`{detail}`, `extra` beside it), told in the words of the call's edition. */
export const refusal = (status: ApiError['status'], wording: ApiWording, extra: Record<string, unknown> = {}) => new ApiError(status, extra, wording);

/** 404: nothing answers at this address (`key` says more: no such slug, no robots.txt yet…). */
export const notFound = (key: ApiWording['key'] = 'notFound') => refusal(404, { key });

import type { EditionId } from '@/lib/editions';
import { forwardToApi } from './transport';

/** What the API needs of a visitor's exit to count it: the kind of request, the agent's class, the page it came from. */
const EXIT_REQUEST_HEADERS = ['user-agent', 'referer', 'sec-purpose', 'purpose', 'x-moz'] as const;

/**
 * The API's answer to a `/go/…` path of the edition: a 302 to the merchant with its headers, a 404 for an item the
 * edition does not show, or the API's refusal as it is (503 while the database is away).
 */
export function exitAnswer(edition: EditionId, pathname: string, request: Request): Promise<Response> {
  return forwardToApi(pathname, edition, request, EXIT_REQUEST_HEADERS);
}

import { exitRefOf, isGoPath } from '@/lib/clicks/go-paths';
import { editionFromHost, type EditionId } from '@/lib/editions';
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

/**
 * The exit as the server's front answers it, before Next routes anything: a way out needs no page, and it is the one
 * request a visitor waits on between our page and the merchant's. Null when it is no exit the edition leads out
 * through; Next then answers as for any path (the edition's 404 page, or the API's refusal).
 */
export async function frontExit(request: Request): Promise<Response | null> {
  const { pathname } = new URL(request.url);
  if (!isGoPath(pathname) || !exitRefOf(pathname)) return null;
  const edition = editionFromHost(request.headers.get('host'));
  const answer = await exitAnswer(edition.id, pathname, request);
  if (answer.status !== 302) {
    await answer.body?.cancel();
    return null;
  }
  return answer;
}

import { editionIds, editions } from '@/lib/editions';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The configured public origins of the editions: the only pages a write may come from besides the API's own host. */
const ownOrigins = (): Set<string> => new Set(editionIds.map((id) => editions[id].origin));

/**
 * Whether a state-changing request was sent by a browser from another site, which the API refuses (403) so that no
 * page elsewhere can vote, rate, count uses or submit forms in a visitor's name:
 * - a browser that says where the request comes from (`Sec-Fetch-Site`, which no script can set) is believed;
 * - an older one is judged by its `Origin`: one of the editions' origins, or the host the request was sent to;
 * - a request with neither is no browser's (a server, a script) and is judged by the limits alone.
 */
export function isCrossSiteWrite(request: { method: string; origin?: string | null; fetchSite?: string | null; host?: string | null }): boolean {
  if (SAFE_METHODS.has(request.method.toUpperCase())) return false;
  const fetchSite = request.fetchSite?.toLowerCase();
  if (fetchSite) return fetchSite === 'cross-site';
  const origin = request.origin;
  if (!origin) return false;
  if (origin === 'null') return true;
  if (ownOrigins().has(origin)) return false;
  try {
    return new URL(origin).host !== (request.host ?? '').toLowerCase();
  } catch {
    return true;
  }
}

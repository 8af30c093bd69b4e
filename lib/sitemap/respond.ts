import { editionFromHost, type EditionId } from '@/lib/editions';
import { isServiceUnavailable, readOrNull } from '@/lib/api/read';
import { RETRY_AFTER_SECONDS } from '@/lib/service-unavailable.mjs';
import type { EntriesPage } from '@/lib/api/types/sitemap';
import { ApiRequestError, apiResponse } from '@/lib/api/transport';
import { sitemapDocument } from './plan';
import { defaultRobotsTxt } from './robots';
import { sitemapIndexXml, urlsetXml } from './xml';

/**
 * The route handlers of `/sitemap.xml`, `/sitemaps/{n}.xml` and `/robots.txt`. The proxy lets paths with a file
 * extension through untouched, so the edition comes from the request's own Host header here.
 */

/** A sitemap may be an hour old: search engines fetch it rarely, and every page also carries its own hreflang. */
const SITEMAP_CACHE = 'public, max-age=3600';
/** Short on purpose: an uploaded robots.txt must take effect within minutes. */
const ROBOTS_CACHE = 'public, max-age=300';

const notFound = () => new Response('Not found\n', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });

/** A sitemap that cannot be read now: search engines come back for a 503, where a 500 or an empty one misleads them. */
const unavailable = () =>
  new Response('Temporarily unavailable\n', { status: 503, headers: { 'content-type': 'text/plain; charset=utf-8', 'retry-after': String(RETRY_AFTER_SECONDS), 'cache-control': 'no-store' } });

export async function sitemapResponse(request: Request, part: number | null): Promise<Response> {
  try {
    return await sitemapOf(request, part);
  } catch (error) {
    if (isServiceUnavailable(error)) return unavailable();
    throw error;
  }
}

async function sitemapOf(request: Request, part: number | null): Promise<Response> {
  const edition = editionFromHost(request.headers.get('host')).id;
  const load = (page: number, size: number) => readOrNull<EntriesPage>('/sitemap/entries/', edition, { page, size });
  const document = await sitemapDocument(part, load);
  if (!document) return notFound();
  const xml = document.kind === 'index' ? sitemapIndexXml(edition, document.parts) : urlsetXml(edition, document.entries);
  return new Response(xml, { headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': SITEMAP_CACHE } });
}

/** The uploaded robots.txt of the edition; null when none was uploaded (the API answers 404). */
async function storedRobots(edition: EditionId): Promise<string | null> {
  const res = await apiResponse('/file_storage/download_robots/', edition, {}, 'text/plain');
  if (res.status === 404) return null;
  if (!res.ok) throw new ApiRequestError(res.status, '/file_storage/download_robots/', await res.text().catch(() => null));
  return res.text();
}

export async function robotsResponse(request: Request): Promise<Response> {
  const edition = editionFromHost(request.headers.get('host')).id;
  let body: string;
  try {
    body = (await storedRobots(edition)) ?? defaultRobotsTxt(edition);
  } catch (error) {
    // Crawlers read a failing robots.txt as "crawl nothing" (5xx) or go on with stale rules: the default is safer.
    console.error(`robots.txt (${edition}) failed, serving the default:`, error);
    body = defaultRobotsTxt(edition);
  }
  return new Response(body, { headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': ROBOTS_CACHE } });
}

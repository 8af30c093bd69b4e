import { NextResponse, type NextRequest } from 'next/server';
import { editionFromHost } from '@/lib/editions';
import { isInternalOnlyPath, withPageState } from '@/lib/page-state';
import { redirectFor } from '@/lib/redirects/redirect-table';
import { carriedQuery, invalidPageRedirect, resolvePath } from '@/lib/routing';
import { adminCsp, baseSecurityHeaders, pageCsp, resourceCsp } from '@/lib/security/csp';
import { isMalformedPath, methodVerdict } from '@/lib/security/request-method';
import { ADMIN_EDITION_HEADER, isAdminPath } from '@/lib/admin/paths';
import type { EditionId } from '@/lib/editions';
import { EDITION_LOG_HEADER } from '@/lib/log/edition-header.mjs';
import { isGoPath } from '@/lib/clicks/go-paths';
import { exitAnswer } from '@/lib/api/go';

const production = process.env.NODE_ENV === 'production';

/** Request headers only the proxy may set: a client sending them is ignored, never trusted. */
const internalHeaders = ['x-middleware-subrequest', 'x-next-intl-locale', 'content-security-policy', 'x-nonce', ADMIN_EDITION_HEADER];

const isApiPath = (pathname: string) => /^\/api(\/|$)/.test(pathname);

/** Files of `public/` and the app's own assets: served as they are, with the resource policy. */
const isResource = (pathname: string) => /^\/(api|_next|images|logos)(\/|$)/.test(pathname) || /\.[a-z0-9]{2,5}$/i.test(pathname);

function withHeaders(response: NextResponse, csp: string, edition?: EditionId): NextResponse {
  response.headers.set('Content-Security-Policy', csp);
  for (const [name, value] of Object.entries(baseSecurityHeaders(production))) response.headers.set(name, value);
  // For the server front's request log, which takes it off the answer.
  if (edition) response.headers.set(EDITION_LOG_HEADER, edition);
  return response;
}

/**
 * Every request: the edition from the Host header, the editors' redirections, the edition's own URL spelling (301 otherwise), the
 * `page` rule (a page number that is not a whole number ≥ 1 answers 301 to the page without it, so search
 * engines see one URL), then a rewrite to the app's internal `/{locale}/{french path}` with the edition's
 * static Content-Security-Policy, so that pages can be served from cache. Pages never trust the proxy alone for
 * authorisation: the API checks its own tokens.
 */
export default async function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  const api = isApiPath(pathname);
  if (api && isMalformedPath(pathname)) return withHeaders(NextResponse.json({ detail: 'Malformed path.' }, { status: 400 }), resourceCsp);
  // The API answers its own methods (405 with Allow for a known path); pages and files answer here.
  if (!api) {
    const verdict = methodVerdict(request.method, isResource(pathname) ? 'file' : 'page', request.headers.get('content-type'), request.headers.has('next-action'));
    if (verdict.kind !== 'serve') {
      return withHeaders(new NextResponse(null, { status: verdict.kind === 'options' ? 204 : 405, headers: { Allow: verdict.allow } }), resourceCsp);
    }
  }
  if (isResource(pathname)) return withHeaders(NextResponse.next(), resourceCsp);

  const edition = editionFromHost(request.headers.get('host'));
  // A path whose escapes decode to nothing names no page: the edition's 404 page.
  if (isMalformedPath(pathname)) return notFoundPage(request, edition);
  if (isAdminPath(pathname)) return adminRequest(request, edition);
  if (isGoPath(pathname)) return exitRequest(request, edition);
  // The editors' redirections come first: an old path may be one the site would still resolve.
  const moved = await redirectFor(edition.id, pathname);
  if (moved) {
    // A path of the edition keeps the visitor's query and stays relative, on the host they asked for.
    const location = moved.location.startsWith('/') ? new URL(`${moved.location}${moved.location.includes('?') ? '' : carriedQuery(search)}`, request.nextUrl.origin) : moved.location;
    return withHeaders(NextResponse.redirect(location, moved.status), resourceCsp, edition.id);
  }
  const resolution = resolvePath(edition.id, pathname);
  const pageFix = invalidPageRedirect(search);
  if (resolution.kind === 'redirect' || pageFix !== null) {
    const target = request.nextUrl.clone();
    if (resolution.kind === 'redirect') target.pathname = resolution.location;
    if (pageFix !== null) target.search = pageFix;
    // A path alone (`Location: /faq`): Next answers a target on the request's own origin relatively, so the visitor
    // stays on the host they asked for, and nothing of the Host or X-Forwarded-* headers, which a client can forge,
    // ever goes into the answer.
    const location = new URL(`${target.pathname}${carriedQuery(target.search)}`, request.nextUrl.origin);
    return withHeaders(NextResponse.redirect(location, 301), resourceCsp, edition.id);
  }

  // A path naming an internal route or holding the state mark would reach a page under a second URL: it is no page.
  return pageRewrite(request, edition, isInternalOnlyPath(pathname) ? '/not-found' : withPageState(resolution.internalPath, search));
}

/** The edition's page at an internal path, with the edition's static policy, so that pages can be served from cache. */
function pageRewrite(request: NextRequest, edition: ReturnType<typeof editionFromHost>, internalPath: string): NextResponse {
  const csp = pageCsp({ development: !production, thirdParty: edition.thirdParty });
  const headers = new Headers(request.headers);
  for (const name of internalHeaders) headers.delete(name);
  headers.set('x-next-intl-locale', edition.htmlLang);
  const internal = request.nextUrl.clone();
  internal.pathname = `/${edition.htmlLang}${internalPath === '/' ? '' : internalPath}`;
  return withHeaders(NextResponse.rewrite(internal, { request: { headers } }), csp, edition.id);
}

const notFoundPage = (request: NextRequest, edition: ReturnType<typeof editionFromHost>) => pageRewrite(request, edition, '/not-found');

/**
 * A way out to a merchant (`/go/…`): the API counts the click and names the target; a redirect is answered as the API
 * wrote it (its own referrer policy and no-store), an item the edition does not show is the edition's 404 page.
 */
async function exitRequest(request: NextRequest, edition: ReturnType<typeof editionFromHost>): Promise<NextResponse> {
  const answer = await exitAnswer(edition.id, request.nextUrl.pathname, request);
  if (answer.status === 404) return notFoundPage(request, edition);
  const response = withHeaders(new NextResponse(answer.status === 302 ? null : answer.body, { status: answer.status }), resourceCsp, edition.id);
  answer.headers.forEach((value, name) => {
    if (/^(location|cache-control|x-robots-tag|referrer-policy|retry-after|content-type)$/i.test(name)) response.headers.set(name, value);
  });
  return response;
}

/**
 * The editors' area (`/admin`): served by its own route, never rewritten, never cached, out of search engines, with
 * a per-request nonce policy. The edition comes from the Host like everywhere else; the pages read it from a
 * header only the proxy writes.
 */
function adminRequest(request: NextRequest, edition: ReturnType<typeof editionFromHost>): NextResponse {
  const nonce = Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString('base64');
  const csp = adminCsp(nonce, !production);
  const headers = new Headers(request.headers);
  for (const name of internalHeaders) headers.delete(name);
  headers.set('x-next-intl-locale', edition.htmlLang);
  headers.set(ADMIN_EDITION_HEADER, edition.id);
  // Next reads the nonce from the request's policy and puts it on the scripts it writes.
  headers.set('content-security-policy', csp);
  headers.set('x-nonce', nonce);
  const response = withHeaders(NextResponse.next({ request: { headers } }), csp, edition.id);
  response.headers.set('X-Robots-Tag', 'noindex, nofollow');
  response.headers.set('Cache-Control', 'private, no-store');
  return response;
}

export const config = {
  // Static build output needs no policy of its own; everything else, API included, passes here.
  matcher: ['/((?!_next/static|_next/image).*)'],
};

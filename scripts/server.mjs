// The production server: Next's request handler behind a small front that answers, itself, what Next cannot take
// without a server error: the TRACE and CONNECT methods (its Request objects refuse them), the `*` request-target and
// an absolute one. It also keeps the internal path of a page out of the answers a browser loads as documents, and it
// answers the exits to merchants (`/go/…`) through the app's own handler without Next's routing.
// `scripts/start.mjs` runs it; PORT, KEEP_ALIVE_TIMEOUT_MS and SHUTDOWN_DEADLINE_MS as there.
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import path from 'node:path';
import { EDITION_LOG_HEADER } from '../lib/log/edition-header.mjs';
import { log } from '../lib/log/logger.mjs';
import { boundedLocation } from '../lib/redirects/carried-query.mjs';
import { databaseRecentlyUnavailable, RETRY_AFTER_SECONDS } from '../lib/service-unavailable.mjs';
import { baseSecurityHeaders, resourceCsp } from '../lib/security/base-headers.mjs';
import { stopCleanly } from './server-shutdown.mjs';

process.env.NODE_ENV = 'production';
const { default: next } = await import('next');

const root = path.resolve(import.meta.dirname, '..');
const port = Number(process.env.PORT || 3000);
const PAGE_METHODS = 'GET, HEAD, POST, OPTIONS';
const PROTECTIVE_HEADERS = { ...baseSecurityHeaders(true), 'Content-Security-Policy': resourceCsp };

/** Answers a request the front decides alone, with the headers every answer carries. */
function answer(res, status, headers = {}) {
  // What the client sent is read and dropped, so that it gets the answer rather than a connection cut mid-body.
  res.req.resume();
  res.writeHead(status, { ...PROTECTIVE_HEADERS, 'Cache-Control': 'no-store', 'Content-Length': '0', ...headers });
  res.end();
}

/** What the front answers itself; null when the request goes to Next. */
function frontAnswer(req, res) {
  if (req.url === '*') return req.method === 'OPTIONS' ? answer(res, 204, { Allow: PAGE_METHODS }) : answer(res, 400);
  // An absolute request-target (`GET http://host/path`) is a proxy's form; the site is no proxy.
  if (!req.url?.startsWith('/')) return answer(res, 400);
  if (req.method === 'TRACE' || req.method === 'TRACK' || req.method === 'CONNECT') return answer(res, 405, { Allow: PAGE_METHODS });
  return null;
}

/**
 * A page address whose %-escapes decode to nothing (`/categories/x%ZZ`) makes Next fail before any of the site's code
 * runs: it is sent on as `/not-found`, the edition's 404 page. The API answers such paths itself (400).
 */
function saneUrl(url) {
  // The path as it will be routed: `..` segments resolved (`/api/x/../../y` is no API path).
  let pathname;
  try {
    pathname = new URL(url, 'http://front.invalid').pathname;
  } catch {
    return '/not-found';
  }
  if (pathname.startsWith('/api/')) return url;
  try {
    decodeURIComponent(pathname);
    return url;
  } catch {
    return '/not-found';
  }
}

/** Headers that would tell a visitor the page's internal path (`/fr-BE/faq`): a document needs none of them. */
const INTERNAL_HEADERS = ['x-middleware-rewrite', 'x-middleware-next', 'x-nextjs-rewritten-path', 'x-nextjs-rewritten-query', 'x-invoke-path', 'x-matched-path'];

const REDIRECT_HEADERS = ['location', 'refresh'];

/** A `Location`, or a `Refresh: 0;url=…`, whose query is no longer than a redirect may carry. */
function boundedRedirect(value) {
  const refresh = /^(\s*\d+\s*;\s*url=)(.*)$/is.exec(value);
  return refresh ? `${refresh[1]}${boundedLocation(refresh[2])}` : boundedLocation(value);
}

/**
 * Adjusts what Next answers: the internal headers are dropped, unless the client router asked (an RSC request reads
 * the rewrite); and a form post to a page that Next could not read as a Server Action (no action named, a body that
 * is no form) is the client's error, a 400, not the server's.
 */
function adjustAnswer(req, res) {
  const keepInternal = req.headers.rsc === '1' || Boolean(req.headers['next-router-prefetch']);
  const isApi = Boolean(req.url?.startsWith('/api/'));
  const unreadablePost = req.method === 'POST' && !isApi && !req.headers['next-action'];
  const writeHead = res.writeHead.bind(res);
  res.writeHead = (status, ...rest) => {
    // Headers handed to writeHead join those set before it, so that every rule below reads and changes one set.
    const at = rest.findIndex((arg) => arg && typeof arg === 'object' && !Array.isArray(arg));
    if (at !== -1) {
      for (const [name, value] of Object.entries(rest[at])) if (value !== undefined) res.setHeader(name, value);
      rest.splice(at, 1);
    }
    let code = status;
    if (unreadablePost && typeof code === 'number' && code >= 500) code = 400;
    // A page that failed while the database is away (the API said so) is "come back in a minute", not a server error:
    // 503 with Retry-After, never cached, so that crawlers and visitors return instead of giving up.
    if (code === 500 && !isApi && databaseRecentlyUnavailable()) {
      code = 503;
      if (typeof rest[0] === 'string') rest.splice(0, 1);
      res.setHeader('Retry-After', String(RETRY_AFTER_SECONDS));
      res.setHeader('Cache-Control', 'no-store');
    }
    // Answers Next gives before the proxy runs (its own redirect of `//x` to `/x`, say) carry the protective headers
    // too; the proxy's, set already, are kept.
    for (const [name, value] of Object.entries(PROTECTIVE_HEADERS)) if (!res.hasHeader(name)) res.setHeader(name, value);
    // Next's own redirects (`//x` to `/x`, with a `Refresh` beside the `Location`) carry the whole query on: no
    // longer than the site's own redirects do.
    for (const name of REDIRECT_HEADERS) {
      const value = res.getHeader(name);
      if (typeof value === 'string') res.setHeader(name, boundedRedirect(value));
    }
    // The edition, for the request log only.
    res.logEdition = res.getHeader(EDITION_LOG_HEADER);
    res.removeHeader(EDITION_LOG_HEADER);
    if (!keepInternal) for (const name of INTERNAL_HEADERS) res.removeHeader(name);
    return writeHead(code, ...rest);
  };
}

/**
 * Names the request (`X-Request-Id` on the answer, and to the API, which logs it with its own lines) and logs one JSON
 * line when it is answered: the id, the edition, the method, the path without its query (which may hold a token or an
 * address), the status and the duration.
 */
function logRequest(req, res) {
  const began = process.hrtime.bigint();
  const id = randomUUID();
  req.headers['x-request-id'] = id;
  res.setHeader('X-Request-Id', id);
  const route = (req.url ?? '').split('?')[0].slice(0, 300);
  res.on('close', () => {
    // An answer cut short (the client went away, or a stop's deadline passed) is logged as nginx does: 499.
    const status = res.writableFinished ? res.statusCode : 499;
    const line = { reqId: id, edition: res.logEdition ?? null, method: req.method, route, status, ms: Math.round(Number(process.hrtime.bigint() - began) / 1e5) / 10 };
    if (status >= 500 && status !== 499) log.error(line, 'request failed');
    else log.info(line, 'request');
  });
}

/** The headers of the API's redirect that the visitor's browser gets; the rest (the log's edition) stays here. */
const EXIT_HEADERS = ['location', 'cache-control', 'x-robots-tag', 'referrer-policy'];

/**
 * A way out to a merchant (`/go/…`), answered here without Next's routing: the app registers the handler when it
 * starts (instrumentation.ts), the API counts the click and names the target. Answers whether it answered; when it did
 * not (no such item in the edition, the database away), Next answers as for any path.
 */
async function exitAnswered(req, res) {
  const frontExit = globalThis[Symbol.for('vacances.frontExit')];
  if (!frontExit || (req.method !== 'GET' && req.method !== 'HEAD') || !req.url?.startsWith('/go/')) return false;
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) if (typeof value === 'string') headers.set(name, value);
  const exit = await frontExit(new Request(`http://front.invalid${req.url}`, { method: req.method, headers }));
  if (!exit) return false;
  res.logEdition = exit.headers.get(EDITION_LOG_HEADER);
  const answered = { ...PROTECTIVE_HEADERS, 'Content-Length': '0' };
  for (const name of EXIT_HEADERS) {
    const value = exit.headers.get(name);
    if (value !== null) answered[name] = value;
  }
  // The API's referrer policy (our origin only) replaces the protective default.
  if (answered['referrer-policy']) delete answered['Referrer-Policy'];
  res.writeHead(exit.status, answered);
  res.end();
  return true;
}

const app = next({ dev: false, dir: root, port });
const handle = app.getRequestHandler();
await app.prepare();

const server = http.createServer((req, res) => {
  logRequest(req, res);
  if (frontAnswer(req, res) !== null) return;
  req.url = saneUrl(req.url ?? '/');
  const failed = (error) => {
    log.error({ err: error, reqId: req.headers['x-request-id'] }, 'the request handler failed');
    if (!res.headersSent) answer(res, 500);
    else res.end();
  };
  exitAnswered(req, res)
    .catch(() => false)
    .then((answered) => {
      if (answered) return;
      adjustAnswer(req, res);
      return handle(req, res);
    })
    .catch(failed);
});
// A request Node's own parser cannot read (an over-long line, bytes that are no HTTP) gets its 400 with the protective
// headers too, then the connection is closed, as Node does.
server.on('clientError', (error, socket) => {
  if (!socket.writable || error.code === 'ECONNRESET') return socket.destroy();
  const status = error.code === 'HPE_HEADER_OVERFLOW' ? '431 Request Header Fields Too Large' : '400 Bad Request';
  const headers = Object.entries(PROTECTIVE_HEADERS).map(([name, value]) => `${name}: ${value}\r\n`).join('');
  socket.end(`HTTP/1.1 ${status}\r\n${headers}Content-Length: 0\r\nConnection: close\r\n\r\n`);
});
// Node closes an idle keep-alive connection after 5 s; a client that reuses it at that instant gets ECONNRESET (seen
// in the e2e runs). 65 s outlasts the usual proxies' and load balancers' 60 s idle timeout.
server.keepAliveTimeout = Number(process.env.KEEP_ALIVE_TIMEOUT_MS || 65_000);
server.headersTimeout = server.keepAliveTimeout + 1000;
stopCleanly(server);
server.listen(port, () => console.log(`server: listening on port ${port}`));

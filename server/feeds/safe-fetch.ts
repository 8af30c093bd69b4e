/**
 * Downloads an affiliate network's voucher feed. The URL comes from an editor's form or from a network's redirect, so
 * it is untrusted: the download must never reach the site's own network (database, cache, cloud metadata), must not
 * fill the server's memory, and must not hang the import. The address is checked when the connection is made (the
 * `lookup` of `node:http`), so a name cannot resolve to a public address for a check and a private one for the
 * connection.
 */
import dns from 'node:dns';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import net, { type LookupFunction } from 'node:net';
import { type Duplex, PassThrough } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { setTimeout as sleep } from 'node:timers/promises';
import zlib from 'node:zlib';
import ipaddr from 'ipaddr.js';

export interface FetchInit {
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
}

export interface FetchedBody {
  status: number;
  headers: Headers;
  text: string;
}

/** Resolves a host name to IP addresses. */
export type Resolver = (host: string) => Promise<string[]>;

export interface FetchLimits {
  /** For one attempt, redirects, headers and body included. */
  timeoutMs: number;
  /** Decompressed bytes of the body. */
  maxBytes: number;
  /** Attempts in all, the first included. */
  attempts: number;
  /** Wait before the second attempt; doubles for each further one. */
  backoffMs: number;
  maxRedirects: number;
  /** Lets a feed served inside the site's network be read (a local test network); refused otherwise. */
  allowPrivateNetworks: boolean;
  /**
   * Tests only: stands in for DNS, and its answers are trusted as public, so that a test reaches its loopback server
   * under a public-looking name while private networks stay refused. IP literals, in the URL or in a redirect, are
   * still checked. Never set it for a real feed.
   */
  resolve?: Resolver;
}

export type FeedFetchFailure = 'protocol' | 'privateAddress' | 'timeout' | 'tooLarge' | 'status' | 'network' | 'tooManyRedirects' | 'badUrl';

/** Its message names the host and path only: feed URLs carry the network's credentials and tokens. */
export class FeedFetchError extends Error {
  constructor(
    readonly reason: FeedFetchFailure,
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'FeedFetchError';
  }
}

export const FEED_FETCH_LIMITS: FetchLimits = {
  timeoutMs: 30_000,
  maxBytes: 50 * 1024 * 1024,
  attempts: 3,
  backoffMs: 1000,
  maxRedirects: 5,
  // Read at each download, so that the setting applies without a restart of the code that imported this module.
  get allowPrivateNetworks() {
    return process.env.FEEDS_ALLOW_PRIVATE_NETWORKS === 'true';
  },
};

const USER_AGENT = 'VacancesFeeds/1.0';
const ACCEPT_ENCODING = 'gzip, deflate, br';
const REDIRECTS = new Set([301, 302, 303, 307, 308]);
const MAX_RETRY_AFTER_MS = 30_000;
/** Charsets that some networks still use for their CSV exports; anything else is read as UTF-8. */
const LATIN_CHARSETS = new Set(['iso-8859-1', 'latin1', 'windows-1252']);
/** Headers that authenticate to the feed's own server, never to be handed to another one. */
const CREDENTIAL_HEADERS = ['authorization', 'proxy-authorization', 'cookie'];

export async function fetchFeedText(url: string, init: FetchInit = {}, limits: Partial<FetchLimits> = {}): Promise<FetchedBody> {
  const settings = withDefaults(limits);
  const target = parseTarget(url);
  for (let attempt = 1; ; attempt++) {
    let failure: unknown;
    let retryAfterMs: number | undefined;
    try {
      const answer = await fetchOnce(target, init, settings);
      if (answer.status >= 200 && answer.status < 300) return { status: answer.status, headers: answer.headers, text: answer.text };
      failure = new FeedFetchError('status', `HTTP ${answer.status} from ${describe(answer.url)}`, answer.status);
      retryAfterMs = parseRetryAfter(answer.headers.get('retry-after'));
    } catch (error) {
      failure = error;
    }
    if (attempt >= settings.attempts || !isRetryable(failure)) throw failure;
    await sleep(retryAfterMs ?? settings.backoffMs * 2 ** (attempt - 1));
  }
}

/** A limit left undefined keeps its default (the getter of `allowPrivateNetworks` is read here, at each download). */
function withDefaults(limits: Partial<FetchLimits>): FetchLimits {
  const given = Object.fromEntries(Object.entries(limits).filter(([, value]) => value !== undefined));
  return { ...FEED_FETCH_LIMITS, ...given };
}

/** Busy or briefly unreachable networks get another chance; a refusal or a feed that is too large never changes. */
function isRetryable(error: unknown): boolean {
  if (!(error instanceof FeedFetchError)) return false;
  if (error.reason === 'status') return error.status === 429 || (error.status ?? 0) >= 500;
  return error.reason === 'timeout' || error.reason === 'network';
}

function parseRetryAfter(value: string | null): number | undefined {
  if (value === null || !/^\s*\d+\s*$/.test(value)) return undefined;
  return Math.min(Number(value) * 1000, MAX_RETRY_AFTER_MS);
}

interface Answer extends FetchedBody {
  url: URL;
}

/** One attempt: the redirects and the body, under a single deadline. */
async function fetchOnce(url: URL, init: FetchInit, limits: FetchLimits): Promise<Answer> {
  const deadline = new AbortController();
  const timer = setTimeout(() => deadline.abort(), limits.timeoutMs);
  try {
    const { response, url: finalUrl } = await followRedirects(url, init, limits, deadline.signal);
    const status = response.statusCode ?? 0;
    const headers = toHeaders(response);
    if (status < 200 || status >= 300) {
      // An error page is not read: only its status matters.
      response.destroy();
      return { status, headers, text: '', url: finalUrl };
    }
    const body = await readBody(response, limits.maxBytes, deadline.signal, finalUrl);
    return { status, headers, text: decodeText(body, headers.get('content-type')), url: finalUrl };
  } catch (error) {
    if (deadline.signal.aborted) throw new FeedFetchError('timeout', `No complete answer from ${describe(url)} within ${limits.timeoutMs} ms`);
    if (error instanceof FeedFetchError) throw error;
    throw new FeedFetchError('network', `Could not download ${describe(url)}: ${errorText(error)}`);
  } finally {
    clearTimeout(timer);
  }
}

interface Hop {
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  body?: string;
}

async function followRedirects(url: URL, init: FetchInit, limits: FetchLimits, signal: AbortSignal) {
  let target = url;
  let hop: Hop = { method: init.method ?? 'GET', headers: requestHeaders(init.headers), body: init.body };
  for (let redirects = 0; ; redirects++) {
    const response = await send(target, hop, limits, signal);
    const status = response.statusCode ?? 0;
    const location = response.headers.location;
    if (!REDIRECTS.has(status) || !location) return { response, url: target };
    response.destroy();
    if (redirects >= limits.maxRedirects) {
      throw new FeedFetchError('tooManyRedirects', `More than ${limits.maxRedirects} redirects from ${describe(url)}`);
    }
    const next = parseTarget(location, target);
    hop = redirectedHop(hop, status, next.origin === target.origin);
    target = next;
  }
}

/** Parses a feed URL or a redirect's Location, and refuses anything but a web download. */
function parseTarget(location: string, base?: URL): URL {
  let url: URL;
  try {
    url = new URL(location, base);
  } catch {
    throw new FeedFetchError('badUrl', base ? `Unreadable redirect from ${describe(base)}` : 'Unreadable feed URL');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new FeedFetchError('protocol', `Only http and https feeds are downloaded, not ${url.protocol}`);
  }
  return url;
}

/** A redirect behaves as browsers do: 303 (and 301/302 after a POST) becomes a GET; another origin gets no credentials. */
function redirectedHop(hop: Hop, status: number, sameOrigin: boolean): Hop {
  const headers = { ...hop.headers };
  let { method, body } = hop;
  if (status === 303 || ((status === 301 || status === 302) && method === 'POST')) {
    method = 'GET';
    body = undefined;
    delete headers['content-type'];
    delete headers['content-length'];
  }
  if (!sameOrigin) for (const name of CREDENTIAL_HEADERS) delete headers[name];
  return { method, headers, body };
}

function requestHeaders(given: Record<string, string> = {}): Record<string, string> {
  const headers: Record<string, string> = { 'user-agent': USER_AGENT };
  for (const [name, value] of Object.entries(given)) headers[name.toLowerCase()] = value;
  // Only these are decoded below, whatever the caller asked for.
  headers['accept-encoding'] = ACCEPT_ENCODING;
  return headers;
}

/** Sends one request and resolves with its response's headers; the body is left to the caller. */
function send(url: URL, hop: Hop, limits: FetchLimits, signal: AbortSignal): Promise<IncomingMessage> {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  // Node connects to an IP literal without calling `lookup`: it is checked here.
  if (net.isIP(host) && !limits.allowPrivateNetworks && !isPublicAddress(host)) {
    return Promise.reject(new FeedFetchError('privateAddress', `${describe(url)} is not on the public internet`));
  }
  const headers = { ...hop.headers };
  if (hop.body !== undefined) headers['content-length'] = String(Buffer.byteLength(hop.body));
  return new Promise((resolve, reject) => {
    const request = (url.protocol === 'https:' ? https : http).request(
      {
        protocol: url.protocol,
        hostname: host,
        port: url.port || undefined,
        path: url.pathname + url.search,
        method: hop.method,
        headers,
        auth: url.username ? `${decodeURIComponent(url.username)}:${decodeURIComponent(url.password)}` : undefined,
        lookup: guardedLookup(limits),
        // A connection of its own: a pooled socket, checked under another download's policy, is never reused.
        agent: false,
        signal,
      },
      resolve,
    );
    request.on('error', reject);
    request.end(hop.body);
  });
}

/** Resolves a host name and hands the connection only addresses that passed the check, all of them or none. */
function guardedLookup(limits: FetchLimits): LookupFunction {
  return (hostname, options, callback) => {
    const family = options.family === 'IPv4' ? 4 : options.family === 'IPv6' ? 6 : (options.family ?? 0);
    resolveHost(hostname, limits).then(
      (found) => {
        const addresses = found.filter((address) => family === 0 || net.isIP(address) === family);
        if (addresses.length === 0) callback(Object.assign(new Error(`No address for ${hostname}`), { code: 'ENOTFOUND' }), '');
        else if (options.all) callback(null, addresses.map((address) => ({ address, family: net.isIP(address) })));
        else callback(null, addresses[0], net.isIP(addresses[0]));
      },
      (error: NodeJS.ErrnoException) => callback(error, ''),
    );
  };
}

async function resolveHost(hostname: string, limits: FetchLimits): Promise<string[]> {
  if (limits.resolve) return limits.resolve(hostname);
  const addresses = (await dns.promises.lookup(hostname, { all: true })).map(({ address }) => address);
  // One private answer is enough to refuse: the connection could pick it.
  const refused = addresses.find((address) => !isPublicAddress(address));
  if (refused !== undefined && !limits.allowPrivateNetworks) {
    throw new FeedFetchError('privateAddress', `${hostname} resolves to ${refused}, which is not on the public internet`);
  }
  return addresses;
}

/**
 * Public unicast only: no loopback, private, link-local (cloud metadata), carrier-grade NAT, multicast or reserved
 * address. An IPv4-mapped IPv6 address is judged as the IPv4 address it carries; other IPv6 addresses must also lie in
 * the global unicast block 2000::/3, which keeps out the obsolete IPv4-compatible form (`::127.0.0.1`).
 */
function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  const ip = ipaddr.process(address);
  if (ip.range() !== 'unicast') return false;
  return ip.kind() === 'ipv4' || ip.match(ipaddr.parseCIDR('2000::/3'));
}

/** Streams the body through its decompression and stops at `maxBytes` decompressed, so a zip bomb stops there too. */
async function readBody(response: IncomingMessage, maxBytes: number, signal: AbortSignal, url: URL): Promise<Buffer> {
  let decoder: Duplex;
  try {
    decoder = decoderFor(response.headers['content-encoding'], url);
  } catch (error) {
    response.destroy();
    throw error;
  }
  const chunks: Buffer[] = [];
  let total = 0;
  // Stopping the loop tears the streams down, and the pipeline may report that teardown instead of the reason.
  let overflow: FeedFetchError | undefined;
  try {
    await pipeline(
      response,
      decoder,
      async (source: AsyncIterable<Buffer>) => {
        for await (const chunk of source) {
          total += chunk.length;
          if (total > maxBytes) throw (overflow = new FeedFetchError('tooLarge', `${describe(url)} is larger than ${maxBytes} bytes`));
          chunks.push(chunk);
        }
      },
      { signal },
    );
  } catch (error) {
    throw overflow ?? error;
  }
  return Buffer.concat(chunks);
}

/** The three encodings announced in `accept-encoding`, one at a time (no network stacks them). */
function decoderFor(contentEncoding: string | undefined, url: URL): Duplex {
  const encoding = (contentEncoding ?? '').trim().toLowerCase();
  if (encoding === '' || encoding === 'identity') return new PassThrough();
  if (encoding === 'gzip' || encoding === 'x-gzip') return zlib.createGunzip();
  if (encoding === 'deflate') return zlib.createInflate();
  if (encoding === 'br') return zlib.createBrotliDecompress();
  throw new FeedFetchError('network', `${describe(url)} is encoded as ${encoding}, which is not supported`);
}

/** windows-1252's characters for the bytes 0x80 to 0x9F, where it differs from ISO-8859-1 (the euro sign, quotes…). */
const WINDOWS_1252_C1 =
  '\u20AC\u0081\u201A\u0192\u201E\u2026\u2020\u2021\u02C6\u2030\u0160\u2039\u0152\u008D\u017D\u008F' +
  '\u0090\u2018\u2019\u201C\u201D\u2022\u2013\u2014\u02DC\u2122\u0161\u203A\u0153\u009D\u017E\u0178';

function decodeText(body: Buffer, contentType: string | null): string {
  const charset = /;\s*charset\s*=\s*"?([^";\s]+)/i.exec(contentType ?? '')?.[1]?.toLowerCase();
  // The UTF-8 decoder drops a leading byte order mark.
  if (!charset || !LATIN_CHARSETS.has(charset)) return new TextDecoder('utf-8').decode(body);
  // Node's decoder reads windows-1252 as ISO-8859-1, which turns a euro sign into a control character: those are
  // mapped here (a no-op where the decoder is right). Labelled latin1, such feeds are windows-1252 in practice.
  return new TextDecoder('windows-1252').decode(body).replace(/[\u0080-\u009F]/g, (c) => WINDOWS_1252_C1[c.charCodeAt(0) - 0x80]);
}

function toHeaders(response: IncomingMessage): Headers {
  const headers = new Headers();
  const raw = response.rawHeaders;
  for (let i = 0; i + 1 < raw.length; i += 2) headers.append(raw[i], raw[i + 1]);
  return headers;
}

/** Host and path: never the credentials or the query string, which carry the network's secrets. */
function describe(url: URL): string {
  return `${url.host}${url.pathname}`;
}

function errorText(error: unknown): string {
  if (error instanceof Error) return (error as NodeJS.ErrnoException).code ?? error.message;
  return String(error);
}

import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliCompressSync, deflateSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FEED_FETCH_LIMITS, FeedFetchError, type FeedFetchFailure, type FetchLimits, fetchFeedText } from '@/server/feeds/safe-fetch';

/** A feed server on loopback: each path is one behaviour; `hits` counts the requests per path. */
const hits = new Map<string, number>();
const seen = new Map<string, { method: string; headers: http.IncomingHttpHeaders; body: string }>();
let server: http.Server;
let port = 0;
let origin = '';

const bomb = gzipSync(Buffer.alloc(10 * 1024 * 1024));

function route(req: IncomingMessage, res: ServerResponse, body: string) {
  const path = new URL(req.url ?? '/', 'http://test').pathname;
  const hit = (hits.get(path) ?? 0) + 1;
  hits.set(path, hit);
  seen.set(path, { method: req.method ?? '', headers: req.headers, body });
  const redirect = (status: number, location: string) => res.writeHead(status, { location }).end();
  switch (path) {
    case '/plain':
      return res.writeHead(200, { 'content-type': 'text/plain; charset=utf-8', 'x-feed': 'yes' }).end('\uFEFFcafé;10%');
    case '/gzip':
      return res.writeHead(200, { 'content-encoding': 'gzip' }).end(gzipSync('compressed café'));
    case '/deflate':
      return res.writeHead(200, { 'content-encoding': 'deflate' }).end(deflateSync('compressed café'));
    case '/br':
      return res.writeHead(200, { 'content-encoding': 'br' }).end(brotliCompressSync('compressed café'));
    case '/big':
      return res.writeHead(200).end('x'.repeat(4096));
    case '/bomb':
      return res.writeHead(200, { 'content-encoding': 'gzip' }).end(bomb);
    case '/latin1':
      return res.writeHead(200, { 'content-type': 'text/csv; charset=ISO-8859-1' }).end(Buffer.from('café;été', 'latin1'));
    case '/cp1252':
      return res.writeHead(200, { 'content-type': 'text/csv; charset="windows-1252"' }).end(Buffer.from([0x93, 0x80, 0x35, 0x9f, 0x94]));
    case '/hang':
      return; // never answers
    case '/stall':
      return res.writeHead(200).write('started'); // headers and some body, never the end
    case '/flaky':
      return hit <= 2 ? res.writeHead(503).end('busy') : res.writeHead(200).end('third time');
    case '/slow-down':
      return hit === 1 ? res.writeHead(429, { 'retry-after': '0' }).end() : res.writeHead(200).end('ok');
    case '/missing':
      return res.writeHead(404).end('not found');
    case '/echo':
      return res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ method: req.method, body, headers: req.headers }));
    case '/to-plain':
      return redirect(302, '/plain');
    case '/to-loopback':
      return redirect(302, `http://127.0.0.1:${port}/plain`);
    case '/to-ftp':
      return redirect(302, 'ftp://example.com/feed.csv');
    case '/loop':
      return redirect(302, '/loop');
    case '/post-303':
      return redirect(303, '/echo');
    case '/post-307':
      return redirect(307, '/echo');
    case '/to-other-origin':
      return redirect(302, `http://feeds.example:${port}/echo`);
    case '/to-same-origin':
      return redirect(301, '/echo');
    default:
      return res.writeHead(500).end();
  }
}

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => route(req, res, Buffer.concat(chunks).toString()));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
  origin = `http://127.0.0.1:${port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

/** The test server is on loopback: reachable only when private networks are allowed. */
const local: Partial<FetchLimits> = { allowPrivateNetworks: true, timeoutMs: 300, backoffMs: 10, maxBytes: 1024 };
/** Private networks refused, with a stand-in DNS that gives a public-looking name to the test server. */
const publicName: Partial<FetchLimits> = {
  ...local,
  allowPrivateNetworks: false,
  resolve: async (host) => {
    if (host === 'feeds.example') return ['127.0.0.1'];
    throw Object.assign(new Error(`unknown host ${host}`), { code: 'ENOTFOUND' });
  },
};

async function failure(promise: Promise<unknown>): Promise<FeedFetchError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(FeedFetchError);
  return error as FeedFetchError;
}

async function expectFailure(promise: Promise<unknown>, reason: FeedFetchFailure): Promise<FeedFetchError> {
  const error = await failure(promise);
  expect(error.reason).toBe(reason);
  return error;
}

describe('fetchFeedText', () => {
  it('downloads a feed as UTF-8 text without its byte order mark', async () => {
    const answer = await fetchFeedText(`${origin}/plain`, {}, local);
    expect(answer.status).toBe(200);
    expect(answer.text).toBe('café;10%');
    expect(answer.headers).toBeInstanceOf(Headers);
    expect(answer.headers.get('x-feed')).toBe('yes');
    expect(seen.get('/plain')?.headers['user-agent']).toContain('VacancesFeeds/1.0');
    expect(seen.get('/plain')?.headers['accept-encoding']).toBe('gzip, deflate, br');
  });

  it.each(['/gzip', '/deflate', '/br'])('decompresses %s', async (path) => {
    expect((await fetchFeedText(`${origin}${path}`, {}, local)).text).toBe('compressed café');
  });

  it('reads a feed in latin1 or windows-1252 when its content type says so', async () => {
    expect((await fetchFeedText(`${origin}/latin1`, {}, local)).text).toBe('café;été');
    expect((await fetchFeedText(`${origin}/cp1252`, {}, local)).text).toBe('“€5Ÿ”');
  });

  it('stops a body past the cap, and does not try again', async () => {
    await expectFailure(fetchFeedText(`${origin}/big`, {}, local), 'tooLarge');
    expect(hits.get('/big')).toBe(1);
  });

  it('stops a compressed body at the cap counted decompressed (a zip bomb)', async () => {
    expect(bomb.length).toBeLessThan(1024 * 1024);
    await expectFailure(fetchFeedText(`${origin}/bomb`, {}, { ...local, maxBytes: 64 * 1024 }), 'tooLarge');
  });

  it('gives up on a server that never answers, after each attempt', async () => {
    await expectFailure(fetchFeedText(`${origin}/hang`, {}, { ...local, attempts: 2 }), 'timeout');
    expect(hits.get('/hang')).toBe(2);
  });

  it('gives up on a body that never ends', async () => {
    await expectFailure(fetchFeedText(`${origin}/stall`, {}, { ...local, attempts: 1 }), 'timeout');
  });

  it('tries a busy server again and succeeds on the third attempt', async () => {
    const answer = await fetchFeedText(`${origin}/flaky`, {}, local);
    expect(answer.text).toBe('third time');
    expect(hits.get('/flaky')).toBe(3);
  });

  it('honours a Retry-After on 429', async () => {
    expect((await fetchFeedText(`${origin}/slow-down`, {}, { ...local, backoffMs: 60_000 })).text).toBe('ok');
    expect(hits.get('/slow-down')).toBe(2);
  });

  it('reports a 404 with its status, without trying again', async () => {
    const error = await expectFailure(fetchFeedText(`${origin}/missing`, {}, local), 'status');
    expect(error.status).toBe(404);
    expect(hits.get('/missing')).toBe(1);
  });

  it.each(['ftp://example.com/feed.csv', 'file:///etc/passwd', 'javascript:alert(1)'])('refuses %s', async (url) => {
    await expectFailure(fetchFeedText(url, {}, local), 'protocol');
  });

  it('refuses an unreadable URL', async () => {
    await expectFailure(fetchFeedText('not a url', {}, local), 'badUrl');
  });

  it.each([
    '127.0.0.1',
    '[::1]',
    '10.0.0.1',
    '169.254.169.254',
    '192.168.1.1',
    '172.16.0.1',
    '100.64.0.1',
    '0.0.0.0',
    '[::ffff:127.0.0.1]',
    '[::127.0.0.1]',
    '[fd00::1]',
    '2130706433',
  ])('refuses the internal address %s', async (host) => {
    await expectFailure(fetchFeedText(`http://${host}:${port}/plain`, {}, { ...local, allowPrivateNetworks: false }), 'privateAddress');
  });

  it('refuses a host name that resolves to loopback', async () => {
    await expectFailure(fetchFeedText(`http://localhost:${port}/plain`, {}, { ...local, allowPrivateNetworks: false }), 'privateAddress');
  });

  it('checks every redirect target again', async () => {
    expect((await fetchFeedText(`http://feeds.example:${port}/to-plain`, {}, publicName)).text).toBe('café;10%');
    await expectFailure(fetchFeedText(`http://feeds.example:${port}/to-loopback`, {}, publicName), 'privateAddress');
    await expectFailure(fetchFeedText(`http://feeds.example:${port}/to-ftp`, {}, publicName), 'protocol');
  });

  it('stops a redirect loop', async () => {
    await expectFailure(fetchFeedText(`${origin}/loop`, {}, { ...local, maxRedirects: 3 }), 'tooManyRedirects');
    expect(hits.get('/loop')).toBe(4);
  });

  it('follows a 303 after a POST with a GET without body, and a 307 with the same POST', async () => {
    const init = { method: 'POST' as const, headers: { 'Content-Type': 'application/json' }, body: '{"page":1}' };
    const after303 = JSON.parse((await fetchFeedText(`${origin}/post-303`, init, local)).text);
    expect(after303).toMatchObject({ method: 'GET', body: '' });
    expect(after303.headers['content-type']).toBeUndefined();
    expect(seen.get('/post-303')).toMatchObject({ method: 'POST', body: '{"page":1}' });
    expect(JSON.parse((await fetchFeedText(`${origin}/post-307`, init, local)).text)).toMatchObject({ method: 'POST', body: '{"page":1}' });
  });

  it('keeps credentials on the same origin and drops them on another', async () => {
    const init = { headers: { Authorization: 'Bearer secret', Cookie: 'session=1', 'X-Api-Version': '2' } };
    const same = JSON.parse((await fetchFeedText(`http://feeds.example:${port}/to-same-origin`, init, publicName)).text);
    expect(same.headers).toMatchObject({ authorization: 'Bearer secret', cookie: 'session=1' });
    const other = JSON.parse((await fetchFeedText(`${origin}/to-other-origin`, init, { ...publicName, allowPrivateNetworks: true })).text);
    expect(other.headers.authorization).toBeUndefined();
    expect(other.headers.cookie).toBeUndefined();
    expect(other.headers['x-api-version']).toBe('2');
  });

  it('sends the credentials of the URL and never shows them, nor the query, in an error', async () => {
    const echo = JSON.parse((await fetchFeedText(`http://user:p%40ss@127.0.0.1:${port}/echo`, {}, local)).text);
    expect(echo.headers.authorization).toBe(`Basic ${Buffer.from('user:p@ss').toString('base64')}`);
    const leaks = [
      await failure(fetchFeedText(`http://user:hunter2@127.0.0.1:${port}/missing?token=abc123`, {}, local)),
      await failure(fetchFeedText(`http://user:hunter2@127.0.0.1:${port}/hang?token=abc123`, {}, { ...local, attempts: 1 })),
      await failure(fetchFeedText(`http://user:hunter2@127.0.0.1:${port}/big?token=abc123`, {}, local)),
      await failure(fetchFeedText(`http://user:hunter2@127.0.0.1:${port}/plain?token=abc123`, {}, { ...local, allowPrivateNetworks: false })),
      await failure(fetchFeedText(`http://user:hunter2@127.0.0.1:1/plain?token=abc123`, {}, { ...local, attempts: 1 })),
    ];
    expect(leaks.map((error) => error.reason)).toEqual(['status', 'timeout', 'tooLarge', 'privateAddress', 'network']);
    for (const error of leaks) {
      expect(error.message).toContain('127.0.0.1');
      expect(error.message).not.toMatch(/hunter2|token|abc123|user/);
    }
  });
});

describe('FEED_FETCH_LIMITS', () => {
  it('has the production limits', () => {
    expect(FEED_FETCH_LIMITS).toMatchObject({ timeoutMs: 30_000, maxBytes: 50 * 1024 * 1024, attempts: 3, backoffMs: 1000, maxRedirects: 5 });
  });

  it('reads FEEDS_ALLOW_PRIVATE_NETWORKS at each download', async () => {
    const before = process.env.FEEDS_ALLOW_PRIVATE_NETWORKS;
    const limits = { ...local, allowPrivateNetworks: undefined };
    try {
      process.env.FEEDS_ALLOW_PRIVATE_NETWORKS = 'true';
      expect(FEED_FETCH_LIMITS.allowPrivateNetworks).toBe(true);
      expect((await fetchFeedText(`${origin}/plain`, {}, limits)).status).toBe(200);
      process.env.FEEDS_ALLOW_PRIVATE_NETWORKS = 'false';
      expect(FEED_FETCH_LIMITS.allowPrivateNetworks).toBe(false);
      await expectFailure(fetchFeedText(`${origin}/plain`, {}, limits), 'privateAddress');
    } finally {
      if (before === undefined) delete process.env.FEEDS_ALLOW_PRIVATE_NETWORKS;
      else process.env.FEEDS_ALLOW_PRIVATE_NETWORKS = before;
    }
  });
});

import http from 'node:http';
import { MAX_CARRIED_QUERY } from '../../lib/redirects/carried-query.mjs';
import { fuzzRequests, type FuzzFacts, type FuzzRequest } from './requests';

export interface FuzzAnswer {
  request: FuzzRequest;
  /** The status, or `error` when no answer came (the connection was closed or timed out). */
  status: number | 'error';
  /** What is wrong with the answer besides its status: a protective header missing, an internal path, a file path, a pid. */
  leak: string | null;
}

/**
 * How long a header may be beyond the request's own path: the longest query a redirect carries on and some room. A
 * longer one grows with what the client sent.
 */
const HEADER_ALLOWANCE = MAX_CARRIED_QUERY + 1024;

/** Tells what a response exposes of the server's insides, or what protection it lacks. */
function leakOf(headers: http.IncomingHttpHeaders, body: string, target: string): string | null {
  if (!headers['x-content-type-options'] || !headers['content-security-policy']) return 'lacks the protective headers';
  const longest = Math.max(...Object.values(headers).map((value) => String(value ?? '').length));
  if (longest > target.split('?')[0].length + HEADER_ALLOWANCE) return 'has a header that grows with the request';
  if (headers['x-middleware-rewrite'] || headers['x-middleware-next'] || headers['x-invoke-path']) return 'gives away an internal header';
  if (/\/(work|home|usr|var|tmp)\/[\w.-]+\/|node_modules|\bat [\w$.<>]+ \(/.test(body)) return 'gives away a file path or a stack';
  if (/"pid"\s*:|\bpid \d+/.test(body)) return 'gives away a process id';
  return null;
}

/** Sends one request as it is (the target untouched) and reads the answer's status and first 64 kB. */
export function send(port: number, request: FuzzRequest, timeoutMs = 20_000): Promise<FuzzAnswer> {
  return new Promise((resolve) => {
    let settled = false;
    const done = (answer: Omit<FuzzAnswer, 'request'>) => {
      if (!settled) resolve({ request, ...answer });
      settled = true;
    };
    let req: http.ClientRequest;
    try {
      req = http.request({ host: '127.0.0.1', port, method: request.method, path: request.target, headers: { host: request.host, ...request.headers }, timeout: timeoutMs }, (res) => {
        const chunks: Buffer[] = [];
        let size = 0;
        res.on('data', (chunk: Buffer) => {
          if (size < 65_536) chunks.push(chunk);
          size += chunk.length;
        });
        res.on('end', () => done({ status: res.statusCode ?? 0, leak: leakOf(res.headers, Buffer.concat(chunks).toString('utf8'), request.target) }));
        res.on('error', () => done({ status: 'error', leak: null }));
      });
    } catch {
      // Node refuses to send it at all (a character no request line may hold): nothing reached the server.
      return done({ status: 400, leak: null });
    }
    req.on('timeout', () => req.destroy());
    // A server may answer before reading a body it refuses, and close: the answer can come just after the write fails.
    req.on('error', () => setTimeout(() => done({ status: 'error', leak: null }), 500));
    req.end(request.body);
  });
}

/** The account the fuzzer signs in with, to fuzz the editors' reads: the server creates it from its bootstrap variables. */
export const FUZZ_EDITOR = { email: 'fuzz-editor@vacances.test', password: 'fuzz editor password 2026' };

async function signIn(port: number, editor: { email: string; password: string }): Promise<string | null> {
  try {
    const res = await fetch(`http://127.0.0.1:${port}/api/auth-jwt/?language=fr-be`, {
      method: 'POST',
      headers: { host: 'vacances.be', 'content-type': 'application/json' },
      body: JSON.stringify(editor),
    });
    return res.ok ? ((await res.json()) as { token: string }).token : null;
  } catch {
    return null;
  }
}

/** Real slugs and ids of the running site, read from its API, and an editor's token when `editor` may sign in. */
export async function factsOf(port: number, editor?: { email: string; password: string }): Promise<FuzzFacts> {
  const read = async <T>(path: string): Promise<T | null> => {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api${path}`, { headers: { host: 'vacances.be' } });
      return res.ok ? ((await res.json()) as T) : null;
    } catch {
      return null;
    }
  };
  type Page<T> = { results: T[] };
  const [stores, promotions, categories, posts] = await Promise.all([
    read<Page<{ id: number; slug: string }>>('/stores/top/?language=fr-be'),
    read<Page<{ id: number; coupon?: { id: number } | null }>>('/promotions/?language=fr-be&size=30'),
    read<Page<{ slug: string }>>('/categories/?language=fr-be&size=30'),
    read<Page<{ url: string }>>('/posts/?language=fr-be&size=10'),
  ]);
  return {
    storeSlugs: stores?.results.map((s) => s.slug) ?? [],
    storeIds: stores?.results.map((s) => s.id) ?? [],
    promotionIds: promotions?.results.map((p) => p.id) ?? [],
    couponIds: promotions?.results.flatMap((p) => (p.coupon ? [p.coupon.id] : [])) ?? [],
    categorySlugs: categories?.results.map((c) => c.slug) ?? [],
    postPaths: posts?.results.map((p) => p.url) ?? [],
    editorToken: editor ? await signIn(port, editor) : null,
  };
}

/** Sends `count` requests drawn from `seed`, `concurrency` at a time, and answers them all. */
export async function fuzz(
  port: number,
  { seed, count, concurrency = 4, editor }: { seed: number; count: number; concurrency?: number; editor?: { email: string; password: string } },
): Promise<FuzzAnswer[]> {
  const facts = await factsOf(port, editor);
  if (editor && !facts.editorToken) throw new Error(`fuzz: could not sign in as ${editor.email}; the editors' reads would go unfuzzed`);
  const requests = fuzzRequests(seed, count, facts);
  const answers: FuzzAnswer[] = new Array(requests.length);
  let next = 0;
  const worker = async () => {
    while (next < requests.length) {
      const i = next++;
      answers[i] = await send(port, requests[i]);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return answers;
}

/** Counts by status class (`2xx` … `5xx`, `error`), the figures a fuzz run prints. */
export function statusClasses(answers: FuzzAnswer[]): Record<string, number> {
  const classes: Record<string, number> = { '1xx': 0, '2xx': 0, '3xx': 0, '4xx': 0, '5xx': 0, error: 0 };
  for (const { status } of answers) classes[status === 'error' ? 'error' : `${Math.floor(status / 100)}xx`] += 1;
  return classes;
}

/** The answers that fail the run: a server error, or something given away. */
export const failuresOf = (answers: FuzzAnswer[]) => answers.filter((a) => (typeof a.status === 'number' && a.status >= 500) || a.leak !== null);

/**
 * Requests left without an answer: Node's own parser closes the connection on a request line or headers it will not
 * read (an over-long target), which a client may see as a cut connection. A few are expected; many mean the server
 * fell over.
 */
export const unansweredOf = (answers: FuzzAnswer[]) => answers.filter((a) => a.status === 'error');
export const MAX_UNANSWERED_SHARE = 0.01;

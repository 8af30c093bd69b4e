import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failuresOf, fuzz, FUZZ_EDITOR, MAX_UNANSWERED_SHARE, statusClasses, unansweredOf } from '../../scripts/fuzz/run';
import { startServer, stopServer, waitFor, type StartedServer } from './server';

/**
 * Whatever arrives, the production server answers without a server error and gives nothing of itself away: a fixed
 * seed of the fuzzer (`npm run fuzz`), 2,000 requests, on the embedded database, the editors' reads signed in.
 */
// Apart from the other smoke servers' ports (3400–3899), which run beside it.
const port = 3900 + Math.floor(Math.random() * 100);
let server: StartedServer;

beforeAll(async () => {
  server = startServer(port, { DATABASE_URL: 'memory://', EDITOR_BOOTSTRAP_EMAIL: FUZZ_EDITOR.email, EDITOR_BOOTSTRAP_PASSWORD: FUZZ_EDITOR.password });
  await waitFor(() => /database ready|could not be opened/.test(server.log()), 240_000);
  expect(server.log()).toMatch(/database ready/);
}, 300_000);
afterAll(() => stopServer(server));

describe('the fuzzer’s 2,000 requests', () => {
  it('get no answer ≥ 500, each with the protective headers and nothing of the server given away', async () => {
    const answers = await fuzz(port, { seed: 20261126, count: 2000, concurrency: 4, editor: FUZZ_EDITOR });
    const failures = failuresOf(answers).map((f) => `${f.status} ${f.leak ?? ''} ${f.request.method} ${f.request.target.slice(0, 120)}`);
    expect(failures).toEqual([]);
    expect(unansweredOf(answers).length).toBeLessThanOrEqual(2000 * MAX_UNANSWERED_SHARE);
    const classes = statusClasses(answers);
    // The requests reach the site: pages and calls answer, not only refusals.
    expect(classes['2xx']).toBeGreaterThan(200);
    expect(classes['4xx']).toBeGreaterThan(200);
  }, 300_000);
});

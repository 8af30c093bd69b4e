import { describe, expect, it } from 'vitest';
import { loadMix, runLoad } from '../../scripts/load/mix';
import { getOnHost } from '../smoke/server';
import { cluster, frontUrl, instanceUrl, serverPid, waitUntil } from './cluster';

const status = async (path: string, host = 'vacances.be') => (await getOnHost(frontUrl, path, host)).status;

/** PostgreSQL stopped for 20 s under load: cached pages answer, the rest 503, never 500, and all recovers alone. */
describe('PostgreSQL stopped for 20 s under load', () => {
  it('keeps the cached pages, answers 503 for the others, and recovers without a restart', async () => {
    const targets = await loadMix(frontUrl);
    await runLoad(frontUrl, targets, { connections: 10, seconds: 3 }); // the mix in both instances' caches
    const pids = [serverPid(1), serverPid(2)];
    const load = runLoad(frontUrl, targets, { connections: 10, seconds: 30 });
    await new Promise((resolve) => setTimeout(resolve, 2000));
    cluster('postgres', 'stop');
    const during: Record<string, number[]> = { cached: [], uncached: [] };
    const outageEnds = Date.now() + 20_000;
    for (let i = 0; Date.now() < outageEnds; i++) {
      during.cached.push(await status('/faq'));
      // A page no one asked before: it needs the database.
      during.uncached.push(await status(`/search?str=plage${i}`, 'vakanties.be'));
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    cluster('postgres', 'start');
    const result = await load;
    console.log(`cluster: during the outage, cached page answers ${JSON.stringify(count(during.cached))}, uncached ${JSON.stringify(count(during.uncached))}; the load saw ${JSON.stringify(result.statuses)}`);
    expect(during.cached.every((s) => s === 200)).toBe(true);
    expect(during.uncached.filter((s) => s !== 503)).toEqual([]);
    expect(result.statuses['500'] ?? 0).toBe(0);

    // Back without a restart: both instances ready, every address of the mix answers.
    for (const n of [1, 2] as const) await waitUntil(async () => (await fetch(`${instanceUrl(n)}/api/ready/`)).status === 200, 15_000, 200);
    for (const target of targets) expect(await status(target.path, target.host), target.path).toBe(200);
    expect(await status('/search?str=plage', 'vakanties.be')).toBe(200);
    expect([serverPid(1), serverPid(2)]).toEqual(pids);
  });
});

function count(statuses: number[]): Record<number, number> {
  const out: Record<number, number> = {};
  for (const s of statuses) out[s] = (out[s] ?? 0) + 1;
  return out;
}

import { describe, expect, it } from 'vitest';
import { loadMix, runLoad } from '../../scripts/load/mix';
import { cluster, editorToken, frontUrl, instanceUrl, serverPid, waitForStarterExit } from './cluster';

/** One instance killed with SIGKILL: nginx sends its requests to the other, and it restarts and rejoins. */
describe('an instance killed under load', () => {
  it('costs the visitors no failed request, and comes back', async () => {
    const targets = await loadMix(frontUrl);
    await runLoad(frontUrl, targets, { connections: 10, seconds: 3 }); // every page in both instances' caches
    const load = runLoad(frontUrl, targets, { connections: 20, seconds: 15 });
    await new Promise((resolve) => setTimeout(resolve, 3000));
    process.kill(serverPid(2), 'SIGKILL');
    await new Promise((resolve) => setTimeout(resolve, 3000));
    await waitForStarterExit(2);
    cluster('restart-instance', '2');
    const result = await load;
    console.log(`cluster: during the kill, ${result.requests} requests, ${result.errors} failed, statuses ${JSON.stringify(result.statuses)}`);
    expect(result.requests).toBeGreaterThan(500);
    expect(result.errors).toBe(0);
    // The restarted instance answers and serves visitors again.
    expect((await fetch(`${instanceUrl(2)}/api/ready/`)).status).toBe(200);
    expect((await fetch(`${instanceUrl(2)}/`, { headers: { host: 'vacances.be' } })).status).toBe(200);
  });

  it('loses none of the writes it acknowledged before it was killed', async () => {
    const token = await editorToken(frontUrl);
    const [shop] = ((await (await fetch(`${frontUrl}/api/stores/top/?language=fr-be`)).json()) as { results: { id: number }[] }).results;
    const acknowledged: number[] = [];
    let refused = 0;
    let stop = false;
    const writer = async (w: number) => {
      for (let i = 0; !stop; i++) {
        try {
          const res = await fetch(`${frontUrl}/api/promotions/?language=fr-be`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
            body: JSON.stringify({ title: `Brouillon ${w}-${i}`, link: 'https://www.example-voyages.be/offre', kind: 'offer', store: shop.id, status: 'draft' }),
          });
          if (res.status === 201) acknowledged.push(((await res.json()) as { id: number }).id);
          else refused++;
        } catch {
          refused++; // the connection died with the instance: not acknowledged, may or may not be stored
        }
      }
    };
    const writers = Promise.all([1, 2, 3, 4].map(writer));
    await new Promise((resolve) => setTimeout(resolve, 2000));
    process.kill(serverPid(2), 'SIGKILL');
    await new Promise((resolve) => setTimeout(resolve, 2000));
    stop = true;
    await writers;
    await waitForStarterExit(2);
    cluster('restart-instance', '2');
    console.log(`cluster: ${acknowledged.length} writes acknowledged around the kill, ${refused} not`);
    expect(acknowledged.length).toBeGreaterThan(20);
    for (const base of [instanceUrl(1), instanceUrl(2)]) {
      const missing: number[] = [];
      for (const id of acknowledged) {
        const res = await fetch(`${base}/api/promotions/${id}/editable/?language=fr-be`, { headers: { authorization: `Bearer ${token}` } });
        if (res.status !== 200) missing.push(id);
      }
      expect(missing, base).toEqual([]);
    }
  });
});

import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { CLUSTER, instanceUrl } from './cluster';

/** An address's allowance is counted once across the instances, in Redis. */
describe('rate limits across instances', () => {
  it('refuse on instance B what the address used up on instance A', async () => {
    const shops = ((await (await fetch(`${instanceUrl(1)}/api/stores/?language=fr-be&size=40`)).json()) as { results: { id: number }[] }).results;
    expect(shops.length).toBeGreaterThanOrEqual(32);
    // The instances trust one proxy: the address is the last X-Forwarded-For entry.
    const rate = (n: 1 | 2, shop: number, address = '198.51.100.77') =>
      fetch(`${instanceUrl(n)}/api/stores/${shop}/update_rating/?language=fr-be`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
        body: JSON.stringify({ rating: 5 }),
      });
    // One shop a vote: the hourly allowance is what runs out, not the once-a-day rule per shop.
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) statuses.push((await rate(i % 2 === 0 ? 1 : 2, shops[i].id)).status);
    expect(statuses.every((s) => s === 200)).toBe(true);
    expect((await rate(2, shops[30].id)).status).toBe(429);
    expect((await rate(1, shops[31].id)).status).toBe(429);
    const keys = execFileSync('redis-cli', ['-p', String(CLUSTER.redisPort), '--scan', '--pattern', '*rl:allowance-rating*'], { encoding: 'utf8' });
    expect(keys).toMatch(/198\.51\.100\.77/);
  });

  it('refuse on instance B a second rating of a shop that the address gave on instance A today', async () => {
    const [shop] = ((await (await fetch(`${instanceUrl(1)}/api/stores/top/?language=fr-be`)).json()) as { results: { id: number }[] }).results;
    const rate = (n: 1 | 2) =>
      fetch(`${instanceUrl(n)}/api/stores/${shop.id}/update_rating/?language=fr-be`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.78' },
        body: JSON.stringify({ rating: 4 }),
      });
    expect((await rate(1)).status).toBe(200);
    expect((await rate(2)).status).toBe(429);
  });
});

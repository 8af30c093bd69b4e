import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forgetExpiredLimits } from '@/server/api/maintenance/expired-limits';
import { rateLimits } from '@/server/db/schema';
import { createTestApi, type TestApi } from './harness';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(async () => api.handle.close());

describe('spent rate counters', () => {
  it('are deleted once their window has passed; counters still running and those without an end stay', async () => {
    const hour = 3_600_000;
    await api.db.insert(rateLimits).values([
      { key: 'once-coupon-use:1:a', points: 1, expire: new Date(Date.now() - hour) },
      { key: 'allowance-rating:198.51.100.1', points: 3, expire: new Date(Date.now() - 1000) },
      { key: 'allowance-rating:198.51.100.2', points: 2, expire: new Date(Date.now() + hour) },
      { key: 'forever', points: 1, expire: null },
    ]);
    expect(await forgetExpiredLimits(api.db)).toBe(2);
    const left = (await api.db.select({ key: rateLimits.key }).from(rateLimits)).map((row) => row.key).sort();
    expect(left).toEqual(expect.arrayContaining(['allowance-rating:198.51.100.2', 'forever']));
    expect(left).not.toContain('once-coupon-use:1:a');
    expect(left).not.toContain('allowance-rating:198.51.100.1');
  });
});

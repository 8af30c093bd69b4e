import { describe, expect, it, vi } from 'vitest';

/**
 * The site's Content-Security-Policy has no 'unsafe-eval'. A schema shared with a form runs in the browser, where
 * zod compiling a parser (or merely probing whether it may) with `new Function` is reported as a violation.
 */
describe('zod as the schemas use it', () => {
  it('builds and parses object schemas without evaluating code', async () => {
    const evaluate = vi.spyOn(globalThis, 'Function');
    const { siteSearchQuery } = await import('@/lib/schemas/search');
    const { propertyQuery } = await import('@/lib/schemas/properties');
    expect(siteSearchQuery.safeParse({ name: 'hôtel', kind: 'stores' }).success).toBe(true);
    expect(propertyQuery.safeParse({ price: '0-300', sort: 'price' }).success).toBe(true);
    expect(siteSearchQuery.safeParse({ kind: 'stores' }).success).toBe(false);
    expect(evaluate).not.toHaveBeenCalled();
    evaluate.mockRestore();
  });
});

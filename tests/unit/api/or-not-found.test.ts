import { beforeEach, describe, expect, it, vi } from 'vitest';

const notFound = vi.fn(() => {
  throw new Error('NEXT_NOT_FOUND');
});
const forgetSlug = vi.fn();
vi.mock('next/navigation', () => ({ notFound: () => notFound() }));
vi.mock('@/lib/api/slugs', () => ({ forgetSlug: (...args: unknown[]) => forgetSlug(...args) }));

const { orNotFound, resolvedOrNotFound } = await import('@/lib/api/or-not-found');

describe('orNotFound', () => {
  beforeEach(() => {
    notFound.mockClear();
    forgetSlug.mockClear();
  });

  it('answers what the read found', async () => {
    await expect(orNotFound(Promise.resolve({ id: 1 }))).resolves.toEqual({ id: 1 });
    expect(notFound).not.toHaveBeenCalled();
  });

  it('makes a missing entity a missing page', async () => {
    await expect(orNotFound(Promise.resolve(null))).rejects.toThrow('NEXT_NOT_FOUND');
  });

  it('lets other failures through', async () => {
    await expect(orNotFound(Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(notFound).not.toHaveBeenCalled();
  });

  it('forgets a slug whose entity is gone', async () => {
    await expect(resolvedOrNotFound('fr-be', 'grece', Promise.resolve(null))).rejects.toThrow('NEXT_NOT_FOUND');
    expect(forgetSlug).toHaveBeenCalledWith('fr-be', 'grece');
    await expect(resolvedOrNotFound('fr-be', 'crete', Promise.resolve({ id: 2 }))).resolves.toEqual({ id: 2 });
    expect(forgetSlug).toHaveBeenCalledTimes(1);
  });
});

import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SlugMemory } from '@/lib/api/slug-memory';

const readOrNull = vi.fn();
vi.mock('@/lib/api/read', () => ({ readOrNull: (...args: unknown[]) => readOrNull(...args), readOr: vi.fn(), emptyPage: {} }));

const grece = { entity: 'location', id: 4, slug: 'grece' };

describe('SlugMemory', () => {
  it('remembers a slug per edition, whatever its letter case', () => {
    const memory = new SlugMemory();
    memory.set('fr-be', 'grece', grece);
    expect(memory.get('fr-be', 'grece')).toEqual(grece);
    expect(memory.get('fr-be', 'Grece')).toEqual(grece);
    expect(memory.get('fr-fr', 'grece')).toBeUndefined();
  });

  it('forgets after its time to live, and on demand', () => {
    let now = 0;
    const memory = new SlugMemory(10, 1000, () => now);
    memory.set('fr-be', 'grece', grece);
    now = 999;
    expect(memory.get('fr-be', 'grece')).toEqual(grece);
    now = 1000;
    expect(memory.get('fr-be', 'grece')).toBeUndefined();
    memory.set('fr-be', 'grece', grece);
    memory.forget('fr-be', 'GRECE');
    expect(memory.get('fr-be', 'grece')).toBeUndefined();
  });

  it('keeps at most its size, dropping the least recently used', () => {
    const memory = new SlugMemory(2);
    memory.set('fr-be', 'a', { ...grece, slug: 'a' });
    memory.set('fr-be', 'b', { ...grece, slug: 'b' });
    memory.get('fr-be', 'a');
    memory.set('fr-be', 'c', { ...grece, slug: 'c' });
    expect(memory.size).toBe(2);
    expect(memory.get('fr-be', 'b')).toBeUndefined();
    expect(memory.get('fr-be', 'a')).toBeDefined();
  });
});

describe('resolveSlug (the entity type is remembered per visited slug)', () => {
  beforeEach(() => readOrNull.mockReset());

  it('asks /slugs/ once for a slug seen before, and again once forgotten', async () => {
    const { resolveSlug, forgetSlug } = await import('@/lib/api/slugs');
    readOrNull.mockResolvedValue(grece);
    expect(await resolveSlug('nl-be', 'memo-test')).toEqual(grece);
    expect(await resolveSlug('nl-be', 'memo-test')).toEqual(grece);
    expect(readOrNull).toHaveBeenCalledTimes(1);
    expect(readOrNull).toHaveBeenCalledWith('/slugs/', 'nl-be', { slug: 'memo-test' });
    forgetSlug('nl-be', 'memo-test');
    await resolveSlug('nl-be', 'memo-test');
    expect(readOrNull).toHaveBeenCalledTimes(2);
  });

  it('does not remember a slug that names nothing', async () => {
    const { resolveSlug } = await import('@/lib/api/slugs');
    readOrNull.mockResolvedValue(null);
    expect(await resolveSlug('nl-be', 'no-such-slug')).toBeNull();
    expect(await resolveSlug('nl-be', 'no-such-slug')).toBeNull();
    expect(readOrNull).toHaveBeenCalledTimes(2);
  });
});

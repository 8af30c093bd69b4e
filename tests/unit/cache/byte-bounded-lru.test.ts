import { describe, expect, it } from 'vitest';
import { ByteBoundedLru, cachedValueBytes } from '@/lib/cache/byte-bounded-lru.mjs';

describe('ByteBoundedLru', () => {
  it('drops the least recently used entries once over its budget', () => {
    const lru = new ByteBoundedLru(100);
    lru.set('a', 'A', 40);
    lru.set('b', 'B', 40);
    expect(lru.get('a')).toBe('A');
    lru.set('c', 'C', 40);
    expect(lru.get('b')).toBeUndefined();
    expect(lru.get('a')).toBe('A');
    expect(lru.get('c')).toBe('C');
    expect(lru.bytes).toBe(80);
  });

  it('never keeps an entry larger than the whole budget, and replaces an entry in place', () => {
    const lru = new ByteBoundedLru(100);
    lru.set('big', 'X', 101);
    expect(lru.size).toBe(0);
    lru.set('a', 'A', 30);
    lru.set('a', 'A2', 50);
    expect(lru.size).toBe(1);
    expect(lru.bytes).toBe(50);
    expect(lru.get('a')).toBe('A2');
  });

  it('stays within its budget whatever is thrown at it', () => {
    const lru = new ByteBoundedLru(10_000);
    for (let i = 0; i < 20_000; i++) lru.set(`/made-up-${i}`, i, 100 + (i % 50));
    expect(lru.bytes).toBeLessThanOrEqual(10_000);
    expect(lru.size).toBeLessThan(101);
  });
});

describe('cachedValueBytes', () => {
  it('counts a page by its HTML and RSC payload, a read by its JSON', () => {
    expect(cachedValueBytes({ kind: 'APP_PAGE', html: 'x'.repeat(1000), rscData: Buffer.alloc(500) })).toBe(1500);
    expect(cachedValueBytes({ kind: 'FETCH', data: { body: 'x'.repeat(200) } })).toBeGreaterThan(200);
  });
});

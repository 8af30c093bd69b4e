import { describe, expect, it } from 'vitest';
import type { EntriesPage, SitemapEntry } from '@/lib/api/types/sitemap';
import { chunkOf, partCount, partFromSegment, sitemapDocument, SITEMAP_MAX_URLS } from '@/lib/sitemap/plan';

const entry = (n: number): SitemapEntry => ({ path: `/p${n}`, lastmod: null, alternates: {} });

/** A loader over an in-memory list, answering like the API: page `page` of `size`, null past the last page. */
function loaderOf(all: SitemapEntry[]) {
  const calls: [number, number][] = [];
  const load = async (page: number, size: number): Promise<EntriesPage | null> => {
    calls.push([page, size]);
    if (page > partCount(all.length, size)) return null;
    return { count: all.length, results: chunkOf(all, page, size) };
  };
  return { load, calls };
}

describe('sitemap chunking', () => {
  it('keeps the protocol limit of 50,000 URLs a file', () => {
    expect(SITEMAP_MAX_URLS).toBe(50_000);
    expect(partCount(0)).toBe(1);
    expect(partCount(50_000)).toBe(1);
    expect(partCount(50_001)).toBe(2);
  });

  it('is one urlset up to the limit, with no part files', async () => {
    const all = [1, 2, 3].map(entry);
    const { load } = loaderOf(all);
    expect(await sitemapDocument(null, load, 3)).toEqual({ kind: 'urlset', entries: all });
    expect(await sitemapDocument(1, load, 3)).toBeNull();
  });

  it('becomes an index of parts above the limit, each entry in exactly one part, in order', async () => {
    const all = [1, 2, 3, 4, 5, 6, 7].map(entry);
    const { load, calls } = loaderOf(all);
    expect(await sitemapDocument(null, load, 3)).toEqual({ kind: 'index', parts: [1, 2, 3] });
    const parts = await Promise.all([1, 2, 3].map((p) => sitemapDocument(p, load, 3)));
    expect(parts.map((d) => (d?.kind === 'urlset' ? d.entries.map((e) => e.path) : null))).toEqual([
      ['/p1', '/p2', '/p3'],
      ['/p4', '/p5', '/p6'],
      ['/p7'],
    ]);
    expect(calls.every(([, size]) => size === 3)).toBe(true);
    expect(await sitemapDocument(4, load, 3)).toBeNull();
    expect(await sitemapDocument(0, load, 3)).toBeNull();
  });

  it('reads part numbers only from `{n}.xml`', () => {
    expect(partFromSegment('2.xml')).toBe(2);
    for (const bad of ['0.xml', '02.xml', '2', 'x.xml', '2.xml.gz', '-1.xml']) expect(partFromSegment(bad)).toBeNull();
  });
});


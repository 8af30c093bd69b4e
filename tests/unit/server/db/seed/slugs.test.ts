import { describe, expect, it } from 'vitest';
import { editionIds } from '@/lib/editions';
import { RESERVED_SLUGS } from '@/server/db/seed/context';
import { all } from './fixtures';

describe('slugs', () => {
  it.each(editionIds)('%s: free slugs are unique across stores, categories, destinations and blog', (edition) => {
    const slugs = [
      ...all.catalogue.stores[edition].map((s) => s.slug),
      ...all.catalogue.categories[edition].map((c) => c.slug),
      ...all.destinationRows[edition].continents.map((c) => c.slug),
      ...all.destinationRows[edition].locations.map((l) => l.slug),
      ...all.destinationRows[edition].sublocations.map((s) => s.slug),
      ...all.blogs[edition].categories.map((c) => c.slug),
      ...all.blogs[edition].posts.map((p) => p.slug),
    ];
    expect(new Set(slugs).size).toBe(slugs.length);
    // Our own slugs are chosen so that they need no `-2` suffix, even beside the catalogue's.
    const ours = [...all.destinationRows[edition].locations, ...all.destinationRows[edition].sublocations, ...all.blogs[edition].categories, ...all.blogs[edition].posts].map((row) => row.slug!);
    expect(ours.filter((slug) => /-\d+$/.test(slug))).toEqual([]);
    for (const slug of slugs) {
      expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(RESERVED_SLUGS).not.toContain(slug);
    }
  });
});


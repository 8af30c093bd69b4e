import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { editionIds } from '@/lib/editions';
import { all, buildAll } from './seed/fixtures';

describe('images', () => {
  it('every picture the content points at exists under public/ (run scripts/generate-images.ts)', () => {
    const paths = new Set<string>();
    for (const edition of editionIds) {
      for (const row of [...all.destinationRows[edition].locations, ...all.destinationRows[edition].sublocations]) paths.add(row.banner!);
      for (const row of [...all.blogs[edition].categories, ...all.blogs[edition].posts]) paths.add(row.image!);
      for (const row of all.feeds[edition].properties) paths.add(row.image!);
      for (const row of all.feeds[edition].partners) paths.add(row.logo!);
      for (const row of all.sites[edition].banners) paths.add(row.image);
    }
    const missing = [...paths].filter((p) => !fs.existsSync(path.join(process.cwd(), 'public', p)));
    expect(missing).toEqual([]);
    expect(paths.size).toBeGreaterThan(60);
  });
});

describe('determinism', () => {
  it('builds the same content twice for the same clock', () => {
    const again = buildAll({ withCatalogue: true });
    expect(JSON.stringify(again.destinationRows)).toBe(JSON.stringify(all.destinationRows));
    expect(JSON.stringify(again.feeds['fr-fr'].properties.slice(0, 200))).toBe(JSON.stringify(all.feeds['fr-fr'].properties.slice(0, 200)));
    expect(JSON.stringify(again.blogs)).toBe(JSON.stringify(all.blogs));
    expect(JSON.stringify(again.sites)).toBe(JSON.stringify(all.sites));
  });
});

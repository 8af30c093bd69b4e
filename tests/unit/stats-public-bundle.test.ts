import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The chart library is heavy and only editors see a chart: it must never reach a visitor's page. Only the
 * statistics' own components may import it, and only the editors' area may import those. (The built chunks are
 * checked after a build; this catches the import where it is written.)
 */
const ROOT = path.resolve(import.meta.dirname, '../..');
const SOURCE = /\.(ts|tsx|js|jsx|mjs)$/;

function filesUnder(dir: string): string[] {
  const full = path.join(ROOT, dir);
  if (!fs.existsSync(full)) return [];
  return fs.readdirSync(full, { withFileTypes: true }).flatMap((entry) => {
    const relative = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name.startsWith('.') ? [] : filesUnder(relative);
    return SOURCE.test(entry.name) ? [relative] : [];
  });
}

/** Every module a file imports or re-exports, statically or dynamically. */
function importsOf(file: string): string[] {
  const text = fs.readFileSync(path.join(ROOT, file), 'utf8');
  const found = [...text.matchAll(/(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+|\brequire\s*\(\s*)['"]([^'"]+)['"]/g)].map((match) => match[1]);
  return found.map((name) => (name.startsWith('.') ? path.posix.normalize(path.posix.join(path.posix.dirname(file), name)) : name.replace(/^@\//, '')));
}

const isRecharts = (name: string) => name === 'recharts' || name.startsWith('recharts/');
const isStatsComponent = (name: string) => name.startsWith('components/admin/stats');
const editorsArea = (file: string) => file.startsWith('app/admin/') || file.startsWith('components/admin/');
const code = [...filesUnder('app'), ...filesUnder('components'), ...filesUnder('lib'), ...filesUnder('i18n'), 'proxy.ts'].filter((file) => fs.existsSync(path.join(ROOT, file)));

describe('the chart library stays out of public code', () => {
  it('finds the code to scan', () => {
    expect(code).toContain('components/admin/stats/ClicksChart.tsx');
    expect(code.some((file) => file.startsWith('app/[locale]/'))).toBe(true);
    expect(importsOf('components/admin/stats/ClicksChart.tsx')).toContain('recharts');
  });

  it('is imported only by the statistics’ components', () => {
    const importers = code.filter((file) => importsOf(file).some(isRecharts));
    expect(importers.length).toBeGreaterThan(0);
    expect(importers.filter((file) => !file.startsWith('components/admin/stats/'))).toEqual([]);
  });

  it('whose components only the editors’ area imports', () => {
    const outside = code.filter((file) => !editorsArea(file) && importsOf(file).some(isStatsComponent));
    expect(outside).toEqual([]);
  });
});

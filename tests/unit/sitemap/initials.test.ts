import { describe, expect, it } from 'vitest';
import { groupByInitial, initialOf } from '@/lib/sitemap/initials';

describe('A–Z filing of the HTML sitemap', () => {
  it('files a name under its first letter without accent, digits and signs under #', () => {
    expect(initialOf('Écolodge')).toBe('E');
    expect(initialOf(' zeeland')).toBe('Z');
    expect(initialOf('123 Go')).toBe('#');
    expect(initialOf('@home')).toBe('#');
    expect(initialOf('')).toBe('#');
  });

  it('groups in A–Z order with # last, keeping the given order inside a letter', () => {
    const items = ['Aerolia', '4Seasons', 'Été indien', 'avion+', 'Bella'].map((name) => ({ name }));
    expect(groupByInitial(items).map((g) => [g.initial, g.items.map((i) => i.name)])).toEqual([
      ['A', ['Aerolia', 'avion+']],
      ['B', ['Bella']],
      ['E', ['Été indien']],
      ['#', ['4Seasons']],
    ]);
  });
});

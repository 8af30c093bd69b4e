import { describe, expect, it } from 'vitest';
import { copyrightLinks, footerColumns } from '@/lib/footer';

describe('footer', () => {
  const link = (id: number, isCopyright = false) => ({ id, name: `L${id}`, link: `/l${id}`, is_copyright: isCopyright });
  it('puts the common links in columns of 5 and the copyright links apart', () => {
    const links = [...Array.from({ length: 12 }, (_, i) => link(i + 1)), link(20, true), link(21, true)];
    const columns = footerColumns(links);
    expect(columns.map((c) => c.length)).toEqual([5, 5, 2]);
    expect(columns.flat().some((l) => l.is_copyright)).toBe(false);
    expect(copyrightLinks(links).map((l) => l.id)).toEqual([20, 21]);
    expect(footerColumns([])).toEqual([]);
  });
});


import { describe, expect, it } from 'vitest';
import { withOverrides } from '@/lib/seo';

const base = { robots: { index: true, follow: true }, canonical: 'https://vacances.be/aerolia', image: '/logos/stores/aerolia.svg' };

describe('withOverrides', () => {
  it('keeps the page’s own values without overrides', () => {
    expect(withOverrides('fr-be', base)).toEqual(base);
  });

  it('lets the flags only take indexing or following away', () => {
    expect(withOverrides('fr-be', base, { robots_noindex: true }).robots).toEqual({ index: false, follow: true });
    expect(withOverrides('fr-be', { ...base, robots: { index: false, follow: true } }, { robots_noindex: false }).robots.index).toBe(false);
  });

  it('takes an http(s) canonical or a path of the edition, and ignores anything else', () => {
    expect(withOverrides('fr-be', base, { canonical_url: 'https://partner.example/page' }).canonical).toBe('https://partner.example/page');
    expect(withOverrides('nl-be', base, { canonical_url: '/categorieen' }).canonical).toMatch(/^https:\/\/vakanties\.be\/categorieen$/);
    expect(withOverrides('fr-be', base, { canonical_url: 'javascript:alert(1)' }).canonical).toBe(base.canonical);
    expect(withOverrides('fr-be', base, { canonical_url: '//evil.example' }).canonical).toBe(base.canonical);
  });

  it('replaces the social picture', () => {
    expect(withOverrides('fr-be', base, { og_image: '/media/icons/a.png' }).image).toBe('/media/icons/a.png');
    expect(withOverrides('fr-be', base, { og_image: null }).image).toBe(base.image);
  });
});

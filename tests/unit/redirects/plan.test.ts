import { describe, expect, it } from 'vitest';
import { planRedirection, redirectKey } from '@/lib/redirects/plan';

const table = (entries: [string, string][]) => new Map(entries);

describe('redirectKey', () => {
  it('drops the trailing slash, the query and the fragment, and decodes the path', () => {
    expect(redirectKey('/promos-ete/')).toBe('/promos-ete');
    expect(redirectKey('/promos-ete?utm=x#top')).toBe('/promos-ete');
    expect(redirectKey('/s%C3%A9jours')).toBe('/séjours');
    expect(redirectKey('/')).toBe('/');
    expect(redirectKey('/bad%E0%A4%A')).toBe('/bad%E0%A4%A');
  });
});

describe('planRedirection', () => {
  it('accepts a redirection to a path or another site', () => {
    expect(planRedirection(table([]), '/vieux/', '/nouveau')).toEqual({ ok: true, source: '/vieux', target: '/nouveau', collapse: [] });
    expect(planRedirection(table([]), '/partenaire', 'https://partner.example/')).toMatchObject({ ok: true, target: 'https://partner.example/' });
  });

  it('refuses a redirection to itself', () => {
    expect(planRedirection(table([]), '/a', '/a/')).toMatchObject({ ok: false, errors: { new_path: [{ key: 'redirectSelf' }] } });
  });

  it('refuses a target that redirects on (a chain), naming where to point instead', () => {
    expect(planRedirection(table([['/b', '/c']]), '/a', '/b')).toMatchObject({ ok: false, errors: { new_path: [{ key: 'redirectChain', values: { target: '/b', next: '/c' } }] } });
  });

  it('refuses a loop, directly or through a redirection it would collapse', () => {
    expect(planRedirection(table([['/b', '/a']]), '/a', '/b')).toMatchObject({ ok: false, errors: { new_path: [{ key: 'redirectLoop', values: { target: '/b', source: '/a' } }] } });
  });

  it('collapses the redirections that led to its source: they lead to its target directly', () => {
    expect(planRedirection(table([['/x', '/a'], ['/y', '/a'], ['/z', '/q']]), '/a', '/b')).toEqual({ ok: true, source: '/a', target: '/b', collapse: ['/x', '/y'] });
  });
});

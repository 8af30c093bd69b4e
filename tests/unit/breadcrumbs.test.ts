import { describe, expect, it } from 'vitest';
import { entityCrumbs, shouldShowBreadcrumbs, staticCrumbs } from '@/lib/breadcrumbs';

describe('breadcrumbs', () => {
  it('show with more than one item, all named', () => {
    expect(shouldShowBreadcrumbs(staticCrumbs('Accueil', 'FAQ', '/faq'))).toBe(true);
    expect(shouldShowBreadcrumbs([{ name: 'Accueil', url: '/' }])).toBe(false);
    expect(shouldShowBreadcrumbs([{ name: 'Accueil', url: '/' }, { name: ' ', url: '/x' }])).toBe(false);
    expect(shouldShowBreadcrumbs([])).toBe(false);
  });
});

describe('small rules of the landing pages', () => {
  it('puts Home before the server’s chain, or before the page’s own items when the chain is missing', () => {
    const chain = [{ name: 'Grèce', url: '/pays/grece' }];
    expect(entityCrumbs('Accueil', chain, [{ name: 'x', url: '/x' }])).toEqual([{ name: 'Accueil', url: '/' }, ...chain]);
    expect(entityCrumbs('Accueil', [], [{ name: 'Grèce', url: '/pays/grece' }])).toEqual([{ name: 'Accueil', url: '/' }, ...chain]);
  });
});

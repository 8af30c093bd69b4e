import { describe, expect, it } from 'vitest';
import { organizationJsonLd, websiteJsonLd } from '@/lib/json-ld/site';

describe('site JSON-LD', () => {
  it('builds WebSite with the search action on each edition', () => {
    expect(websiteJsonLd('nl-be')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      name: 'Vakanties.be',
      url: 'https://vakanties.be',
      inLanguage: 'nl-BE',
      potentialAction: {
        '@type': 'SearchAction',
        target: 'https://vakanties.be/search?str={search_term_string}',
        'query-input': 'required name=search_term_string',
      },
    });
    expect(websiteJsonLd('fr-be')).toMatchObject({ name: 'Vacances.be', inLanguage: 'fr-BE', potentialAction: { target: 'https://vacances.be/search?str={search_term_string}' } });
    expect(websiteJsonLd('fr-fr')).toMatchObject({ name: 'Vacances.fr', inLanguage: 'fr-FR', potentialAction: { target: 'https://vacances.fr/search?str={search_term_string}' } });
  });

  it('builds Organization with an absolute logo on each edition', () => {
    expect(organizationJsonLd('fr-be')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: 'Vacances.be',
      url: 'https://vacances.be',
      logo: 'https://vacances.be/logos/vacances-be.svg',
    });
    expect(organizationJsonLd('nl-be')).toMatchObject({ name: 'Vakanties.be', url: 'https://vakanties.be', logo: 'https://vakanties.be/logos/vakanties-be.svg' });
    expect(organizationJsonLd('fr-fr')).toMatchObject({ name: 'Vacances.fr', url: 'https://vacances.fr', logo: 'https://vacances.fr/logos/vacances-fr.svg' });
  });
});

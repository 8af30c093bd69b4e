import { describe, expect, it } from 'vitest';
import type { EditionId } from '@/lib/editions';
import { breadcrumbListJsonLd, faqPageJsonLd, jsonLdScript, organizationJsonLd, websiteJsonLd } from '@/lib/json-ld/site';
import { origin } from '../fixtures';


describe('JSON-LD', () => {
  it('builds a BreadcrumbList with absolute items and positions from 1, the last item without url', () => {
    expect(
      breadcrumbListJsonLd('nl-be', [
        { name: 'Home', url: '/' },
        { name: 'Spanje', url: '/pays/spanje' },
        { name: 'Andalusië' },
      ]),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://vakanties.be' },
        { '@type': 'ListItem', position: 2, name: 'Spanje', item: 'https://vakanties.be/bestemmingen/spanje' },
        { '@type': 'ListItem', position: 3, name: 'Andalusië' },
      ],
    });
  });

  it('puts breadcrumb items on the edition’s own domain', () => {
    for (const id of Object.keys(origin) as EditionId[]) {
      const list = breadcrumbListJsonLd(id, [{ name: 'Blog', url: '/blog/' }, { name: 'x', url: 'https://cdn.example.com/x' }]);
      expect(list.itemListElement).toEqual([
        { '@type': 'ListItem', position: 1, name: 'Blog', item: `${origin[id]}/blog` },
        { '@type': 'ListItem', position: 2, name: 'x', item: 'https://cdn.example.com/x' },
      ]);
    }
  });

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

  it('serialises so that </script> in a name cannot end the script, and parses back unchanged', () => {
    const data = breadcrumbListJsonLd('fr-be', [{ name: 'Home', url: '/' }, { name: 'Evil </script><script>alert(1)</script> & <!-- x \u2028' }]);
    const script = jsonLdScript(data);
    expect(script).not.toContain('<');
    expect(script).not.toContain('>');
    expect(script).not.toMatch(/<\/script/i);
    expect(script).toContain('\\u003c/script\\u003e');
    expect(script).not.toContain('\u2028');
    expect(JSON.parse(script)).toEqual(data);
  });
});

describe('small rules of the landing pages', () => {
  it('builds FAQPage JSON-LD from the named items only, as plain text', () => {
    expect(faqPageJsonLd([])).toBeNull();
    expect(faqPageJsonLd([{ question: ' ', answer: 'x' }])).toBeNull();
    expect(faqPageJsonLd([{ question: 'Quand partir ?', answer: '<p>En <b>mai</b>.</p>' }])).toEqual({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: [{ '@type': 'Question', name: 'Quand partir ?', acceptedAnswer: { '@type': 'Answer', text: 'En mai .' } }],
    });
  });
});

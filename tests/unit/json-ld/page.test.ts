import { describe, expect, it } from 'vitest';
import type { EditionId } from '@/lib/editions';
import { breadcrumbListJsonLd, faqPageJsonLd } from '@/lib/json-ld/page';
import { origin } from '../fixtures';

describe('breadcrumbListJsonLd', () => {
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
});

describe('faqPageJsonLd', () => {
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

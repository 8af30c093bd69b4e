import { describe, expect, it } from 'vitest';
import { highlightParts } from '@/lib/search/highlight';

describe('highlightParts', () => {
  it('marks the words that start with a stem, accents and case aside', () => {
    expect(highlightParts('Vente privée : -50 % sur les Hôtels cinq étoiles', ['hotel', 'etoil'])).toEqual([
      'Vente privée : -50 % sur les ',
      'Hôtels',
      ' cinq ',
      'étoiles',
      '',
    ]);
  });

  it('leaves the text whole when nothing matches or there are no terms', () => {
    expect(highlightParts('Croisières', ['hotel'])).toEqual(['Croisières']);
    expect(highlightParts('Croisières', [])).toEqual(['Croisières']);
  });

  it('marks Dutch words with a diaeresis from plain terms', () => {
    expect(highlightParts('Vakantie in Kroatië', ['kroatie'])).toEqual(['Vakantie in ', 'Kroatië', '']);
  });
});

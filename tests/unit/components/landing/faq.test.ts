import { describe, expect, it } from 'vitest';
import { answerParagraphs, visibleFaqItems } from '@/components/landing/faq';

describe('FAQ helpers', () => {
  it('keeps only questions with both texts', () => {
    expect(
      visibleFaqItems([
        { question: 'Quand partir ?', answer: 'Au printemps.' },
        { question: '  ', answer: 'Sans question' },
        { question: 'Sans réponse ?', answer: '' },
      ]),
    ).toEqual([{ question: 'Quand partir ?', answer: 'Au printemps.' }]);
    expect(visibleFaqItems(undefined)).toEqual([]);
  });

  it('splits a plain-text answer into paragraphs at line breaks', () => {
    expect(answerParagraphs('Première ligne.\n\n  Deuxième ligne.\r\nTroisième.')).toEqual(['Première ligne.', 'Deuxième ligne.', 'Troisième.']);
  });
});


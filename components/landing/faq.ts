import type { FaqItem } from '@/lib/api/types/landing';

/** The questions worth showing: both texts present (the FAQPage JSON-LD keeps the same ones). */
export const visibleFaqItems = (items: readonly FaqItem[] | null | undefined): FaqItem[] =>
  (items ?? []).filter((item) => item.question?.trim() && item.answer?.trim());

/** A plain-text answer as paragraphs: blank lines (or single line breaks) separate them. */
export const answerParagraphs = (answer: string): string[] =>
  answer
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);

/** Tiny builders for the editor HTML of the static pages. */
import type { PageIdentifier } from '../../schema/pages';

export interface PageText {
  identifier: PageIdentifier;
  title: string;
  header1: string;
  content: string;
  seoTitle: string;
  metaDescription: string;
}

export const p = (text: string) => `<p>${text}</p>`;
export const h2 = (text: string) => `<h2>${text}</h2>`;
export const ul = (items: string[]) => `<ul>${items.map((item) => `<li>${item}</li>`).join('')}</ul>`;

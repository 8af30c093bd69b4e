/** What a blog post is made of before it becomes HTML. */
import type { BlogCategoryKey } from './categories';

interface Section {
  heading?: string;
  paragraphs: string[];
  list?: string[];
}

export interface Article {
  /** Stable across editions: decides the image and the position in the feed. */
  key: string;
  category: BlogCategoryKey;
  title: string;
  excerpt: string;
  sections: Section[];
  image: string;
  /** Destination pages the post is about: the landing pages list it among their related posts. */
  places: { kind: 'location' | 'sublocation'; id: number }[];
}

/** Simple editor HTML: `<h2>`, `<p>`, `<ul>`; texts already contain their links. */
export function renderArticle(article: Article): string {
  return article.sections
    .map((section) =>
      [
        section.heading ? `<h2>${section.heading}</h2>` : '',
        ...section.paragraphs.map((p) => `<p>${p}</p>`),
        section.list ? `<ul>${section.list.map((item) => `<li>${item}</li>`).join('')}</ul>` : '',
      ].join(''),
    )
    .join('\n');
}

export function readingMinutes(html: string): number {
  const words = html.replace(/<[^>]+>/g, ' ').split(/\s+/).filter(Boolean).length;
  return Math.max(2, Math.round(words / 200));
}

export const link = (href: string, text: string) => `<a href="${href}">${text}</a>`;

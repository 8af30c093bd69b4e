import { editions, type EditionId } from '@/lib/editions';
import { absoluteAsset, canonicalUrl, stripHtml, truncateDescription } from '@/lib/seo';
import type { JsonLdThing } from './script';

/** What blogPostingJsonLd needs of a post: the `/posts/{slug}/` answer's fields and its page's path. */
export interface BlogPostingInput {
  title: string;
  /** The post page's public path (`/blog/{category}/{post}`). */
  path: string;
  /** meta_description, else the excerpt; HTML is stripped. */
  description?: string | null;
  image?: string | null;
  author?: string | null;
  published_at?: string | null;
  categoryName?: string | null;
}

/** Google shows at most 110 characters of a headline. */
const HEADLINE_MAX_LENGTH = 110;

/**
 * schema.org BlogPosting of a post page: headline, canonical URL (also the main entity of the page), picture,
 * author, publication date, category as the article section, language, and the edition as publisher. A field
 * the post lacks (no picture, no author, an unreadable date) is left out rather than filled with a guess.
 */
export function blogPostingJsonLd(edition: EditionId, post: BlogPostingInput): JsonLdThing {
  const { brandName, logo, htmlLang } = editions[edition];
  const url = canonicalUrl(edition, post.path);
  const description = post.description ? truncateDescription(stripHtml(post.description), 300) : '';
  const published = post.published_at ? new Date(post.published_at) : null;
  const author = post.author?.trim();
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: truncateDescription(stripHtml(post.title), HEADLINE_MAX_LENGTH),
    url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    inLanguage: htmlLang,
    ...(description ? { description } : {}),
    ...(post.image ? { image: [absoluteAsset(edition, post.image)] } : {}),
    ...(published && !Number.isNaN(published.getTime()) ? { datePublished: published.toISOString() } : {}),
    ...(author ? { author: { '@type': 'Person', name: author } } : {}),
    ...(post.categoryName?.trim() ? { articleSection: post.categoryName.trim() } : {}),
    publisher: {
      '@type': 'Organization',
      name: brandName,
      url: canonicalUrl(edition, '/'),
      logo: { '@type': 'ImageObject', url: absoluteAsset(edition, logo) },
    },
  };
}

import type { EditionId } from '@/lib/editions';
import type { ResolvedSlug } from '@/lib/slug-dispatch';

// The expectations spell the production domains out; the DOMAIN_* overrides are for deployments, not tests.
export const origin: Record<EditionId, string> = {
  'fr-be': 'https://vacances.be',
  'nl-be': 'https://vakanties.be',
  'fr-fr': 'https://vacances.fr',
};

/** A resolver over a fixed set of slugs, recording what it was asked. */
export function resolverOf(known: Record<string, string>) {
  const asked: string[] = [];
  const resolve = async (slug: string): Promise<ResolvedSlug | null> => {
    asked.push(slug);
    const key = slug.toLowerCase();
    return key in known ? { entity: known[key], id: 7, slug: key } : null;
  };
  return { resolve, asked };
}

/** The free slugs of the dispatch tests, with the kind each names. */
export const known = { aerolia: 'store', espagne: 'location', seville: 'sublocation', plage: 'category', conseils: 'blog_category', 'mon-article': 'blog_post' };

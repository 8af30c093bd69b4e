import type { Metadata } from 'next';
import type { Edition, StaticPageKey } from '@/lib/editions';
import { staticPath } from '@/lib/routing';
import type { SearchInput } from '@/lib/search-params';
import { buildMetadata, robotsFor, staticAlternates } from '@/lib/seo';

/** Metadata of a static route: canonical on the edition's spelling, hreflang to the same route in the other editions. */
export function staticMetadata(
  edition: Edition,
  key: StaticPageKey,
  { title, description, search, image }: { title: string; description: string; search?: SearchInput; image?: string },
): Metadata {
  return buildMetadata({
    edition: edition.id,
    title,
    description,
    pathname: staticPath(edition.id, key) ?? '/',
    search,
    image,
    alternates: staticAlternates(key),
    robots: robotsFor({ kind: key, search }),
  });
}

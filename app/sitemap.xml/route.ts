import { sitemapResponse } from '@/lib/sitemap/respond';

// Per request: the Host header decides the edition.
export const dynamic = 'force-dynamic';

/** The edition's sitemap: every indexable page, or the index of the part files above 50,000 URLs. */
export function GET(request: Request) {
  return sitemapResponse(request, null);
}

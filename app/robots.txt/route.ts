import { robotsResponse } from '@/lib/sitemap/respond';

// Per request: the Host header decides the edition, and an upload must show without a rebuild.
export const dynamic = 'force-dynamic';

/** The edition's robots.txt: the uploaded file, else the default pointing at the edition's sitemap. */
export function GET(request: Request) {
  return robotsResponse(request);
}

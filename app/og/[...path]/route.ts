import { ogTargetOf } from '@/lib/og-image';
import { renderOgImage } from '@/lib/og-image-render';

/** Each card is rendered on its first request and then served from the cache. */
export const dynamic = 'force-static';

export function generateStaticParams(): [] {
  return [];
}

/** A social-card PNG (1200×630) of an edition or of one of our SVG pictures; 404 for anything else. */
export async function GET(_request: Request, { params }: { params: Promise<{ path: string[] }> }) {
  const png = await renderOgImage(ogTargetOf((await params).path));
  if (!png) return new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });
  return new Response(new Uint8Array(png), {
    headers: { 'content-type': 'image/png', 'cache-control': 'public, max-age=86400' },
  });
}

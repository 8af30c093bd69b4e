/** A bare dynamic route answering a redirect, the reference of the site's `/go/` exits. */
export const dynamic = 'force-dynamic';

export function GET() {
  return new Response(null, { status: 302, headers: { location: 'https://merchant.example/deal', 'cache-control': 'no-store' } });
}

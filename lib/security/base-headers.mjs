// The headers every answer carries, pages, files and the API alike. Plain JavaScript (typed beside it), so that
// next.config and the production server's front (scripts/server.mjs) read them too.

/** What answers that are not pages (API JSON, files) carry: nothing may run or frame them. */
export const resourceCsp = "default-src 'none'; img-src 'self' data:; style-src 'self' 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/**
 * Headers every response carries, pages and resources alike.
 * @param {boolean} production
 * @returns {Record<string, string>}
 */
export function baseSecurityHeaders(production) {
  return {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
    ...(production ? { 'Strict-Transport-Security': 'max-age=63072000; includeSubDomains; preload' } : {}),
  };
}

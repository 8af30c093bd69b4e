import path from 'node:path';
import type { NextConfig } from 'next';
import { baseSecurityHeaders, resourceCsp } from './lib/security/base-headers.mjs';
import createNextIntlPlugin from 'next-intl/plugin';

const nextConfig: NextConfig = {
  // PGlite ships WASM and data files, pg, argon2 and sharp native code: load them from node_modules at run time.
  serverExternalPackages: ['@electric-sql/pglite', 'pg', '@node-rs/argon2', 'sharp', 'rate-limiter-flexible', 'pino', 'redis', '@react-email/render', '@react-email/components'],
  // A second build (a helper's Playwright run, a benchmark) can live beside the main one: NEXT_DIST_DIR=.next-x.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  // A cached page older than this is never served: the next visit waits for a fresh render (see the root layout).
  expireTime: 60,
  // Cached pages and reads live in this process's memory, within a budget, answers to made-up URLs apart.
  cacheHandler: path.resolve(import.meta.dirname, 'lib/cache/page-cache-handler.mjs'),
  cacheMaxMemorySize: 0,
  // The API contract spells its paths with a trailing slash and must answer them directly, not with a 308;
  // pages get their own canonical-slash redirects in the proxy.
  skipTrailingSlashRedirect: true,
  // The site has two root layouts (the editions' and the editors'): an address neither takes (a missing file) gets
  // a page of its own, not one composed from either layout.
  experimental: { globalNotFound: true },
  // The build's own files bypass the proxy (they need no page policy); they carry the same protective headers.
  async headers() {
    return [{ source: '/_next/:path*', headers: Object.entries({ ...baseSecurityHeaders(process.env.NODE_ENV === 'production'), 'Content-Security-Policy': resourceCsp }).map(([key, value]) => ({ key, value })) }];
  },
};

export default createNextIntlPlugin('./i18n/request.ts')(nextConfig);

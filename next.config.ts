import path from 'node:path';
import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';

const nextConfig: NextConfig = {
  // PGlite ships WASM and data files, pg, argon2 and sharp native code: load them from node_modules at run time.
  serverExternalPackages: ['@electric-sql/pglite', 'pg', '@node-rs/argon2', 'sharp', 'rate-limiter-flexible'],
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
};

export default createNextIntlPlugin('./i18n/request.ts')(nextConfig);

import type { NextConfig } from 'next';

const nextConfig: NextConfig = {
  // PGlite ships WASM and data files, pg and argon2 native code: load them from node_modules at run time.
  serverExternalPackages: ['@electric-sql/pglite', 'pg', '@node-rs/argon2'],
  poweredByHeader: false,
};

export default nextConfig;

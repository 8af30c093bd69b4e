import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

const config = [
  ...nextVitals,
  ...nextTs,
  { ignores: ['.next/**', '.next-*/**', 'playwright-report/**', 'test-results/**', 'coverage/**', '.scratch/**', 'node_modules/**', '.data/**', 'next-env.d.ts', 'server/db/migrations/**'] },
];

export default config;

import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

/**
 * The layers of the application. Pages only know the `/api` contract, so the site also runs against an external
 * backend that speaks it; the backend never depends on the UI; the database layer never depends on the API.
 * Each zone's message names where the thing belongs instead.
 */
const TRANSPORT = 'lib/api/transport.ts';

const uiToServer = {
  target: ['./app', './components'],
  from: './server',
  message:
    'Pages and components reach the backend only through the API client in lib/api (its transport, lib/api/transport.ts, is the one door to server/). Shared constants and schemas belong in lib/.',
};
const libToUi = {
  target: './lib',
  from: ['./app', './components'],
  message:
    'lib/ is shared by pages, components and the backend: move what it needs out of app/ or components/ into lib/ (contract types in lib/api/types/, zod schemas in lib/schemas/).',
};
const libToServer = {
  target: './lib',
  from: './server',
  message: `Only the transport (${TRANSPORT}) may import server/; the rest of lib/ speaks the /api contract through it.`,
};
const serverToUi = {
  target: './server',
  from: ['./app', './components'],
  message: 'The backend never depends on the UI: move what both sides need into lib/ (schemas in lib/schemas/, constants beside them).',
};
const dbToApi = {
  target: './server/db',
  from: './server/api',
  message: 'server/db (schema, client, seed) never imports server/api: move what both need into lib/ or server/db itself.',
};

const layers = (zones) => ({ 'import/no-restricted-paths': ['error', { zones }] });

/** Modules that one part of the code must take from elsewhere: `{names, message}` each. */
const zodOnlyThroughSchemas = {
  names: ['zod'],
  message:
    "Take `z` from lib/schemas/zod (or a schema from lib/schemas/): it keeps zod from evaluating code, which the site's Content-Security-Policy refuses in the browser.",
};
const noUiInBackend = {
  names: ['react', 'react-dom', 'next-intl'],
  message: 'The backend answers JSON and renders nothing: UI code belongs in components/, shared logic in lib/.',
};
const restrictedImports = (rules) => ({
  'no-restricted-imports': [
    'error',
    {
      paths: rules.flatMap(({ names, message }) => names.map((name) => ({ name, message }))),
      patterns: rules.map(({ names, message }) => ({ group: names.map((name) => `${name}/*`), message })),
    },
  ],
});

const config = [
  ...nextVitals,
  ...nextTs,
  { rules: layers([uiToServer, libToUi, libToServer, serverToUi, dbToApi]) },
  { files: [TRANSPORT], rules: layers([libToUi]) },
  { files: ['app/**', 'components/**', 'lib/**'], ignores: ['lib/schemas/zod.ts'], rules: restrictedImports([zodOnlyThroughSchemas]) },
  { files: ['server/**'], rules: restrictedImports([zodOnlyThroughSchemas, noUiInBackend]) },
  { ignores: ['.next/**', '**/.next/**', '.next-*/**', 'playwright-report/**', 'test-results/**', 'coverage/**', '.scratch/**', 'node_modules/**', '.data/**', 'next-env.d.ts', 'server/db/migrations/**', 'reports/**'] },
];

export default config;

import os from 'node:os';
import { defineConfig } from '@playwright/test';
import type { EditionOptions } from './tests/e2e/fixtures';
import { E2E_EDITOR, e2ePort as port, e2eThirdPartyPort, editionFacts, mailSinkSmtpPort, mailSinkUrl, ONE_EDITION, PER_LANGUAGE, thirdPartyKeys } from './tests/e2e/support';

/**
 * Browser tests against the production build, on the three real domains. Debian's Chromium resolves
 * vacances.be, vakanties.be and vacances.fr (and their www. names) to the local server through
 * --host-resolver-rules, so the app sees the real Host header of each edition.
 *
 *   npx playwright test                      builds, starts `node scripts/start.mjs`, runs the tests
 *   E2E_SKIP_BUILD=1 npx playwright test     reuses the existing build (npm test: the smoke test just built it)
 *   E2E_PORT=4321 npx playwright test        another port (default 3210)
 */
const domains = Object.values(editionFacts).map((e) => e.domain);
const hostRulesTo = (target: number) => domains.flatMap((d) => [`MAP ${d} 127.0.0.1:${target}`, `MAP www.${d} 127.0.0.1:${target}`]).join(', ');

const start = 'node scripts/start.mjs';
const command = process.env.E2E_SKIP_BUILD === '1' ? start : `node node_modules/next/dist/bin/next build && ${start}`;

/** The spec that runs against the server with the third parties' keys. */
const THIRD_PARTY_SPEC = /third-parties\.spec\.ts$/;

/** Debian's Chromium, with the three domains (and their www.) leading to the server on `target`. */
function browserLaunch(target: number) {
  return {
    executablePath: '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      `--host-resolver-rules=${hostRulesTo(target)}`,
      // Production runs on https, where the Clipboard API exists; these http test origins count as secure so
      // the copy button is tested on the same API.
      `--unsafely-treat-insecure-origin-as-secure=${domains.flatMap((d) => [`http://${d}`, `http://www.${d}`]).join(',')}`,
    ],
  };
}

/**
 * A test server: its port, a database of its own in memory, and one trusted proxy, so that each test can be a
 * visitor of its own address (`X-Forwarded-For`) for the per-address limits.
 */
// LOG_LEVEL warn: one JSON line per request would bury the test report; the smoke suite checks those lines.
// The affiliate feeds' tests serve their feed from this machine, an address the site refuses unless told otherwise.
const serverEnv = (target: number) => ({
  PORT: String(target),
  DATABASE_URL: 'memory://',
  NEXT_TELEMETRY_DISABLED: '1',
  TRUST_PROXY: '1',
  LOG_LEVEL: 'warn',
  FEEDS_ALLOW_PRIVATE_NETWORKS: 'true',
  FEEDS_CREDENTIALS_KEY: 'the e2e server key for feed credentials, long enough',
  // Mail goes to the tests' own SMTP server, where a test reads the links it carries.
  SMTP_URL: `smtp://127.0.0.1:${mailSinkSmtpPort}`,
});

export default defineConfig<EditionOptions>({
  testDir: 'tests/e2e',
  outputDir: 'test-results',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  // One browser per core, the Next server sharing them; past four the single server process is the bottleneck.
  workers: Math.min(4, os.availableParallelism()),
  retries: process.env.CI ? 1 : 0,
  // The workers and the Next server share the machine's cores: a client navigation or the first render of a page can take more
  // than the default 5 s. A passing assertion returns as soon as it holds, so this costs nothing when all is well.
  expect: { timeout: 10_000 },
  reporter: [['list'], ['html', { outputFolder: 'playwright-report', open: 'never' }]],
  use: {
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    launchOptions: browserLaunch(port),
  },
  // The tags say which behaviour one domain proves for all (see tests/e2e/support.ts).
  projects: [
    { name: 'fr-be', use: { baseURL: 'http://vacances.be', edition: 'fr-be' }, testIgnore: THIRD_PARTY_SPEC },
    { name: 'nl-be', use: { baseURL: 'http://vakanties.be', edition: 'nl-be' }, grepInvert: new RegExp(ONE_EDITION), testIgnore: THIRD_PARTY_SPEC },
    { name: 'fr-fr', use: { baseURL: 'http://vacances.fr', edition: 'fr-fr' }, grepInvert: new RegExp(`${ONE_EDITION}|${PER_LANGUAGE}`), testIgnore: THIRD_PARTY_SPEC },
    // The same build, started again with every third party's key: the domains lead to that server.
    { name: 'third-parties', testMatch: THIRD_PARTY_SPEC, use: { baseURL: 'http://vacances.be', edition: 'fr-be', launchOptions: browserLaunch(e2eThirdPartyPort) } },
  ],
  // Started one after the other: the first builds, the second reuses its build.
  webServer: [
    {
      command: 'node tests/e2e/mail-sink.mjs',
      url: `${mailSinkUrl}/health`,
      env: { MAIL_SINK_SMTP_PORT: String(mailSinkSmtpPort), MAIL_SINK_HTTP_PORT: new URL(mailSinkUrl).port },
      reuseExistingServer: false,
      stdout: 'pipe',
      stderr: 'pipe',
    },
    {
      command,
      url: `http://127.0.0.1:${port}/api/ready/`,
      env: {
        ...serverEnv(port),
        // The editor the e2e tests log in as (see tests/e2e/editor-changes.spec.ts).
        EDITOR_BOOTSTRAP_EMAIL: E2E_EDITOR.email,
        EDITOR_BOOTSTRAP_PASSWORD: E2E_EDITOR.password,
      },
      timeout: 300_000,
      reuseExistingServer: false,
      stdout: 'pipe',
      stderr: 'pipe',
    },
    {
      command: start,
      url: `http://127.0.0.1:${e2eThirdPartyPort}/api/ready/`,
      env: { ...serverEnv(e2eThirdPartyPort), ...thirdPartyKeys },
      timeout: 300_000,
      reuseExistingServer: false,
      stdout: 'pipe',
      stderr: 'pipe',
    },
  ],
});

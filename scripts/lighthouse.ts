// `npm run lighthouse [-- --editions fr-be,nl-be] [-- --pages home,shop] [-- --build] [-- --third-parties]`
// Lighthouse (its npm package) in Debian's Chromium against the site's production build (demo content, in-memory
// database) on its three domains, and against a bare dynamic Next page of the same versions, measured in the same
// run: mobile and desktop, the performance score with LCP, CLS and TBT. The HTML reports go to reports/lighthouse/
// (ignored by git); one table is printed. Figures only: compare a page with the bare page of the same run.
// `--third-parties`: each page also on a second server with every third party's key, their scripts served by a
// local stub server (a few kilobytes each, doing what the real ones do first: the consent app accepts, the widget
// and the comments fill their box), to see what loading them costs the page itself.
import { spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { Result } from 'lighthouse';
import { buildBoth, demoPages, printTable, root, serveReference, serveSite, stop } from './bench/servers';

const { values } = parseArgs({
  options: {
    editions: { type: 'string', default: 'fr-be,nl-be,fr-fr' },
    pages: { type: 'string', default: 'home,shop,comparator,post' },
    build: { type: 'boolean', default: false },
    'third-parties': { type: 'boolean', default: false },
  },
});
const SITE_PORT = 3701;
const REFERENCE_PORT = 3702;
const STUB_PORT = 3703;
const SITE_WITH_THIRD_PARTIES_PORT = 3704;
const STUB_HOST = 'third-party.test';
const BARE_HOST = 'bare.test';
const domains: Record<string, string> = { 'fr-be': 'vacances.be', 'nl-be': 'vakanties.be', 'fr-fr': 'vacances.fr' };
const comparatorPaths: Record<string, string> = { 'fr-be': '/comparateur', 'nl-be': '/vergelijken', 'fr-fr': '/comparateur' };
const reportsDir = path.join(root, 'reports/lighthouse');

interface Target {
  label: string;
  url: string;
  file: string;
  /** Measured on the server with the third parties' keys. */
  thirdParties?: boolean;
}

async function targets(): Promise<Target[]> {
  const wanted = values.pages.split(',');
  const out: Target[] = [{ label: 'bare Next page', url: `http://${BARE_HOST}/`, file: 'bare' }];
  for (const edition of values.editions.split(',')) {
    const domain = domains[edition];
    if (!domain) throw new Error(`unknown edition ${edition}`);
    const demo = await demoPages(SITE_PORT, edition);
    const paths: Record<string, string> = {
      home: '/',
      shop: demo.shop,
      category: demo.category,
      destination: demo.destination,
      post: demo.post,
      comparator: `${comparatorPaths[edition]}?price=501-750&duration=6-10`,
      faq: '/faq',
    };
    for (const page of wanted) {
      if (!paths[page]) throw new Error(`unknown page ${page}`);
      out.push({ label: `${domain} ${page} (${paths[page].slice(0, 40)})`, url: `http://${domain}${paths[page]}`, file: `${edition}-${page}` });
      if (values['third-parties']) {
        out.push({ label: `${domain} ${page}, third parties on`, url: `http://${domain}${paths[page]}`, file: `${edition}-${page}-third-parties`, thirdParties: true });
      }
    }
  }
  return out;
}

const ms = (value: number | undefined) => (value === undefined ? '-' : `${Math.round(value)}`);
const chromePath = process.env.CHROME_PATH || '/usr/bin/chromium';
const lighthouseCli = path.join(root, 'node_modules/lighthouse/cli/index.js');

/**
 * One Lighthouse run through its command line, in plain Node: its page-side functions are sent to the browser as
 * source text, which a TypeScript loader's rewriting would break. Returns the report (null when the run failed).
 */
function runLighthouse(url: string, formFactor: 'mobile' | 'desktop', file: string, rules: string): Result | null {
  const outputPath = path.join(reportsDir, `${file}-${formFactor}`);
  const run = spawnSync(
    process.execPath,
    [
      lighthouseCli,
      url,
      '--quiet',
      '--only-categories=performance',
      '--output=json',
      '--output=html',
      `--output-path=${outputPath}`,
      `--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-quic --disable-features=HttpsUpgrades,HttpsFirstBalancedModeAutoEnable,HttpsFirstModeV2ForEngagedSites --host-resolver-rules="${rules}"`,
      ...(formFactor === 'desktop' ? ['--preset=desktop'] : []),
    ],
    { cwd: root, env: { ...process.env, CHROME_PATH: chromePath }, encoding: 'utf8' },
  );
  if (run.status !== 0) {
    console.error(`\nlighthouse ${url} (${formFactor}) failed:\n${run.stderr.slice(-2000)}`);
    return null;
  }
  return JSON.parse(fs.readFileSync(`${outputPath}.report.json`, 'utf8')) as Result;
}

function figures(lhr: Result | null): string[] {
  if (!lhr) return ['-', '-', '-', '-'];
  const audit = (id: string) => lhr.audits[id]?.numericValue;
  const score = lhr.categories.performance?.score;
  return [score === null || score === undefined ? '-' : String(Math.round(score * 100)), ms(audit('largest-contentful-paint')), (audit('cumulative-layout-shift') ?? 0).toFixed(3), ms(audit('total-blocking-time'))];
}

/** A stub of each provider's script: small, and doing the visible part of the real one's first work. */
const stubScripts: Record<string, string> = {
  '/consent.js': `window.Cookiebot = { consent: { marketing: true }, renew() {} }; window.dispatchEvent(new Event('CookiebotOnAccept'));`,
  '/popup.js': `document.body.insertAdjacentHTML('beforeend', '<div hidden id="stub-popup"></div>');`,
  '/comments.js': `var t = document.getElementById('disqus_thread'); if (t) t.innerHTML = '<p>' + 'Commentaire. '.repeat(40) + '</p>';`,
  '/widget.js': `var w = document.querySelector('ins.bookingaff'); if (w) { w.style.display = 'block'; w.style.minHeight = '0'; w.textContent = 'Widget'; }`,
  '/captcha.js': `window.grecaptcha = { reset() {} };`,
};

/** Serves the stubs, each padded to a few kilobytes, like a provider's smallest loader. */
function serveStubs(port: number): Promise<http.Server> {
  const server = http.createServer((req, res) => {
    const body = stubScripts[new URL(req.url ?? '/', 'http://stub').pathname];
    if (!body) return void res.writeHead(404).end();
    res.writeHead(200, { 'content-type': 'application/javascript', 'cache-control': 'max-age=3600' }).end(`${body}\n/*${' '.repeat(8000)}*/`);
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

/** Every third party on, for every edition, its script from the stub server. */
const thirdPartyEnv: Record<string, string> = {
  ...Object.fromEntries(['FR_BE', 'NL_BE', 'FR_FR'].flatMap((ed) => [
    [`CONSENT_APP_KEY_${ed}`, `lh-${ed}`],
    [`NEWSLETTER_POPUP_KEY_${ed}`, `lh-${ed}`],
    [`COMMENTS_KEY_${ed}`, `lh-${ed.toLowerCase()}`],
    [`AFFILIATE_WIDGET_KEY_${ed}`, '1234567'],
  ])),
  CAPTCHA_KEY: 'lh-captcha',
  CONSENT_APP_SCRIPT_URL: `http://${STUB_HOST}/consent.js`,
  NEWSLETTER_POPUP_SCRIPT_URL: `http://${STUB_HOST}/popup.js`,
  COMMENTS_SCRIPT_URL: `http://${STUB_HOST}/comments.js`,
  AFFILIATE_WIDGET_SCRIPT_URL: `http://${STUB_HOST}/widget.js`,
  CAPTCHA_SCRIPT_URL: `http://${STUB_HOST}/captcha.js`,
};

async function main() {
  buildBoth(values.build, 'lighthouse');
  fs.mkdirSync(reportsDir, { recursive: true });
  let site: ChildProcess | undefined;
  let reference: ChildProcess | undefined;
  let withThirdParties: ChildProcess | undefined;
  let stubs: http.Server | undefined;
  try {
    site = await serveSite(SITE_PORT);
    reference = await serveReference(REFERENCE_PORT);
    if (values['third-parties']) {
      stubs = await serveStubs(STUB_PORT);
      withThirdParties = await serveSite(SITE_WITH_THIRD_PARTIES_PORT, thirdPartyEnv);
    }
    const rulesTo = (sitePort: number) =>
      [...Object.values(domains).map((d) => `MAP ${d} 127.0.0.1:${sitePort}`), `MAP ${BARE_HOST} 127.0.0.1:${REFERENCE_PORT}`, `MAP ${STUB_HOST} 127.0.0.1:${STUB_PORT}`].join(',');
    const list = await targets();
    const rows: string[][] = [];
    for (const target of list) {
      // Each page once before it is measured: the first visit fills the cache, as a visitor's would have.
      const sitePort = target.thirdParties ? SITE_WITH_THIRD_PARTIES_PORT : SITE_PORT;
      await fetch(target.url.replace(/^http:\/\/[^/]+/, `http://127.0.0.1:${target.file === 'bare' ? REFERENCE_PORT : sitePort}`), {
        headers: { host: new URL(target.url).host },
      }).catch(() => undefined);
      const row = [target.label];
      for (const formFactor of ['mobile', 'desktop'] as const) {
        row.push(...figures(runLighthouse(target.url, formFactor, target.file, rulesTo(sitePort))));
        process.stdout.write('.');
      }
      rows.push(row);
    }
    console.log(`\nLighthouse ${lighthouseVersion()}, Chromium at ${chromePath}; reports in reports/lighthouse/`);
    printTable(['page', 'mobile', 'LCP ms', 'CLS', 'TBT ms', 'desktop', 'LCP ms', 'CLS', 'TBT ms'], rows);
  } finally {
    stop(site);
    stop(reference);
    stop(withThirdParties);
    stubs?.close();
  }
}

function lighthouseVersion(): string {
  return (JSON.parse(fs.readFileSync(path.join(root, 'node_modules/lighthouse/package.json'), 'utf8')) as { version: string }).version;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

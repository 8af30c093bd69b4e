// `npm run lighthouse [-- --editions fr-be,nl-be] [-- --pages home,shop] [-- --build]`
// Lighthouse (its npm package) in Debian's Chromium against the site's production build (demo content, in-memory
// database) on its three domains, and against a bare dynamic Next page of the same versions, measured in the same
// run: mobile and desktop, the performance score with LCP, CLS and TBT. The HTML reports go to reports/lighthouse/
// (ignored by git); one table is printed. Figures only: compare a page with the bare page of the same run.
import { spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { Result } from 'lighthouse';
import { buildBoth, demoPages, printTable, root, serveReference, serveSite, stop } from './bench/servers';

const { values } = parseArgs({
  options: {
    editions: { type: 'string', default: 'fr-be,nl-be,fr-fr' },
    pages: { type: 'string', default: 'home,shop,comparator,post' },
    build: { type: 'boolean', default: false },
  },
});
const SITE_PORT = 3701;
const REFERENCE_PORT = 3702;
const BARE_HOST = 'bare.test';
const domains: Record<string, string> = { 'fr-be': 'vacances.be', 'nl-be': 'vakanties.be', 'fr-fr': 'vacances.fr' };
const comparatorPaths: Record<string, string> = { 'fr-be': '/comparateur', 'nl-be': '/vergelijken', 'fr-fr': '/comparateur' };
const reportsDir = path.join(root, 'reports/lighthouse');

interface Target {
  label: string;
  url: string;
  file: string;
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

async function main() {
  buildBoth(values.build, 'lighthouse');
  fs.mkdirSync(reportsDir, { recursive: true });
  let site: ChildProcess | undefined;
  let reference: ChildProcess | undefined;
  try {
    site = await serveSite(SITE_PORT);
    reference = await serveReference(REFERENCE_PORT);
    const rules = [...Object.values(domains).map((d) => `MAP ${d} 127.0.0.1:${SITE_PORT}`), `MAP ${BARE_HOST} 127.0.0.1:${REFERENCE_PORT}`].join(',');
    const list = await targets();
    const rows: string[][] = [];
    for (const target of list) {
      // Each page once before it is measured: the first visit fills the cache, as a visitor's would have.
      await fetch(target.url.replace(/^http:\/\/[^/]+/, `http://127.0.0.1:${target.file === 'bare' ? REFERENCE_PORT : SITE_PORT}`), {
        headers: { host: new URL(target.url).host },
      }).catch(() => undefined);
      const row = [target.label];
      for (const formFactor of ['mobile', 'desktop'] as const) {
        row.push(...figures(runLighthouse(target.url, formFactor, target.file, rules)));
        process.stdout.write('.');
      }
      rows.push(row);
    }
    console.log(`\nLighthouse ${lighthouseVersion()}, Chromium at ${chromePath}; reports in reports/lighthouse/`);
    printTable(['page', 'mobile', 'LCP ms', 'CLS', 'TBT ms', 'desktop', 'LCP ms', 'CLS', 'TBT ms'], rows);
  } finally {
    stop(site);
    stop(reference);
  }
}

function lighthouseVersion(): string {
  return (JSON.parse(fs.readFileSync(path.join(root, 'node_modules/lighthouse/package.json'), 'utf8')) as { version: string }).version;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

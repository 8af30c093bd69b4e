// What the figure-printing scripts (bench:pages, lighthouse) share: building and serving the site and the bare
// reference page side by side, their memory, and the demo pages to measure.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '../..');
export const nextBin = path.join(root, 'node_modules/next/dist/bin/next');
export const referenceDir = path.join(root, 'scripts/bench/reference');
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };

export function build(dir: string, label: string, who: string): void {
  console.log(`${who}: building ${label}`);
  const run = spawnSync(process.execPath, [nextBin, 'build', dir], { cwd: root, env, stdio: ['ignore', 'ignore', 'inherit'] });
  if (run.status !== 0) throw new Error(`next build of ${label} failed`);
}

/** The site's build (unless one exists and `rebuild` is false) and the bare reference page's. */
export function buildBoth(rebuild: boolean, who: string): void {
  if (rebuild || !fs.existsSync(path.join(root, '.next/BUILD_ID'))) build('.', 'the site', who);
  build(referenceDir, 'the bare reference page', who);
}

/** A server in its own process group (Next starts a child of its own), resolved once `ready` matches its output. */
function serve(args: string[], extraEnv: Record<string, string>, ready: RegExp): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd: root, env: { ...env, ...extraEnv }, detached: true });
    let log = '';
    const onData = (chunk: Buffer) => {
      log += chunk;
      if (ready.test(log)) resolve(child);
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.on('exit', (code) => reject(new Error(`server exited (${code}) before it was ready:\n${log}`)));
  });
}

/** The site as `npm start` runs it, on an in-memory database with the demo content; ready once the database is. */
export const serveSite = (port: number, extraEnv: Record<string, string> = {}) =>
  serve(['scripts/start.mjs'], { PORT: String(port), DATABASE_URL: 'memory://', ...extraEnv }, /database ready|could not be opened/);

/** The bare dynamic Next page of the same versions. */
export const serveReference = (port: number) => serve([nextBin, 'start', referenceDir, '-p', String(port)], {}, /Ready in/);

export const stop = (child: ChildProcess | undefined) => {
  if (child?.pid) process.kill(-child.pid, 'SIGTERM');
};

/** Resident memory of a server's whole process group, in MB (Linux /proc). */
export function groupRssMb(child: ChildProcess): number {
  let kb = 0;
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(fields[2]) !== child.pid) continue; // the process group id
      const rss = /VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${entry}/status`, 'utf8'));
      kb += rss ? Number(rss[1]) : 0;
    } catch {
      // the process ended while we read it
    }
  }
  return Math.round(kb / 1024);
}

interface SitemapLink {
  url: string;
  children?: SitemapLink[];
}

/** The demo pages of an edition, found through its HTML sitemap's data: label → path. */
export async function demoPages(port: number, edition: string): Promise<Record<'shop' | 'category' | 'destination' | 'post', string>> {
  const res = await fetch(`http://127.0.0.1:${port}/api/sitemap/get_html_sitemap_data/?language=${edition}`);
  if (!res.ok) throw new Error(`the sitemap data answered ${res.status}`);
  const map = (await res.json()) as Record<'stores' | 'categories' | 'destinations' | 'blog_categories', SitemapLink[]>;
  const first = (links: SitemapLink[] | undefined, label: string) => {
    const url = links?.[0]?.url;
    if (!url) throw new Error(`no ${label} in the demo content`);
    return new URL(url, 'http://x').pathname;
  };
  return {
    shop: first(map.stores, 'shop'),
    category: first(map.categories, 'category'),
    destination: first(map.destinations, 'destination'),
    post: first(map.blog_categories.find((c) => c.children?.length)?.children, 'blog post'),
  };
}

/** A table of figures, the first column left-aligned. */
export function printTable(header: string[], rows: string[][]): void {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  console.log(line(header));
  for (const row of rows) console.log(line(row));
}

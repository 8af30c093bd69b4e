// `npm run bench:editor-write [-- --rounds 20] [-- --build]`
// How long an editor's change takes to reach visitors. On the production build (demo content, in-memory database),
// an editor renames a promotion of a shop through the API, then the shop's page is asked for: the time of the write,
// and of that next page view, which renders the page afresh because the write invalidated it. The same page asked
// again right after, served from the cache, is the reference of the same run. Figures only: the ratios are the figure.
import { parseArgs } from 'node:util';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { build, demoPages, printTable, root, serveSite, stop } from './bench/servers';

const { values } = parseArgs({ options: { rounds: { type: 'string', default: '20' }, build: { type: 'boolean', default: false } } });
const ROUNDS = Number(values.rounds);
const PORT = 3651;
const HOST = 'vacances.be';
const EDITOR = { email: 'bench@vacances.test', password: 'bench editor passphrase' };

function request(method: string, path: string, headers: Record<string, string> = {}, body?: string): Promise<{ status: number; text: string; ms: number }> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port: PORT, method, path, headers: { host: HOST, ...headers } }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text, ms: performance.now() - started }));
    });
    req.on('error', reject);
    if (body) req.write(body);
    req.end();
  });
}

const json = { 'content-type': 'application/json' };
const quantile = (values: number[], q: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(q * values.length))];

async function main() {
  if (values.build || !fs.existsSync(path.join(root, '.next/BUILD_ID'))) build('.', 'the site', 'bench:editor-write');
  const site = await serveSite(PORT, { EDITOR_BOOTSTRAP_EMAIL: EDITOR.email, EDITOR_BOOTSTRAP_PASSWORD: EDITOR.password });
  try {
    const login = await request('POST', '/api/auth-jwt/', json, JSON.stringify(EDITOR));
    if (login.status !== 200) throw new Error(`login answered ${login.status}`);
    const auth = { ...json, authorization: `Bearer ${(JSON.parse(login.text) as { token: string }).token}` };
    const shopPath = (await demoPages(PORT, 'fr-be')).shop;
    const list = await request('GET', `/api/promotions${shopPath}/by_store/?language=fr-be`);
    const promotion = (JSON.parse(list.text) as { results: { id: number }[] }).results[0];
    if (!promotion) throw new Error(`no promotion on ${shopPath}`);
    for (let i = 0; i < 3; i++) await request('GET', shopPath);

    const writes: number[] = [];
    const nextViews: number[] = [];
    const cachedViews: number[] = [];
    let stale = 0;
    for (let round = 0; round < ROUNDS; round++) {
      const title = `Réduction de printemps, essai ${round + 1}`;
      const write = await request('PATCH', `/api/promotions/${promotion.id}/?language=fr-be`, auth, JSON.stringify({ title }));
      if (write.status !== 200) throw new Error(`the write answered ${write.status}: ${write.text}`);
      writes.push(write.ms);
      const view = await request('GET', shopPath);
      nextViews.push(view.ms);
      if (!view.text.includes(title.replace(/'/g, '&#x27;'))) stale++;
      cachedViews.push((await request('GET', shopPath)).ms);
    }
    const row = (label: string, figures: number[]) => [label, quantile(figures, 0.5).toFixed(1), quantile(figures, 0.95).toFixed(1)];
    console.log(`\nbench:editor-write: ${ROUNDS} renames of a promotion of ${shopPath}, each followed by two views of the page (Host ${HOST})`);
    printTable(
      ['step', 'median ms', 'p95 ms'],
      [row('the write (PATCH /api/promotions/{id}/)', writes), row('next view of the shop page', nextViews), row('the view after (from the cache)', cachedViews)],
    );
    console.log(`next views that still showed the old title: ${stale} of ${ROUNDS}`);
  } finally {
    stop(site);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

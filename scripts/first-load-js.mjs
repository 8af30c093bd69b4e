// Prints the gzipped weight of the scripts a browser loads for pages of a running server (first-load JS):
//   node scripts/first-load-js.mjs [base-url] [host] [path ...]
//   node scripts/first-load-js.mjs http://127.0.0.1:3000 vacances.be / /stayzo
// Debian's Chromium (/usr/bin/chromium) loads the pages; `host` is mapped onto the server so the edition is right.
import zlib from 'node:zlib';
import { chromium } from '@playwright/test';

const [base = 'http://127.0.0.1:3000', host = 'vacances.be', ...paths] = process.argv.slice(2);
const target = new URL(base);
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', `--host-resolver-rules=MAP ${host} ${target.hostname}:${target.port || 80}`],
});
for (const path of paths.length ? paths : ['/']) {
  const page = await browser.newPage();
  const sizes = [];
  page.on('response', async (res) => {
    if (res.request().resourceType() !== 'script') return;
    const body = await res.body().catch(() => Buffer.alloc(0));
    sizes.push(zlib.gzipSync(body, { level: 9 }).length);
  });
  await page.goto(`http://${host}${path}`, { waitUntil: 'networkidle' });
  await page.waitForTimeout(1000);
  const total = sizes.reduce((a, b) => a + b, 0);
  console.log(`${host}${path}: ${Math.round(total / 1024)} KB of script (gzip) in ${sizes.length} files`);
  await page.close();
}
await browser.close();

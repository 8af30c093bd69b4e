// `npm start`: the production server on PORT (default 3000). Builds first when no build exists, then asks the
// API once for /api/ready so that the database is opened (migrated, seeded when empty) before the first visitor.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

process.env.NEXT_TELEMETRY_DISABLED ??= '1';
const root = path.resolve(import.meta.dirname, '..');
const nextBin = path.join(root, 'node_modules/next/dist/bin/next');
const port = process.env.PORT || '3000';
const started = Date.now();

const distDir = process.env.NEXT_DIST_DIR || '.next';
if (!fs.existsSync(path.join(root, distDir, 'BUILD_ID'))) {
  console.log('start: no production build yet, running `next build` first');
  const build = spawnSync(process.execPath, [nextBin, 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const serverStarted = Date.now();
// Next's handler behind the front that answers what Next cannot take (see scripts/server.mjs).
const server = spawn(process.execPath, [path.join(root, 'scripts/server.mjs')], { cwd: root, stdio: 'inherit', env: { ...process.env, PORT: port } });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(process.exitCode || (code ?? (signal ? 1 : 0))));

async function warmUp() {
  for (let attempt = 0; attempt < 600; attempt++) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/ready/`);
      if (res.ok) {
        const now = Date.now();
        console.log(
          `start: database ready, first API answer ${((now - serverStarted) / 1000).toFixed(1)} s after the server started` +
            ` (${((now - started) / 1000).toFixed(1)} s after npm start)`,
        );
        return;
      }
      console.error(`start: the database could not be opened (/api/ready answered ${res.status}): ${await res.text()}`);
      server.kill('SIGTERM');
      process.exitCode = 1;
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}
void warmUp();

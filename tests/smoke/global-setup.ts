import { spawnSync } from 'node:child_process';
import { root } from './server';

/** One production build for every smoke test (two builds at once would not fit the machine). */
export default function buildOnce() {
  const build = spawnSync(process.execPath, ['node_modules/next/dist/bin/next', 'build'], {
    cwd: root,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
    encoding: 'utf8',
  });
  if (build.status !== 0) throw new Error(`next build failed:\n${build.stdout}\n${build.stderr}`);
}

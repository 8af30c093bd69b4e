import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/** The cluster the tests run against: `scripts/cluster.sh` on ports of its own, in a directory of its own. */
export const root = path.resolve(import.meta.dirname, '../..');
export const CLUSTER = {
  dir: process.env.CLUSTER_DIR ?? path.join(root, '.data/cluster-tests'),
  httpPort: 8181,
  appPorts: [3111, 3112] as const,
  pgPort: 55441,
  redisPort: 6391,
  editor: { email: 'cluster-tests@vacances.test', password: 'cluster tests password 2026' },
};

export const clusterEnv = (): NodeJS.ProcessEnv => ({
  ...process.env,
  CLUSTER_DIR: CLUSTER.dir,
  CLUSTER_PORT: String(CLUSTER.httpPort),
  CLUSTER_APP_PORTS: CLUSTER.appPorts.join(' '),
  CLUSTER_PG_PORT: String(CLUSTER.pgPort),
  CLUSTER_REDIS_PORT: String(CLUSTER.redisPort),
  EDITOR_BOOTSTRAP_EMAIL: CLUSTER.editor.email,
  EDITOR_BOOTSTRAP_PASSWORD: CLUSTER.editor.password,
  NEXT_TELEMETRY_DISABLED: '1',
});

/** `scripts/cluster.sh …` on the tests' cluster. */
export function cluster(...args: string[]): void {
  execFileSync('scripts/cluster.sh', args, { cwd: root, env: clusterEnv(), stdio: 'inherit' });
}

export const instanceUrl = (n: 1 | 2) => `http://127.0.0.1:${CLUSTER.appPorts[n - 1]}`;
export const frontUrl = `http://127.0.0.1:${CLUSTER.httpPort}`;

/** The pid of instance N's server process (the one that holds its connections), from the group `cluster.sh` started. */
export function serverPid(n: 1 | 2): number {
  const starter = Number(fs.readFileSync(path.join(CLUSTER.dir, `app-${n}.pid`), 'utf8'));
  const children = fs.readFileSync(`/proc/${starter}/task/${starter}/children`, 'utf8').trim().split(/\s+/).map(Number);
  return children[0];
}

/**
 * Waits until instance N's starter (`npm start`) has gone after its server was killed: `restart-instance` leaves an
 * instance whose starter still runs alone, and the starter only leaves once it has heard of its server's end.
 */
export async function waitForStarterExit(n: 1 | 2): Promise<void> {
  const starter = Number(fs.readFileSync(path.join(CLUSTER.dir, `app-${n}.pid`), 'utf8'));
  const gone = () => {
    try {
      return fs.readFileSync(`/proc/${starter}/stat`, 'utf8').split(') ')[1]?.startsWith('Z') ?? true;
    } catch {
      return true;
    }
  };
  await waitUntil(async () => gone(), 20_000);
}

export async function waitUntil(check: () => Promise<boolean>, ms: number, every = 50): Promise<number> {
  const began = Date.now();
  while (Date.now() - began < ms) {
    if (await check().catch(() => false)) return Date.now() - began;
    await new Promise((resolve) => setTimeout(resolve, every));
  }
  throw new Error(`not within ${ms} ms`);
}

export async function editorToken(base: string): Promise<string> {
  const res = await fetch(`${base}/api/auth-jwt/?language=fr-be`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(CLUSTER.editor) });
  if (!res.ok) throw new Error(`login answered ${res.status}`);
  return ((await res.json()) as { token: string }).token;
}

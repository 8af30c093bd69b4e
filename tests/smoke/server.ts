import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

/** The production server as `npm start` runs it (the build comes from the smoke suite's global setup). */
export const root = path.resolve(import.meta.dirname, '../..');

export interface StartedServer {
  child: ChildProcess;
  log: () => string;
}

/** `scripts/start.mjs` on a port, in its own process group, with extra environment. */
export function startServer(port: number, env: Record<string, string>): StartedServer {
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), NEXT_TELEMETRY_DISABLED: '1', ...env },
    detached: true,
  });
  let log = '';
  child.stdout?.on('data', (chunk) => (log += chunk));
  child.stderr?.on('data', (chunk) => (log += chunk));
  return { child, log: () => log };
}

export async function waitFor(check: () => boolean, ms: number): Promise<void> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (check()) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('timed out');
}

/** Stops a server and everything it started. */
export function stopServer(server: StartedServer | undefined): void {
  if (!server?.child.pid || server.child.exitCode !== null) return;
  try {
    process.kill(-server.child.pid, 'SIGTERM');
  } catch {
    // the group has gone already
  }
}

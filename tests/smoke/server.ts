import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
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

export interface HostAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** A GET of `base` + `path` on an edition's domain: fetch() will not send another Host. */
export function getOnHost(base: string, path: string, host = 'vacances.be'): Promise<HostAnswer> {
  const url = new URL(base);
  return new Promise((resolve, reject) => {
    http
      .get({ host: url.hostname, port: url.port, path, headers: { host } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }));
      })
      .on('error', reject);
  });
}

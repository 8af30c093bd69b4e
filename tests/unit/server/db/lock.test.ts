import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { afterEach, describe, expect, it } from 'vitest';
import { acquireDirectoryLock, DatabaseLockedError } from '@/server/db/lock';

const dirs: string[] = [];
const tempDataDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vacances-lock-'));
  dirs.push(dir);
  return path.join(dir, 'pglite');
};
afterEach(() => dirs.splice(0).forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

describe('PGlite directory lock', () => {
  it('refuses a second opener in the same process with a clear message', () => {
    const dir = tempDataDir();
    const release = acquireDirectoryLock(dir);
    expect(() => acquireDirectoryLock(dir)).toThrow(DatabaseLockedError);
    expect(() => acquireDirectoryLock(dir)).toThrow(/already open in process \d+/);
    release();
    expect(fs.existsSync(`${dir}.lock`)).toBe(false);
  });

  it('can be taken again once released', () => {
    const dir = tempDataDir();
    acquireDirectoryLock(dir)();
    const release = acquireDirectoryLock(dir);
    expect(fs.readFileSync(`${dir}.lock`, 'utf8')).toBe(String(process.pid));
    release();
  });

  it('takes over a lock left by a process that has died', () => {
    const dir = tempDataDir();
    const dead = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']).stdout.toString();
    fs.writeFileSync(`${dir}.lock`, dead);
    const release = acquireDirectoryLock(dir);
    expect(fs.readFileSync(`${dir}.lock`, 'utf8')).toBe(String(process.pid));
    release();
  });

  it('refuses while another live process holds it', () => {
    const dir = tempDataDir();
    fs.writeFileSync(`${dir}.lock`, String(process.ppid));
    expect(() => acquireDirectoryLock(dir)).toThrow(`process ${process.ppid}`);
  });
});

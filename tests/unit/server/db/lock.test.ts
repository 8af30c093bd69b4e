import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn, spawnSync } from 'node:child_process';
import { afterEach, describe, expect, it } from 'vitest';
import { acquireDirectoryLock, currentOwner, DatabaseLockedError, isOwnerAlive } from '@/server/db/lock';

const dirs: string[] = [];
const tempDataDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vacances-lock-'));
  dirs.push(dir);
  return path.join(dir, 'pglite');
};
afterEach(() => dirs.splice(0).forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

const owner = (dir: string) => JSON.parse(fs.readFileSync(`${dir}.lock`, 'utf8')) as { pid: number; start: string | null };

describe('PGlite directory lock', () => {
  it('refuses a second opener in the same process at once, with a clear message', async () => {
    const dir = tempDataDir();
    const release = await acquireDirectoryLock(dir);
    const began = Date.now();
    await expect(acquireDirectoryLock(dir)).rejects.toThrow(DatabaseLockedError);
    await expect(acquireDirectoryLock(dir)).rejects.toThrow(/already open in process \d+/);
    expect(Date.now() - began).toBeLessThan(1000);
    release();
    expect(fs.existsSync(`${dir}.lock`)).toBe(false);
  });

  it('names its owner by pid and start time, and can be taken again once released', async () => {
    const dir = tempDataDir();
    (await acquireDirectoryLock(dir))();
    const release = await acquireDirectoryLock(dir);
    expect(owner(dir)).toEqual(currentOwner());
    expect(owner(dir).pid).toBe(process.pid);
    release();
  });

  it('takes over a lock left by a process that has died, in either format', async () => {
    const dir = tempDataDir();
    const dead = Number(spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']).stdout.toString());
    fs.writeFileSync(`${dir}.lock`, String(dead));
    (await acquireDirectoryLock(dir, { waitMs: 0 }))();
    fs.writeFileSync(`${dir}.lock`, JSON.stringify({ pid: dead, start: '1' }));
    const release = await acquireDirectoryLock(dir, { waitMs: 0 });
    expect(owner(dir).pid).toBe(process.pid);
    release();
  });

  it('takes over a lock whose pid now names another process (a different start time)', async () => {
    const dir = tempDataDir();
    fs.writeFileSync(`${dir}.lock`, JSON.stringify({ pid: process.ppid, start: '1' }));
    const release = await acquireDirectoryLock(dir, { waitMs: 0 });
    expect(owner(dir).pid).toBe(process.pid);
    release();
  });

  it.runIf(fs.existsSync('/proc/self/stat'))('tells a zombie from a live owner: a killed process not yet reaped holds nothing', async () => {
    // A shell whose child exits and is never waited for: the child stays a zombie while the shell sleeps.
    const shell = spawn('sh', ['-c', 'sleep 0.05 & exec sleep 5']);
    try {
      let zombie = 0;
      for (let i = 0; i < 50 && !zombie; i++) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        const children = fs.readFileSync(`/proc/${shell.pid}/task/${shell.pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
        zombie = children.find((pid) => fs.readFileSync(`/proc/${pid}/stat`, 'utf8').includes(') Z ')) ?? 0;
      }
      expect(zombie).toBeGreaterThan(0);
      expect(isOwnerAlive({ pid: zombie, start: null })).toBe(false);
      expect(isOwnerAlive({ pid: shell.pid!, start: null })).toBe(true);
    } finally {
      shell.kill('SIGKILL');
    }
  });

  it('waits for a live owner, takes the lock when it lets go, and gives up after the wait with the owner named', async () => {
    const dir = tempDataDir();
    const holder = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 10000)']);
    await new Promise((resolve) => holder.once('spawn', resolve));
    const alive = { pid: holder.pid!, start: fs.existsSync('/proc/self/stat') ? fs.readFileSync(`/proc/${holder.pid}/stat`, 'utf8').split(') ')[1].split(' ')[19] : null };
    fs.writeFileSync(`${dir}.lock`, JSON.stringify(alive));
    try {
      await expect(acquireDirectoryLock(dir, { waitMs: 300 })).rejects.toThrow(`process ${holder.pid}`);
      const waiting = acquireDirectoryLock(dir, { waitMs: 5000 });
      setTimeout(() => holder.kill('SIGKILL'), 300);
      const release = await waiting;
      expect(owner(dir).pid).toBe(process.pid);
      release();
    } finally {
      holder.kill('SIGKILL');
    }
  });
});

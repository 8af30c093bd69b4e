import fs from 'node:fs';
import path from 'node:path';

/**
 * PGlite has no lock of its own: two openers of one data directory both succeed and corrupt it silently.
 * This lock file (holding the owner's pid) makes the second opener fail with a clear message instead.
 */
export class DatabaseLockedError extends Error {
  constructor(dir: string, pid: number) {
    super(
      `The embedded database in ${dir} is already open in process ${pid}. ` +
        'Only one process may open it: stop that process (e.g. the other `npm start`/`npm run dev`), ' +
        'or set DATABASE_URL=memory:// or a postgres:// URL.',
    );
    this.name = 'DatabaseLockedError';
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Takes the lock for `dir`; returns its release function. A lock left by a dead process is taken over. */
export function acquireDirectoryLock(dir: string): () => void {
  fs.mkdirSync(path.dirname(dir), { recursive: true });
  const lockFile = `${dir}.lock`;
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
      const release = () => {
        try {
          if (fs.readFileSync(lockFile, 'utf8') === String(process.pid)) fs.unlinkSync(lockFile);
        } catch {
          // already gone
        }
      };
      process.once('exit', release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number(fs.readFileSync(lockFile, 'utf8'));
      if (owner === process.pid || (Number.isInteger(owner) && owner > 0 && isAlive(owner))) {
        throw new DatabaseLockedError(dir, owner);
      }
      fs.unlinkSync(lockFile);
    }
  }
  throw new Error(`Could not take the lock ${lockFile}`);
}

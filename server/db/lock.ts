import fs from 'node:fs';
import path from 'node:path';

/**
 * PGlite has no lock of its own: two openers of one data directory both succeed and corrupt it silently.
 * This lock file (holding the owner's pid and start time) makes the second opener wait, then fail with a clear
 * message instead.
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

/** Who holds a lock: a process, told apart from a later one with the same pid by its start time. */
interface LockOwner {
  pid: number;
  /** Clock ticks after boot at which the process started (`/proc/{pid}/stat`); null where there is no /proc. */
  start: string | null;
}

/** A process as Linux sees it: its state letter and its start time, or null when there is no such process. */
function processInfo(pid: number): { state: string; start: string } | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // `pid (name) state ppid …`: the name may hold spaces and parentheses, so the fields count from the last ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return { state: fields[0], start: fields[19] };
  } catch {
    return null;
  }
}

const hasProc = () => fs.existsSync('/proc/self/stat');

export function currentOwner(): LockOwner {
  return { pid: process.pid, start: hasProc() ? (processInfo(process.pid)?.start ?? null) : null };
}

/**
 * Whether the process that wrote the lock still runs. Right after a `kill -9` its pid lives on as a zombie until its
 * parent reaps it, and later the pid may name another process: neither holds the database.
 */
export function isOwnerAlive(owner: LockOwner): boolean {
  if (hasProc()) {
    const info = processInfo(owner.pid);
    if (!info || info.state === 'Z' || info.state === 'X') return false;
    return owner.start === null || owner.start === info.start;
  }
  try {
    process.kill(owner.pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The owner a lock file names: `{"pid","start"}`, or a bare pid as older locks hold. */
function readOwner(lockFile: string): LockOwner | null {
  const text = fs.readFileSync(lockFile, 'utf8').trim();
  if (/^\d+$/.test(text)) return { pid: Number(text), start: null };
  try {
    const value = JSON.parse(text) as Partial<LockOwner>;
    return Number.isInteger(value.pid) && (value.pid ?? 0) > 0 ? { pid: value.pid!, start: typeof value.start === 'string' ? value.start : null } : null;
  } catch {
    return null;
  }
}

/** Takes the lock once, or names the live owner that holds it. A lock left by a dead process is taken over. */
function tryAcquire(lockFile: string): { release: () => void } | { owner: LockOwner } {
  const me = currentOwner();
  const mine = JSON.stringify(me);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockFile, mine, { flag: 'wx' });
      const release = () => {
        try {
          if (fs.readFileSync(lockFile, 'utf8') === mine) fs.unlinkSync(lockFile);
        } catch {
          // already gone
        }
      };
      process.once('exit', release);
      return { release };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      let owner: LockOwner | null;
      try {
        owner = readOwner(lockFile);
      } catch {
        continue; // released between our write and our read: try again
      }
      if (owner && (owner.pid === me.pid || isOwnerAlive(owner))) return { owner };
      fs.rmSync(lockFile, { force: true });
    }
  }
  throw new Error(`Could not take the lock ${lockFile}`);
}

/** How long an opener waits for the lock by default: a restart after a crash finds the old process still going away. */
export const LOCK_WAIT_MS = 10_000;
const RETRY_EVERY_MS = 200;

/**
 * Takes the lock for `dir` and answers its release function. While a live process holds it, waits up to `waitMs`
 * (the previous server may still be shutting down), then gives up with DatabaseLockedError.
 */
export async function acquireDirectoryLock(dir: string, { waitMs = Number(process.env.PGLITE_LOCK_WAIT_MS ?? LOCK_WAIT_MS) } = {}): Promise<() => void> {
  fs.mkdirSync(path.dirname(dir), { recursive: true });
  const lockFile = `${dir}.lock`;
  const until = Date.now() + waitMs;
  for (;;) {
    const outcome = tryAcquire(lockFile);
    if ('release' in outcome) return outcome.release;
    if (outcome.owner.pid === process.pid || Date.now() >= until) throw new DatabaseLockedError(dir, outcome.owner.pid);
    await new Promise((resolve) => setTimeout(resolve, RETRY_EVERY_MS));
  }
}

import { log } from '@/lib/log/logger.mjs';
import type { Db } from '@/server/db/types';
import type { PendingClick } from './pending-click';
import { writeClicks } from './write-clicks';

/** How often the buffer is written: a `kill -9` loses at most this much of the clicks (CLICKS_FLUSH_EVERY_MS overrides it). */
export const flushEveryMs = (value = process.env.CLICKS_FLUSH_EVERY_MS): number => {
  const ms = Number(value);
  return Number.isInteger(ms) && ms >= 50 ? ms : 1000;
};
/** What the buffer holds at most while the database is away: beyond it, the oldest clicks are let go. */
const MAX_WAITING = 100_000;

/**
 * The clicks of one database, answered at once and written in batches: the redirect never waits for the database.
 * A failed write keeps the batch for the next tick.
 */
class ClickBuffer {
  private waiting: PendingClick[] = [];
  private timer: NodeJS.Timeout | null = null;
  private writing: Promise<void> = Promise.resolve();

  constructor(private readonly db: Db) {}

  add(click: PendingClick): void {
    this.waiting.push(click);
    if (this.waiting.length > MAX_WAITING) this.waiting.splice(0, this.waiting.length - MAX_WAITING);
    this.timer ??= setInterval(() => void this.flush().catch(() => undefined), flushEveryMs()).unref();
  }

  /** Writes what waits; calls made while a write is under way wait for it, then write what came since. */
  flush(): Promise<void> {
    this.writing = this.writing.then(async () => {
      if (this.waiting.length === 0) return;
      const batch = this.waiting;
      this.waiting = [];
      try {
        await writeClicks(this.db, batch);
      } catch (error) {
        this.waiting = [...batch, ...this.waiting];
        log.warn({ err: error, clicks: batch.length }, 'clicks could not be written; kept for the next try');
        throw error;
      }
    });
    const done = this.writing;
    this.writing = done.catch(() => undefined);
    return done;
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }
}

const KEY = Symbol.for('vacances.clickBuffers');
interface BufferRegistry {
  buffers: Map<Db, ClickBuffer>;
  flushAll(): Promise<void>;
}
const buffers = new Map<Db, ClickBuffer>();
/** Every buffer of the process, for the clean stop of the server (scripts/server-shutdown.mjs), which flushes them. */
const registry: BufferRegistry = ((globalThis as Record<symbol, BufferRegistry | undefined>)[KEY] ??= {
  buffers,
  async flushAll() {
    for (const buffer of this.buffers.values()) await buffer.flush().catch(() => undefined);
  },
});

function bufferOf(db: Db): ClickBuffer {
  let buffer = registry.buffers.get(db);
  if (!buffer) registry.buffers.set(db, (buffer = new ClickBuffer(db)));
  return buffer;
}

export const bufferClick = (db: Db, click: PendingClick): void => bufferOf(db).add(click);

/** Writes the clicks waiting for this database now (tests, the clean stop). */
export const flushClicks = (db: Db): Promise<void> => bufferOf(db).flush();

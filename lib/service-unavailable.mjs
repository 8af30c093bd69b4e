// Plain JavaScript: the API marks an outage, the server front (scripts/server.mjs) reads the mark.

/** How long a client is asked to wait before trying again while the database is away. */
export const RETRY_AFTER_SECONDS = 30;

/** How long after the last sign of an outage a failed page is put down to it. */
const OUTAGE_MEMORY_MS = 60_000;

const KEY = Symbol.for('vacances.databaseUnavailableAt');

/** The API could not reach the database: pages failing now fail for that reason. */
export function markDatabaseUnavailable(now = Date.now()) {
  globalThis[KEY] = now;
}

/** Whether the database was found unreachable lately, so that a failed page means "come back in a minute". */
export function databaseRecentlyUnavailable(now = Date.now()) {
  const at = globalThis[KEY];
  return typeof at === 'number' && now - at < OUTAGE_MEMORY_MS;
}

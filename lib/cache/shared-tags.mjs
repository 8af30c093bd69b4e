// Which cached pages and reads a write made out of date, shared by every instance of the site.
// This process's truth stays Next's own tag table (`tagsManifest`), which Next reads on every cache hit. With
// REDIS_URL, every invalidation is also written to Redis and broadcast, and every instance mirrors Redis into its
// table: a tag invalidated on one instance is invalid on all within a second. Without it, the table is this
// process's alone, as for a single instance. Plain ESM: the cache handler loads it outside the app's bundles.
import { areTagsExpired, areTagsStale, tagsManifest } from 'next/dist/server/lib/incremental-cache/tags-manifest.external.js';
import { log } from '../log/logger.mjs';
import { REDIS_KEY_PREFIX } from '../redis-keys.mjs';

export { areTagsExpired, areTagsStale };

/** One hash slot for all the keys (the prefix's braces), so the script also runs on a Redis cluster. */
const PREFIX = REDIS_KEY_PREFIX;
const KEYS = [`${PREFIX}tags:stale`, `${PREFIX}tags:expired`, `${PREFIX}tags:version`, `${PREFIX}tags:hard`];
const CHANNEL = `${PREFIX}tags`;
/** How often an instance checks it missed nothing: pub/sub delivers at most once. */
const POLL_MS = 500;
/** The longest a write's answer waits for Redis; past it, the invalidation is written by the next poll. */
const OP_TIMEOUT_MS = 500;

/**
 * What an invalidation sets, by Next's own rule: with durations (a counter, `expire: 60`), the tag is stale now and
 * expires later; without or with `expire: 0` (an editor's write), it expires now. An expiry "now" is also kept apart
 * (`hard`): by Next's rule a counter's invalidation a moment later moves the tag's expiry 60 s ahead, and a page
 * rendered before the editor's write would then only be stale, served once more with the old text.
 */
export function tagUpdates(tags, durations, now = Date.now()) {
  return tags.map((tag) => {
    if (!durations) return { tag, expired: now, hard: now };
    const expired = durations.expire !== undefined ? now + durations.expire * 1000 : undefined;
    return { tag, stale: now, ...(expired !== undefined ? { expired } : {}), ...(expired === now ? { hard: now } : {}) };
  });
}

/** The last editor's expiry of each tag: never moved later by a counter. */
const hardExpiries = (globalThis[Symbol.for('vacances.hardTagExpiries')] ??= new Map());

function applyLocally(updates) {
  for (const { tag, stale, expired, hard } of updates) {
    const entry = { ...(tagsManifest.get(tag) ?? {}) };
    if (stale !== undefined) entry.stale = stale;
    if (expired !== undefined) entry.expired = expired;
    tagsManifest.set(tag, entry);
    if (hard !== undefined && hard > (hardExpiries.get(tag) ?? 0)) hardExpiries.set(tag, hard);
  }
}

/** Whether an editor's write expired one of the tags after `timestamp` (the entry was made before it). */
export function areTagsHardExpired(tags, timestamp, now = Date.now()) {
  return tags.some((tag) => {
    const hard = hardExpiries.get(tag);
    return hard !== undefined && hard > timestamp && hard <= now;
  });
}

// One atomic step: store the times, count a version, broadcast "version updates".
const WRITE = `
local updates = cjson.decode(ARGV[2])
for _, u in ipairs(updates) do
  if u.stale then redis.call('HSET', KEYS[1], u.tag, u.stale) end
  if u.expired then redis.call('HSET', KEYS[2], u.tag, u.expired) end
  if u.hard then redis.call('HSET', KEYS[4], u.tag, u.hard) end
end
local v = redis.call('INCR', KEYS[3])
redis.call('PUBLISH', ARGV[1], v .. ' ' .. ARGV[2])
return v`;

const withTimeout = (promise) =>
  Promise.race([promise, new Promise((_, reject) => setTimeout(() => reject(new Error('Redis did not answer in time')), OP_TIMEOUT_MS).unref())]);

function localOnly() {
  return { shared: false, ready: Promise.resolve(), publish: async (updates) => applyLocally(updates), close: async () => {} };
}

function connect(url) {
  const state = { version: 0, pending: [], client: null, subscriber: null, resync: null, flush: null, stopped: false };
  const warn = (what) => (error) => log.warn({ err: error }, `shared cache tags: ${what}`);

  const started = (async () => {
    const { createClient } = await import('redis');
    const client = createClient({ url, disableOfflineQueue: true });
    const subscriber = client.duplicate();
    client.on('error', warn('Redis connection'));
    subscriber.on('error', warn('Redis subscription'));
    Object.assign(state, { client, subscriber });

    /** Redis as it stands, read atomically with its version, then what this process has still to write. */
    state.resync = async () => {
      const [stale, expired, version, hard] = await withTimeout(client.multi().hGetAll(KEYS[0]).hGetAll(KEYS[1]).get(KEYS[2]).hGetAll(KEYS[3]).exec());
      const byTag = new Map();
      for (const [tag, at] of Object.entries(stale ?? {})) byTag.set(tag, { tag, stale: Number(at) });
      for (const [tag, at] of Object.entries(expired ?? {})) byTag.set(tag, { ...(byTag.get(tag) ?? { tag }), expired: Number(at) });
      for (const [tag, at] of Object.entries(hard ?? {})) byTag.set(tag, { ...(byTag.get(tag) ?? { tag }), hard: Number(at) });
      applyLocally([...byTag.values()]);
      applyLocally(state.pending);
      state.version = Number(version ?? 0);
    };
    state.flush = async () => {
      if (!state.pending.length || !client.isReady) return;
      const batch = state.pending;
      state.pending = [];
      try {
        // The times travel as strings: Lua would print large numbers in floating point.
        const payload = JSON.stringify(batch.map(({ tag, stale, expired, hard }) => ({ tag, stale: stale && String(stale), expired: expired && String(expired), hard: hard && String(hard) })));
        await withTimeout(client.eval(WRITE, { keys: KEYS, arguments: [CHANNEL, payload] }));
      } catch (error) {
        state.pending = batch.concat(state.pending);
        throw error;
      }
    };

    await Promise.all([client.connect(), subscriber.connect()]);
    await subscriber.subscribe(CHANNEL, (message) => {
      const space = message.indexOf(' ');
      const version = Number(message.slice(0, space));
      const updates = JSON.parse(message.slice(space + 1)).map((u) => ({
        tag: u.tag,
        stale: u.stale ? Number(u.stale) : undefined,
        expired: u.expired ? Number(u.expired) : undefined,
        hard: u.hard ? Number(u.hard) : undefined,
      }));
      applyLocally(updates);
      if (version === state.version + 1) state.version = version;
      else void state.resync().catch(warn('reading the tags again'));
    });
    // After a reconnection the client subscribes again; what was published meanwhile is read back.
    subscriber.on('ready', () => void state.resync?.().catch(warn('reading the tags again')));
    await state.resync();
    log.info('shared cache tags: connected to Redis');
  })();

  // The safety net, whatever the first connection does: a cheap version check, a full read only when a message was
  // missed, and the writes that could not reach Redis earlier.
  const poll = setInterval(async () => {
    if (!state.client?.isReady || !state.resync) return;
    try {
      await state.flush();
      const version = Number((await withTimeout(state.client.get(KEYS[2]))) ?? 0);
      if (version !== state.version) await state.resync();
    } catch (error) {
      warn('checking for missed invalidations')(error);
    }
  }, POLL_MS);
  poll.unref();

  return {
    shared: true,
    // The first request waits at most a second for the first snapshot; none after.
    ready: Promise.race([started.catch(warn('connecting')), new Promise((resolve) => setTimeout(resolve, 1000).unref())]),
    async publish(updates) {
      applyLocally(updates); // this instance is right at once, whatever Redis does
      state.pending.push(...updates);
      if (!state.flush) return; // not connected yet: the poll writes it once Redis answers
      try {
        await state.flush();
      } catch (error) {
        // Kept for the poll: an invalidation never fails, nor holds up, the write that made it.
        warn('writing an invalidation')(error);
      }
    },
    async close() {
      clearInterval(poll);
      await Promise.allSettled([state.client?.close(), state.subscriber?.close()]);
    },
  };
}

const KEY = Symbol.for('vacances.sharedCacheTags');

/** One per process, whichever bundle or loader reaches it first; `close()` on a clean stop. */
export const sharedTags = (globalThis[KEY] ??=
  process.env.REDIS_URL?.trim() && process.env.NEXT_PHASE !== 'phase-production-build' ? connect(process.env.REDIS_URL.trim()) : localOnly());

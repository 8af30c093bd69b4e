/** A chunk-load failure reloads the page, at most once per 60 s. */
export const CHUNK_RELOAD_GUARD_MS = 60_000;
export const CHUNK_RELOAD_KEY = 'chunk-reload-at';

/** Webpack's and Turbopack's ways of saying a code chunk could not be fetched (a new deployment, a lost connection). */
export function isChunkLoadError(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const { name, message } = error as { name?: unknown; message?: unknown };
  if (name === 'ChunkLoadError') return true;
  return typeof message === 'string' && /Loading (CSS )?chunk [\w-]+ failed|Failed to fetch dynamically imported module|Failed to load chunk/i.test(message);
}

/** Whether to reload now, given when the last chunk reload happened (ms epoch, or null for never). */
export function shouldReloadForChunkError(lastReloadAt: number | null, now: number): boolean {
  return lastReloadAt === null || !Number.isFinite(lastReloadAt) || now - lastReloadAt >= CHUNK_RELOAD_GUARD_MS;
}

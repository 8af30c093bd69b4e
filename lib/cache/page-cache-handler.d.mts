/** Next's page and data cache store (next.config's `cacheHandler`); typed loosely, as Next calls it. */
export default class PageCacheHandler {
  get(key: string, context?: { kind?: string; tags?: string[]; softTags?: string[] }): Promise<{ value: unknown; lastModified: number } | null>;
  set(key: string, value: unknown, context?: { tags?: string[]; fetchCache?: boolean; cacheControl?: unknown }): Promise<void>;
  revalidateTag(tags: string | string[], durations?: { expire?: number }): Promise<void>;
  resetRequestCache(): void;
}

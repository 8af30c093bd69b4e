// A least-recently-used map bounded by the bytes of what it holds, for the page cache handler (plain ESM: Next
// loads the handler outside the app's bundles).

/** Roughly how many bytes a cached page or read takes: its HTML, its RSC payload and segments, or its JSON. */
export function cachedValueBytes(value) {
  if (value === null || typeof value !== 'object') return 64;
  let bytes = 0;
  if (typeof value.html === 'string') bytes += value.html.length;
  if (value.rscData) bytes += value.rscData.length ?? value.rscData.byteLength ?? 0;
  if (typeof value.postponed === 'string') bytes += value.postponed.length;
  if (value.segmentData instanceof Map) for (const [path, data] of value.segmentData) bytes += path.length + (data?.length ?? 0);
  if (value.body) bytes += value.body.length ?? 0;
  if (value.data !== undefined) bytes += JSON.stringify(value.data)?.length ?? 0;
  return Math.max(bytes, 64);
}

export class ByteBoundedLru {
  /** @param {number} maxBytes */
  constructor(maxBytes) {
    this.maxBytes = maxBytes;
    this.bytes = 0;
    /** @type {Map<string, { entry: unknown; size: number }>} in order of last use, oldest first */
    this.items = new Map();
  }

  get size() {
    return this.items.size;
  }

  get(key) {
    const item = this.items.get(key);
    if (!item) return undefined;
    this.items.delete(key);
    this.items.set(key, item);
    return item.entry;
  }

  /** Keeps the entry unless it alone is larger than the whole budget; the oldest entries make room. */
  set(key, entry, size) {
    this.delete(key);
    if (size > this.maxBytes) return;
    this.items.set(key, { entry, size });
    this.bytes += size;
    for (const [oldest, item] of this.items) {
      if (this.bytes <= this.maxBytes) break;
      this.items.delete(oldest);
      this.bytes -= item.size;
    }
  }

  delete(key) {
    const item = this.items.get(key);
    if (!item) return;
    this.items.delete(key);
    this.bytes -= item.size;
  }
}

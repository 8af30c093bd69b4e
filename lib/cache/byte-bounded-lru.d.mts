export declare function cachedValueBytes(value: unknown): number;

export declare class ByteBoundedLru {
  constructor(maxBytes: number);
  readonly maxBytes: number;
  readonly bytes: number;
  readonly size: number;
  get(key: string): unknown;
  set(key: string, entry: unknown, size: number): void;
  delete(key: string): void;
}

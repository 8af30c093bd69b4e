/** What one invalidation sets on a tag, in milliseconds since the epoch. */
export interface TagUpdate {
  tag: string;
  stale?: number;
  expired?: number;
  /** An editor's expiry, which no counter moves later. */
  hard?: number;
}

/** What an invalidation sets, by Next's own rule. */
export declare function tagUpdates(tags: string[], durations?: { expire?: number }, now?: number): TagUpdate[];

export declare function areTagsExpired(tags: string[], timestamp: number): boolean;
export declare function areTagsStale(tags: string[], timestamp: number): boolean;
/** Whether an editor's write expired one of the tags after `timestamp`. */
export declare function areTagsHardExpired(tags: string[], timestamp: number, now?: number): boolean;

/** This process's view of the invalidations, shared through Redis when REDIS_URL is set. */
export declare const sharedTags: {
  shared: boolean;
  ready: Promise<unknown>;
  publish(updates: TagUpdate[]): Promise<void>;
  close(): Promise<void>;
};

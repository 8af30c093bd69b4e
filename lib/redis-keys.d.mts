/** The start of every key and channel the site uses in Redis. */
export declare const REDIS_KEY_PREFIX: string;

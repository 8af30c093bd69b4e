/** How long a client is asked to wait before trying again while the database is away. */
export declare const RETRY_AFTER_SECONDS: number;

/** The API could not reach the database: pages failing now fail for that reason. */
export declare function markDatabaseUnavailable(now?: number): void;

/** Whether the database was found unreachable lately, so that a failed page means "come back in a minute". */
export declare function databaseRecentlyUnavailable(now?: number): boolean;

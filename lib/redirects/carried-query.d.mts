/** The longest query a redirect carries on. */
export declare const MAX_CARRIED_QUERY: number;

/** The visitor's query as a redirect carries it on: whole up to MAX_CARRIED_QUERY characters, dropped beyond. */
export declare function carriedQuery(search: string): string;

/** A redirect's `Location` with its query dropped when it is longer than a redirect may carry. */
export declare function boundedLocation(location: string): string;

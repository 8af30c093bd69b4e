/** What answers that are not pages (API JSON, files) carry: nothing may run or frame them. */
export declare const resourceCsp: string;

/** Headers every response carries, pages and resources alike. */
export declare function baseSecurityHeaders(production: boolean): Record<string, string>;

/** The response header that tells the front's request log the edition; the front takes it off every answer. */
export declare const EDITION_LOG_HEADER: string;

// Plain JavaScript: the proxy and the API set it, the server front (scripts/server.mjs) reads it.

/** The response header that tells the front's request log the edition; the front takes it off every answer. */
export const EDITION_LOG_HEADER = 'x-log-edition';

// Plain JavaScript: the cache handler (outside the app's bundles) and the API's rate limits both name Redis keys.

/** The start of every key and channel the site uses in Redis; `{…}` keeps them in one slot of a Redis cluster. */
export const REDIS_KEY_PREFIX = process.env.REDIS_KEY_PREFIX || '{vacances}:';

// Plain JavaScript: the proxy (through lib/routing.ts) and the production server front (scripts/server.mjs) share it.

/** The longest query a redirect carries on: tracking tags and filters fit many times over. */
export const MAX_CARRIED_QUERY = 2048;

/**
 * The visitor's query as a redirect carries it on: whole up to MAX_CARRIED_QUERY characters, dropped beyond, so that
 * no answer's `Location` grows with whatever a client puts in the address.
 */
export function carriedQuery(search) {
  return search.length <= MAX_CARRIED_QUERY ? search : '';
}

/** A redirect's `Location` with its query dropped when it is longer than a redirect may carry. */
export function boundedLocation(location) {
  const at = location.indexOf('?');
  return at === -1 || location.length - at <= MAX_CARRIED_QUERY ? location : location.slice(0, at);
}

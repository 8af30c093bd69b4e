import { randomUUID } from 'node:crypto';

/** The header by which the site's own code calls the API's internal reads (the proxy's redirection table). */
export const INTERNAL_CALL_HEADER = 'x-vacances-internal-call';

// One value per process, on globalThis: Next may load this module in several bundles of the same process.
const holder = globalThis as { __vacancesInternalCall?: string };

/** A random value made at start, never sent out of the process: no client can present it. */
export const internalCallSecret = (): string => (holder.__vacancesInternalCall ??= randomUUID());

// A clean stop of the production server on SIGTERM or SIGINT: no new connections, the requests in flight finished
// within a deadline, the clicks still in memory written, then the database closed (its pool, or PGlite and its lock file), so that a restart or another
// instance finds nothing half-done.

/** How long requests in flight may take to finish once a stop is asked; SHUTDOWN_DEADLINE_MS overrides it. */
const DEADLINE_MS = Number(process.env.SHUTDOWN_DEADLINE_MS || 10_000);

/**
 * Counts the requests in flight on `server` and stops it cleanly on the signals. While stopping, an answer on a
 * kept-alive connection says `Connection: close`, so the client opens its next request elsewhere.
 */
export function stopCleanly(server, log = console) {
  let inFlight = 0;
  let stopping = false;
  server.on('request', (req, res) => {
    inFlight += 1;
    if (stopping) res.setHeader('Connection', 'close');
    res.on('close', () => (inFlight -= 1));
  });

  async function stop(signal) {
    if (stopping) return;
    stopping = true;
    const began = Date.now();
    log.log(`server: ${signal}, no new connections; ${inFlight} request(s) in flight`);
    server.close();
    server.closeIdleConnections();
    while (inFlight > 0 && Date.now() - began < DEADLINE_MS) await new Promise((resolve) => setTimeout(resolve, 25));
    if (inFlight > 0) log.error(`server: ${inFlight} request(s) still in flight after ${DEADLINE_MS} ms, closed`);
    server.closeAllConnections();
    try {
      // The clicks answered but not yet written go to the database before it closes.
      await globalThis[Symbol.for('vacances.clickBuffers')]?.flushAll();
      await globalThis[Symbol.for('vacances.sharedCacheTags')]?.close();
      const limits = globalThis[Symbol.for('vacances.redisConnection')]?.client;
      if (limits?.isOpen) await limits.close();
      await globalThis.__vacancesDb?.close?.();
    } catch (error) {
      log.error('server: the database did not close cleanly', error);
    }
    log.log(`server: stopped in ${Date.now() - began} ms`);
    process.exit(0);
  }
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => void stop(signal));
}

/** Runs once when the server starts (Next's instrumentation hook). */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { keepOneLocationHeader } = await import('./lib/http/single-location');
  keepOneLocationHeader();
  const { recordPeerAddress } = await import('./lib/http/peer-address');
  recordPeerAddress();
  // `next start` renders a rewritten request (every page goes through the proxy's rewrite) into Next's own
  // response object, not Node's.
  const { MockedResponse } = await import('next/dist/server/lib/mock-request.js');
  keepOneLocationHeader(MockedResponse.prototype);
  // Mail queued before a restart is sent without waiting for the next one; a build sends nothing.
  if (process.env.NEXT_PHASE !== 'phase-production-build') {
    const { startApiBackgroundWork } = await import('./lib/api/transport');
    await startApiBackgroundWork();
    // The server's front answers the exits to merchants itself, through this (see scripts/server.mjs).
    const { frontExit } = await import('./lib/api/go');
    (globalThis as Record<symbol, unknown>)[Symbol.for('vacances.frontExit')] = frontExit;
  }
}

import http from 'node:http';
import { PEER_ADDRESS_HEADER } from '@/lib/security/client-address';

/**
 * Writes each request's peer address into a header before Next sees the request, replacing any header of that
 * name the client sent: the API's limiters and audit log read it, and Next's own `x-forwarded-for` keeps a
 * value the client chose.
 */
export function recordPeerAddress() {
  const emit = http.Server.prototype.emit;
  http.Server.prototype.emit = function (this: http.Server, event: string, ...args: unknown[]) {
    if (event === 'request') {
      const request = args[0] as http.IncomingMessage;
      request.headers[PEER_ADDRESS_HEADER] = request.socket?.remoteAddress ?? '';
    }
    return emit.apply(this, [event, ...args] as Parameters<typeof emit>);
  } as typeof emit;
}

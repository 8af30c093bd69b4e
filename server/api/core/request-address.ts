import type { Context } from 'hono';
import { clientAddress, PEER_ADDRESS_HEADER, trustedProxyHops } from '@/lib/security/client-address';

/** The address a request came from (see `clientAddress`), or null when the server could not tell. */
export const requestAddress = (c: Context): string | null =>
  clientAddress(c.req.header(PEER_ADDRESS_HEADER), c.req.header('x-forwarded-for'), trustedProxyHops(process.env.TRUST_PROXY));

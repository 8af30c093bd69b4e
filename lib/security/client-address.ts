import { isIP } from 'node:net';

/**
 * The header in which the server itself writes the address of the connection's other end, overwriting whatever a
 * client sent under that name. The route handlers of Next see no socket; this is how they learn it.
 */
export const PEER_ADDRESS_HEADER = 'x-vacances-peer-address';

/**
 * How many proxies of ours stand in front (`TRUST_PROXY`): a number, or a yes-word for one. Anything else, or
 * nothing, means none: `X-Forwarded-For` is then a client's claim and is ignored.
 */
export function trustedProxyHops(value: string | undefined): number {
  const text = value?.trim().toLowerCase() ?? '';
  if (/^\d{1,2}$/.test(text)) return Number(text);
  return ['1', 'true', 'yes', 'on'].includes(text) ? 1 : 0;
}

/**
 * The visitor's address. Behind `hops` trusted proxies, each appends the address it received from to
 * `X-Forwarded-For`, so the visitor's is the `hops`-th entry from the right; what a client wrote before it is
 * ignored. With no trusted proxy it is the connection's peer. Null when nothing valid is known.
 */
export function clientAddress(peer: string | undefined, forwardedFor: string | undefined, hops: number): string | null {
  let candidate = peer;
  if (hops > 0 && forwardedFor) {
    const chain = forwardedFor
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean);
    if (chain.length > 0) candidate = chain[Math.max(chain.length - hops, 0)];
  }
  const address = candidate?.trim().replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '') ?? '';
  return isIP(address) ? address : null;
}

/**
 * The key a limiter counts an address under. An IPv6 visitor usually holds a whole /64 and can pick a new address
 * in it at will, so the /64 counts as one address.
 */
export function addressKey(address: string): string {
  if (isIP(address) !== 6) return address;
  const [head, tail = ''] = address.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = address.includes('::') ? [...left, ...Array(8 - left.length - right.length).fill('0'), ...right] : left;
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

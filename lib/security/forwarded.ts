import { trustedProxyHops } from './client-address';

/**
 * Whether a request reached us over https. Behind a TLS-terminating proxy the connection itself is plain http, and
 * only the proxy's `X-Forwarded-Proto` says otherwise; but any client can send that header. So it is believed only
 * when TRUST_PROXY says a proxy of ours is in front (it then overwrites the client's value), and only as `http` or
 * `https`: anything else is ignored, never copied into an answer.
 */
export function isHttpsRequest(requestUrl: string, forwardedProto: string | undefined, trustProxy: string | undefined = process.env.TRUST_PROXY): boolean {
  if (trustedProxyHops(trustProxy) > 0) {
    const first = forwardedProto?.split(',')[0].trim().toLowerCase();
    if (first === 'https' || first === 'http') return first === 'https';
  }
  try {
    return new URL(requestUrl).protocol === 'https:';
  } catch {
    return false;
  }
}

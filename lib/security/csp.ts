import { enabledThirdParties, type CspHosts, type ThirdParties } from '@/lib/third-parties';

export interface CspOptions {
  /** `next dev` needs eval for its refresh runtime. */
  development: boolean;
  thirdParty: ThirdParties;
}

/**
 * The Content-Security-Policy of a public page. It is the same for every request of an edition, so the page can
 * be served from cache: a nonce would make every page per-request, and hashes cannot cover the inline scripts
 * Next streams. Injection is stopped where it would start instead: React escapes text, CMS HTML is sanitised,
 * no URL is built from request headers. What the policy still forbids: scripts from any other origin than ours
 * and the edition's enabled third parties, plugins, framing, `<base>`, and forms posting elsewhere.
 */
export function pageCsp({ development, thirdParty }: CspOptions): string {
  const enabled = enabledThirdParties(thirdParty);
  const extra = (kind: keyof CspHosts) => enabled.flatMap((name) => thirdParty[name].hosts[kind]);
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", "'unsafe-inline'", ...(development ? ["'unsafe-eval'"] : []), ...extra('script')]],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', 'blob:', ...extra('img')]],
    ['font-src', ["'self'"]],
    ['connect-src', ["'self'", ...(development ? ['ws:'] : []), ...extra('connect')]],
    ['frame-src', extra('frame').length ? extra('frame') : ["'none'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'none'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ];
  return directives.map(([name, values]) => [name, ...new Set(values)].join(' ')).join('; ');
}

export { baseSecurityHeaders, resourceCsp } from './base-headers.mjs';

/**
 * The editors' area's policy: rendered per request anyway (never cached), so it can afford a nonce. Only scripts
 * carrying the request's nonce run, and what they load (`strict-dynamic`); no third party at all.
 */
export function adminCsp(nonce: string, development: boolean): string {
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", `'nonce-${nonce}'`, "'strict-dynamic'", ...(development ? ["'unsafe-eval'"] : [])]],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', 'blob:']],
    ['font-src', ["'self'"]],
    ['connect-src', ["'self'", ...(development ? ['ws:'] : [])]],
    ['frame-src', ["'none'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'none'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ];
  return directives.map(([name, values]) => [name, ...values].join(' ')).join('; ');
}

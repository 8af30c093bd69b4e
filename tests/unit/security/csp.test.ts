import { describe, expect, it } from 'vitest';
import { baseSecurityHeaders, pageCsp, resourceCsp } from '@/lib/security/csp';
import { thirdPartiesOf } from '@/lib/third-parties';

const off = thirdPartiesOf('TEST', { domain: 'vacances.test', exclusions: [], mailingList: false });
const on = (...names: (keyof typeof off)[]) => {
  const parties = structuredClone(off);
  for (const name of names) parties[name].key = 'key';
  return parties;
};
const directive = (csp: string, name: string) => csp.split('; ').find((d) => d.startsWith(`${name} `)) ?? '';

describe('pageCsp', () => {
  it('is the same for every request (cacheable), allows scripts from our origin only, and forbids plugins, base and framing', () => {
    const csp = pageCsp({ development: false, thirdParty: off });
    expect(pageCsp({ development: false, thirdParty: off })).toBe(csp);
    expect(csp).not.toContain('nonce');
    expect(directive(csp, 'script-src')).toBe("script-src 'self' 'unsafe-inline'");
    expect(directive(csp, 'form-action')).toBe("form-action 'self'");
    expect(directive(csp, 'default-src')).toBe("default-src 'self'");
    expect(directive(csp, 'object-src')).toBe("object-src 'none'");
    expect(directive(csp, 'base-uri')).toBe("base-uri 'none'");
    expect(directive(csp, 'frame-ancestors')).toBe("frame-ancestors 'none'");
    expect(directive(csp, 'frame-src')).toBe("frame-src 'none'");
    expect(csp).not.toContain('unsafe-eval');
    expect(directive(csp, 'img-src')).toBe("img-src 'self' data: blob:");
    expect(directive(csp, 'connect-src')).toBe("connect-src 'self'");
  });

  it('loosens only what next dev needs in development', () => {
    const csp = pageCsp({ development: true, thirdParty: off });
    expect(directive(csp, 'script-src')).toContain("'unsafe-eval'");
    expect(directive(csp, 'connect-src')).toContain('ws:');
  });

  it('adds the hosts of the third parties an edition enables, and only those', () => {
    const csp = pageCsp({ development: false, thirdParty: on('consentApp', 'affiliateWidget') });
    expect(directive(csp, 'script-src')).toContain('https://consent.cookiebot.com');
    expect(directive(csp, 'script-src')).toContain('https://aff.bstatic.com');
    expect(directive(csp, 'frame-src')).not.toContain("'none'");
    expect(csp).not.toContain('disqus');
    expect(csp).not.toContain('recaptcha');
  });
});

describe('other headers', () => {
  it('locks resources down completely', () => {
    expect(resourceCsp).toContain("default-src 'none'");
    expect(resourceCsp).toContain("frame-ancestors 'none'");
  });

  it('sends nosniff and a referrer policy always, HSTS in production only', () => {
    expect(baseSecurityHeaders(false)).toMatchObject({ 'X-Content-Type-Options': 'nosniff', 'Referrer-Policy': 'strict-origin-when-cross-origin' });
    expect(baseSecurityHeaders(false)['Strict-Transport-Security']).toBeUndefined();
    expect(baseSecurityHeaders(true)['Strict-Transport-Security']).toMatch(/max-age=\d{8}/);
  });
});

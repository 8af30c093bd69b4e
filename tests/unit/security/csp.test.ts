import { describe, expect, it } from 'vitest';
import { baseSecurityHeaders, newNonce, pageCsp, resourceCsp } from '@/lib/security/csp';

const off = { consentApp: '', newsletterList: '', commentsShortName: '', captchaSiteKey: '', affiliateWidget: '' };
const directive = (csp: string, name: string) => csp.split('; ').find((d) => d.startsWith(`${name} `)) ?? '';

describe('pageCsp', () => {
  it('allows scripts only with the nonce and forbids plugins, base and framing', () => {
    const csp = pageCsp({ nonce: 'abc123', development: false, thirdParty: off });
    expect(directive(csp, 'script-src')).toBe("script-src 'self' 'nonce-abc123' 'strict-dynamic'");
    expect(directive(csp, 'object-src')).toBe("object-src 'none'");
    expect(directive(csp, 'base-uri')).toBe("base-uri 'none'");
    expect(directive(csp, 'frame-ancestors')).toBe("frame-ancestors 'none'");
    expect(directive(csp, 'frame-src')).toBe("frame-src 'none'");
    expect(csp).not.toContain('unsafe-eval');
    expect(directive(csp, 'style-src')).not.toContain('unsafe-inline');
  });

  it('loosens only what next dev needs in development', () => {
    const csp = pageCsp({ nonce: 'n', development: true, thirdParty: off });
    expect(directive(csp, 'script-src')).toContain("'unsafe-eval'");
    expect(directive(csp, 'connect-src')).toContain('ws:');
  });

  it('adds the hosts of the third parties an edition enables, and only those', () => {
    const csp = pageCsp({ nonce: 'n', development: false, thirdParty: { ...off, consentApp: 'key', affiliateWidget: 'aid' } });
    expect(directive(csp, 'script-src')).toContain('https://consent.cookiebot.com');
    expect(directive(csp, 'script-src')).toContain('https://www.booking.com');
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

  it('draws a fresh 128-bit nonce each time', () => {
    const a = newNonce();
    expect(atob(a)).toHaveLength(16);
    expect(newNonce()).not.toBe(a);
  });
});

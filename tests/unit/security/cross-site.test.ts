import { describe, expect, it } from 'vitest';
import { isCrossSiteWrite } from '@/lib/security/cross-site';

describe('a write from another site', () => {
  it('is told by the browser’s Sec-Fetch-Site when it sends one', () => {
    expect(isCrossSiteWrite({ method: 'POST', fetchSite: 'cross-site', origin: 'https://vacances.be' })).toBe(true);
    expect(isCrossSiteWrite({ method: 'POST', fetchSite: 'same-origin', origin: 'https://evil.example' })).toBe(false);
    expect(isCrossSiteWrite({ method: 'DELETE', fetchSite: 'same-site' })).toBe(false);
    expect(isCrossSiteWrite({ method: 'PATCH', fetchSite: 'none' })).toBe(false);
  });

  it('is told by the Origin otherwise: an edition’s origin or the host asked passes, any other site does not', () => {
    expect(isCrossSiteWrite({ method: 'POST', origin: 'https://vacances.be', host: 'api.internal' })).toBe(false);
    expect(isCrossSiteWrite({ method: 'POST', origin: 'http://vacances.be', host: 'vacances.be' })).toBe(false);
    expect(isCrossSiteWrite({ method: 'POST', origin: 'https://evil.example', host: 'vacances.be' })).toBe(true);
    expect(isCrossSiteWrite({ method: 'POST', origin: 'null', host: 'vacances.be' })).toBe(true);
    expect(isCrossSiteWrite({ method: 'POST', origin: 'not a url', host: 'vacances.be' })).toBe(true);
  });

  it('leaves reads and requests without any browser header to the limits', () => {
    expect(isCrossSiteWrite({ method: 'GET', fetchSite: 'cross-site' })).toBe(false);
    expect(isCrossSiteWrite({ method: 'OPTIONS', origin: 'https://evil.example' })).toBe(false);
    expect(isCrossSiteWrite({ method: 'POST' })).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { isHttpsRequest } from '@/lib/security/forwarded';

describe('isHttpsRequest', () => {
  it('ignores X-Forwarded-Proto unless TRUST_PROXY says a proxy of ours sets it', () => {
    expect(isHttpsRequest('http://vacances.be/api/x', 'https', undefined)).toBe(false);
    expect(isHttpsRequest('http://vacances.be/api/x', 'https', '')).toBe(false);
    expect(isHttpsRequest('http://vacances.be/api/x', 'https', '1')).toBe(true);
    expect(isHttpsRequest('https://vacances.be/api/x', 'http', 'true')).toBe(false);
  });

  it('believes only http or https, the first of a list', () => {
    expect(isHttpsRequest('http://vacances.be/', 'javascript', '1')).toBe(false);
    expect(isHttpsRequest('https://vacances.be/', 'javascript', '1')).toBe(true);
    expect(isHttpsRequest('http://vacances.be/', 'HTTPS, http', '1')).toBe(true);
  });

  it('falls back to the URL, and to no on a malformed one', () => {
    expect(isHttpsRequest('https://vacances.be/', undefined, undefined)).toBe(true);
    expect(isHttpsRequest('not a url', undefined, undefined)).toBe(false);
  });
});

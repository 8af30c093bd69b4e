import { describe, expect, it } from 'vitest';
import { addressKey, clientAddress, trustedProxyHops } from '@/lib/security/client-address';

describe('trustedProxyHops', () => {
  it('reads a number of proxies, or a yes-word for one; anything else is none', () => {
    expect(trustedProxyHops('2')).toBe(2);
    expect(trustedProxyHops(' true ')).toBe(1);
    expect(trustedProxyHops('1')).toBe(1);
    expect(trustedProxyHops(undefined)).toBe(0);
    expect(trustedProxyHops('false')).toBe(0);
    expect(trustedProxyHops('lots')).toBe(0);
  });
});

describe('clientAddress', () => {
  it('is the peer when no proxy is trusted, whatever X-Forwarded-For claims', () => {
    expect(clientAddress('198.51.100.7', '1.2.3.4', 0)).toBe('198.51.100.7');
  });

  it('behind trusted proxies, takes the entry that many from the right, ignoring what the client wrote before it', () => {
    expect(clientAddress('10.0.0.2', '6.6.6.6, 198.51.100.7', 1)).toBe('198.51.100.7');
    expect(clientAddress('10.0.0.2', '6.6.6.6, 198.51.100.7, 10.0.0.1', 2)).toBe('198.51.100.7');
    expect(clientAddress('10.0.0.2', '198.51.100.7', 3)).toBe('198.51.100.7');
  });

  it('unwraps IPv4-mapped IPv6 and answers null for anything that is not an address', () => {
    expect(clientAddress('::ffff:198.51.100.7', undefined, 0)).toBe('198.51.100.7');
    expect(clientAddress(undefined, undefined, 0)).toBeNull();
    expect(clientAddress('10.0.0.2', 'javascript:alert(1)', 1)).toBeNull();
  });
});

describe('addressKey', () => {
  it('keeps an IPv4 address and counts an IPv6 /64 as one', () => {
    expect(addressKey('198.51.100.7')).toBe('198.51.100.7');
    expect(addressKey('2001:db8:aa:bb::1')).toBe('2001:db8:aa:bb::/64');
    expect(addressKey('2001:0DB8:00aa:00bb:1:2:3:4')).toBe('2001:db8:aa:bb::/64');
    expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
  });
});

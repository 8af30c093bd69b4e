import { describe, expect, it } from 'vitest';
import { botReasonOf } from '@/lib/clicks/bot-rules';
import { deviceClassOf } from '@/lib/clicks/device-class';

const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';

describe('the bot rules', () => {
  it('let a browser\'s GET through as a visitor\'s click', () => {
    expect(botReasonOf({ method: 'GET', userAgent: CHROME, purpose: null })).toBeNull();
  });

  it('keep HEAD requests, prefetches and crawlers apart', () => {
    expect(botReasonOf({ method: 'HEAD', userAgent: CHROME, purpose: null })).toBe('head');
    expect(botReasonOf({ method: 'GET', userAgent: CHROME, purpose: 'prefetch' })).toBe('prefetch');
    expect(botReasonOf({ method: 'GET', userAgent: CHROME, purpose: 'prefetch;prerender' })).toBe('prefetch');
    for (const agent of ['Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)', 'Mozilla/5.0 (compatible; bingbot/2.0)', 'curl/8.5.0', 'python-requests/2.31', '', '   ']) {
      expect([agent, botReasonOf({ method: 'GET', userAgent: agent, purpose: null })]).toEqual([agent, 'agent']);
    }
    expect(botReasonOf({ method: 'GET', userAgent: null, purpose: null })).toBe('agent');
  });
});

describe('the device class', () => {
  it('tells phones, tablets and desktops apart', () => {
    expect(deviceClassOf('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148')).toBe('phone');
    expect(deviceClassOf('Mozilla/5.0 (Linux; Android 14; Pixel 8) Chrome/130.0 Mobile Safari/537.36')).toBe('phone');
    expect(deviceClassOf('Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X)')).toBe('tablet');
    expect(deviceClassOf('Mozilla/5.0 (Linux; Android 14; SM-X710) Chrome/130.0 Safari/537.36')).toBe('tablet');
    expect(deviceClassOf(CHROME)).toBe('desktop');
    expect(deviceClassOf(null)).toBe('desktop');
  });
});

import { describe, expect, it } from 'vitest';
import { dailyVisitorHash, newClickId, newDaySalt } from '@/lib/clicks/visitor-hash';
import { sitePageOf } from '@/lib/clicks/referer-page';
import { exitRefOf, goPath } from '@/lib/clicks/go-paths';

describe('the daily visitor hash', () => {
  const today = newDaySalt();
  const agent = 'Mozilla/5.0 Chrome/130';

  it('is the same visitor all day and another one the next day', () => {
    expect(dailyVisitorHash(today, 'fr-be', '198.51.100.7', agent)).toBe(dailyVisitorHash(today, 'fr-be', '198.51.100.7', agent));
    expect(dailyVisitorHash(newDaySalt(), 'fr-be', '198.51.100.7', agent)).not.toBe(dailyVisitorHash(today, 'fr-be', '198.51.100.7', agent));
  });

  it('tells addresses, agents and editions apart, and holds neither the address nor the agent', () => {
    const hash = dailyVisitorHash(today, 'fr-be', '198.51.100.7', agent);
    expect(dailyVisitorHash(today, 'fr-be', '198.51.100.8', agent)).not.toBe(hash);
    expect(dailyVisitorHash(today, 'fr-be', '198.51.100.7', `${agent} Edge`)).not.toBe(hash);
    expect(dailyVisitorHash(today, 'nl-be', '198.51.100.7', agent)).not.toBe(hash);
    expect(hash).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(hash).not.toContain('198');
  });

  it('gives click ids every network accepts, never twice', () => {
    const ids = new Set(Array.from({ length: 1000 }, newClickId));
    expect(ids.size).toBe(1000);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]{20}$/);
  });
});

describe('the page a click came from', () => {
  const hosts = ['vacances.be'];
  it('is the path of a Referer of the edition\'s own host, without its query', () => {
    expect(sitePageOf('https://vacances.be/boutique/soleo?q=secret#x', hosts)).toBe('/boutique/soleo');
    expect(sitePageOf('http://vacances.be:3100/', hosts)).toBe('/');
    expect(sitePageOf('https://vakanties.be/winkel/soleo', hosts)).toBe('');
    expect(sitePageOf('https://evil.example/vacances.be', hosts)).toBe('');
    expect(sitePageOf('not a url', hosts)).toBe('');
    expect(sitePageOf(null, hosts)).toBe('');
  });
});

describe('the /go/ paths', () => {
  it('name a promotion, a shop or an offer, and nothing else', () => {
    expect(exitRefOf(goPath.promotion(12))).toEqual({ kind: 'promotion', id: 12 });
    expect(exitRefOf(`${goPath.store('soleo-voyages')}/`)).toEqual({ kind: 'store', slug: 'soleo-voyages' });
    expect(exitRefOf(goPath.offer(7))).toEqual({ kind: 'offer', id: 7 });
    for (const path of ['/go', '/go/', '/go/0', '/go/012', '/go/12a', '/go/2147483648', '/go/shop/Soleo', '/go/shop/a/b', '/go/offer/x', '/go/other/1', '/go/12/13']) {
      expect([path, exitRefOf(path)]).toEqual([path, null]);
    }
  });
});

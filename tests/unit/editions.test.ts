import { afterEach, describe, expect, it, vi } from 'vitest';
import { absoluteUrl, editionFromHost, editionIds, editionOfLocale, editions } from '@/lib/editions';

describe('editionFromHost', () => {
  it('maps each domain, with or without www. and a port', () => {
    expect(editionFromHost('vacances.be').id).toBe('fr-be');
    expect(editionFromHost('vakanties.be').id).toBe('nl-be');
    expect(editionFromHost('vacances.fr').id).toBe('fr-fr');
    expect(editionFromHost('www.vakanties.be:443').id).toBe('nl-be');
    expect(editionFromHost('VACANCES.FR:3000').id).toBe('fr-fr');
  });

  it('maps the local names', () => {
    expect(editionFromHost('localhost:3000').id).toBe('fr-be');
    expect(editionFromHost('fr-be.localhost:3000').id).toBe('fr-be');
    expect(editionFromHost('nl-be.localhost:3000').id).toBe('nl-be');
    expect(editionFromHost('fr-fr.localhost').id).toBe('fr-fr');
  });

  it('serves any other host as the default edition', () => {
    expect(editionFromHost('unknown.example').id).toBe('fr-be');
    expect(editionFromHost('127.0.0.1:3000').id).toBe('fr-be');
    expect(editionFromHost(null).id).toBe('fr-be');
    expect(editionFromHost('vakanties.be.evil.example').id).toBe('fr-be');
  });

  it('never fails on a malformed Host', () => {
    for (const host of ['vacances.be:abc', '', ' ', ':', 'vakanties.be:', '[::1]:80', 'a'.repeat(5000), 'VAKANTIES.BE:443']) {
      expect(() => editionFromHost(host)).not.toThrow();
    }
    expect(editionFromHost('VAKANTIES.BE:443').id).toBe('nl-be');
    expect(editionFromHost('vacances.fr:abc').id).toBe('fr-be');
  });
});

describe('the edition table', () => {
  afterEach(() => vi.unstubAllEnvs());

  it("has the editions' locale codes, languages and html tags", () => {
    expect(editions['fr-be']).toMatchObject({ localeCode: 'vacances.be-fr', htmlLang: 'fr-BE', language: 'fr', timeZone: 'Europe/Brussels' });
    expect(editions['nl-be']).toMatchObject({ htmlLang: 'nl-BE', language: 'nl', timeZone: 'Europe/Brussels' });
    expect(editions['fr-fr']).toMatchObject({ localeCode: 'vacances.fr-fr', htmlLang: 'fr-FR', language: 'fr', timeZone: 'Europe/Paris' });
  });

  it('leaves every third-party service off by default', () => {
    for (const id of editionIds) expect(Object.values(editions[id].thirdParty).every((service) => service.key === '')).toBe(true);
  });

  it('reads domain overrides from the environment', async () => {
    vi.stubEnv('DOMAIN_NL_BE', 'staging.vakanties.be');
    vi.resetModules();
    const fresh = await import('@/lib/editions');
    expect(fresh.editions['nl-be'].domain).toBe('staging.vakanties.be');
    expect(fresh.editionFromHost('staging.vakanties.be').id).toBe('nl-be');
  });

  it('builds absolute URLs on the origin the environment sets, and ignores an origin that is not http(s)', async () => {
    vi.stubEnv('ORIGIN_FR_BE', 'http://localhost:3000/ignored/path');
    vi.stubEnv('ORIGIN_NL_BE', 'javascript://vakanties.be');
    vi.resetModules();
    const fresh = await import('@/lib/editions');
    expect(fresh.absoluteUrl('fr-be', '/faq')).toBe('http://localhost:3000/faq');
    expect(fresh.absoluteUrl('nl-be', 'faq')).toBe('https://vakanties.be/faq');
    expect(fresh.parseOrigin('ftp://x')).toBeNull();
  });

  it('maps next-intl locales back to editions and builds absolute URLs', () => {
    expect(editionOfLocale('nl-BE').id).toBe('nl-be');
    expect(editionOfLocale('xx').id).toBe('fr-be');
    expect(absoluteUrl('fr-fr', '/faq')).toBe('https://vacances.fr/faq');
  });
});

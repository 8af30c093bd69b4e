import { describe, expect, it } from 'vitest';
import { jsonLdScript } from '@/lib/json-ld/script';
import { storeJsonLd } from '@/lib/json-ld/store';

const store = {
  name: 'Aérolia',
  path: '/aerolia',
  icon: '/logos/stores/aerolia.svg',
  description: '<p>Aérolia est une <strong>compagnie aérienne</strong> à tarifs réduits.</p><script>alert(1)</script>',
  websiteUrl: 'https://www.aerolia.example',
};

const offers = [
  { title: 'Code soleil : -50 % sur les vols', description: 'Canaries &amp; Baléares', expires_at: '2026-11-23T12:12:32.787Z', is_expired: false },
  { title: 'Vol + hôtel à prix doux', description: null, expires_at: null, is_expired: false },
  { title: 'Ancienne offre', description: 'plus valable', expires_at: '2025-01-01T00:00:00.000Z', is_expired: true },
];

describe('storeJsonLd', () => {
  it('describes the shop as a schema.org Store on the edition’s canonical URL', () => {
    const data = storeJsonLd('fr-be', store, offers);
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Store',
      name: 'Aérolia',
      url: 'https://vacances.be/aerolia',
      logo: 'https://vacances.be/logos/stores/aerolia.svg',
      image: 'https://vacances.be/logos/stores/aerolia.svg',
      description: 'Aérolia est une compagnie aérienne à tarifs réduits.',
      sameAs: ['https://www.aerolia.example'],
    });
    expect(storeJsonLd('nl-be', store).url).toBe('https://vakanties.be/aerolia');
    expect(storeJsonLd('fr-fr', store).url).toBe('https://vacances.fr/aerolia');
  });

  it('never carries self-serving rating markup', () => {
    const text = JSON.stringify(storeJsonLd('fr-be', store, offers));
    expect(text).not.toMatch(/aggregateRating|ratingValue|reviewCount|"review"/i);
  });

  it('lists the active deals as offers on the shop page, with their end of validity', () => {
    const data = storeJsonLd('fr-be', store, offers);
    expect(data.makesOffer).toEqual([
      {
        '@type': 'Offer',
        name: 'Code soleil : -50 % sur les vols',
        url: 'https://vacances.be/aerolia',
        description: 'Canaries & Baléares',
        validThrough: '2026-11-23T12:12:32.787Z',
      },
      { '@type': 'Offer', name: 'Vol + hôtel à prix doux', url: 'https://vacances.be/aerolia' },
    ]);
  });

  it('leaves out what it does not have', () => {
    const data = storeJsonLd('fr-be', { name: 'Sans logo', path: '/sans-logo', icon: null, description: '', websiteUrl: 'javascript:alert(1)' }, [
      { title: 'Expirée', is_expired: true },
    ]);
    expect(data.logo).toBe('https://vacances.be/logos/default-store.svg');
    expect(data).not.toHaveProperty('description');
    expect(data).not.toHaveProperty('sameAs');
    expect(data).not.toHaveProperty('makesOffer');
  });

  it('keeps an absolute logo and survives a bad expiry date', () => {
    const data = storeJsonLd('fr-fr', { ...store, icon: 'https://cdn.example/logo.png' }, [{ title: 'x', expires_at: 'not a date' }]);
    expect(data.logo).toBe('https://cdn.example/logo.png');
    expect(data.makesOffer).toEqual([{ '@type': 'Offer', name: 'x', url: 'https://vacances.fr/aerolia' }]);
  });

  it('stays inert inside a script element', () => {
    const script = jsonLdScript(storeJsonLd('fr-be', { ...store, name: '</script><script>alert(1)</script>' }));
    expect(script).not.toContain('</script');
    expect(JSON.parse(script).name).toBe('</script><script>alert(1)</script>');
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import { editions, staticPageKeys, type EditionId } from '@/lib/editions';
import { entityPath } from '@/lib/routing';
import {
  buildMetadata,
  canonicalUrl,
  hreflangAlternates,
  pageTitle,
  robotsFor,
  staticAlternates,
  stripHtml,
  truncateDescription,
  withoutBrand,
} from '@/lib/seo';
import { origin } from './fixtures';

describe('canonicalUrl (trailing slash removed, query removed except pagination)', () => {
  it('is absolute on each edition’s own domain, with the edition’s own segment', () => {
    expect(canonicalUrl('fr-be', '/a-propos')).toBe('https://vacances.be/a-propos');
    expect(canonicalUrl('nl-be', '/over-ons')).toBe('https://vakanties.be/over-ons');
    expect(canonicalUrl('fr-fr', '/a-propos')).toBe('https://vacances.fr/a-propos');
    expect(canonicalUrl('nl-be', '/bestemmingen/spanje/andalusie')).toBe('https://vakanties.be/bestemmingen/spanje/andalusie');
  });

  it('turns the app’s internal French path into the Dutch public one (what the proxy would redirect to)', () => {
    expect(canonicalUrl('nl-be', '/pays/spanje')).toBe('https://vakanties.be/bestemmingen/spanje');
    expect(canonicalUrl('nl-be', '/categories/promotions/zon/')).toBe('https://vakanties.be/categorieen/promoties/zon');
    expect(canonicalUrl('fr-be', '/over-ons')).toBe('https://vacances.be/a-propos');
  });

  it('uses https://domain, without a slash, for the root (the form Next writes for a root URL)', () => {
    for (const id of Object.keys(origin) as EditionId[]) {
      expect(canonicalUrl(id, '/')).toBe(origin[id]);
      expect(canonicalUrl(id, '')).toBe(origin[id]);
      expect(canonicalUrl(id, '/', '?utm_source=x')).toBe(origin[id]);
    }
    expect(canonicalUrl('fr-be', '/', '?page=2')).toBe('https://vacances.be/?page=2');
  });

  it('removes trailing and doubled slashes', () => {
    expect(canonicalUrl('fr-be', '/blog/')).toBe('https://vacances.be/blog');
    expect(canonicalUrl('nl-be', '/over-ons///')).toBe('https://vakanties.be/over-ons');
    expect(canonicalUrl('fr-fr', '/pays//espagne/')).toBe('https://vacances.fr/pays/espagne');
  });

  it('drops every query parameter but page, and the hash', () => {
    expect(canonicalUrl('fr-be', '/search', '?str=ski&utm_source=mail')).toBe('https://vacances.be/search');
    expect(canonicalUrl('nl-be', '/blog', '?utm_source=x&page=3&sort=new')).toBe('https://vakanties.be/blog?page=3');
    expect(canonicalUrl('fr-fr', '/blog?page=4&x=1#comments')).toBe('https://vacances.fr/blog?page=4');
    expect(canonicalUrl('fr-fr', '/blog#top')).toBe('https://vacances.fr/blog');
  });

  it('keeps page only when it is a single whole number ≥ 2', () => {
    expect(canonicalUrl('fr-be', '/blog', '?page=2')).toBe('https://vacances.be/blog?page=2');
    expect(canonicalUrl('fr-be', '/blog', '?page=1')).toBe('https://vacances.be/blog');
    expect(canonicalUrl('fr-be', '/blog', '?page=abc')).toBe('https://vacances.be/blog');
    expect(canonicalUrl('fr-be', '/blog', '?page=0')).toBe('https://vacances.be/blog');
    expect(canonicalUrl('fr-be', '/blog', '?page=-3')).toBe('https://vacances.be/blog');
    expect(canonicalUrl('fr-be', '/blog', '?page=2.5')).toBe('https://vacances.be/blog');
    expect(canonicalUrl('fr-be', '/blog', '?page=')).toBe('https://vacances.be/blog');
    expect(canonicalUrl('fr-be', '/blog', '?page=02')).toBe('https://vacances.be/blog?page=2');
    expect(canonicalUrl('fr-be', '/blog', '?page=2&page=3')).toBe('https://vacances.be/blog');
    expect(canonicalUrl('fr-be', '/blog', '?page=02')).toBe('https://vacances.be/blog?page=2');
  });

  it('reads the query from URLSearchParams and from Next’s searchParams object', () => {
    expect(canonicalUrl('nl-be', '/blog', new URLSearchParams({ page: '5', q: 'x' }))).toBe('https://vakanties.be/blog?page=5');
    expect(canonicalUrl('nl-be', '/blog', { page: '6', utm: ['a', 'b'], none: undefined })).toBe('https://vakanties.be/blog?page=6');
    expect(canonicalUrl('nl-be', '/blog', { page: ['2', '3'] })).toBe('https://vakanties.be/blog');
    expect(canonicalUrl('nl-be', '/blog', { page: '1' })).toBe('https://vakanties.be/blog');
  });
});

describe('robotsFor', () => {
  const noindex = { index: false, follow: true };
  const index = { index: true, follow: true };

  it('is noindex,follow on blog-category pages, with or without a page', () => {
    expect(robotsFor({ kind: 'blog_category' })).toEqual(noindex);
    expect(robotsFor({ kind: 'blog_category', search: '?page=2' })).toEqual(noindex);
  });

  it('is noindex,follow on the blog list once a page query is present, index,follow without one', () => {
    expect(robotsFor({ kind: 'blog' })).toEqual(index);
    expect(robotsFor({ kind: 'blog', search: '?utm_source=x' })).toEqual(index);
    expect(robotsFor({ kind: 'blog', search: '?page=2' })).toEqual(noindex);
    expect(robotsFor({ kind: 'blog', search: '?page=1' })).toEqual(noindex);
    expect(robotsFor({ kind: 'blog', search: { page: '3' } })).toEqual(noindex);
  });

  it('is noindex,follow on not-found, error and search results', () => {
    expect(robotsFor({ kind: 'notFound' })).toEqual(noindex);
    expect(robotsFor({ kind: 'error' })).toEqual(noindex);
    expect(robotsFor({ kind: 'search', search: '?str=ski' })).toEqual(noindex);
  });

  it('is index,follow everywhere else, page query or not', () => {
    for (const kind of ['home', 'about', 'destinations', 'store', 'blog_post', 'category', 'location'] as const) {
      expect(robotsFor({ kind })).toEqual(index);
      expect(robotsFor({ kind, search: '?page=2' })).toEqual(index);
    }
  });
});

describe('hreflangAlternates and staticAlternates', () => {
  const savedPages = editions['nl-be'].staticPages;
  afterEach(() => {
    editions['nl-be'].staticPages = savedPages;
  });

  it('gives about in the three editions, each on its domain and spelling, x-default on fr-be', () => {
    expect(staticAlternates('about')).toEqual({ 'fr-be': '/a-propos', 'nl-be': '/over-ons', 'fr-fr': '/a-propos' });
    expect(hreflangAlternates(staticAlternates('about'))).toEqual({
      'fr-BE': 'https://vacances.be/a-propos',
      'nl-BE': 'https://vakanties.be/over-ons',
      'fr-FR': 'https://vacances.fr/a-propos',
      'x-default': 'https://vacances.be/a-propos',
    });
  });

  it('points the home page of every edition at its root', () => {
    expect(hreflangAlternates(staticAlternates('home'))).toEqual({
      'fr-BE': 'https://vacances.be',
      'nl-BE': 'https://vakanties.be',
      'fr-FR': 'https://vacances.fr',
      'x-default': 'https://vacances.be',
    });
  });

  it('leaves out an edition that does not have the page, in staticAlternates too', () => {
    editions['nl-be'].staticPages = staticPageKeys.filter((key) => key !== 'legal');
    expect(staticAlternates('legal')).toEqual({ 'fr-be': '/mentions-legales', 'fr-fr': '/mentions-legales' });
    expect(hreflangAlternates(staticAlternates('legal'))).toEqual({
      'fr-BE': 'https://vacances.be/mentions-legales',
      'fr-FR': 'https://vacances.fr/mentions-legales',
      'x-default': 'https://vacances.be/mentions-legales',
    });
  });

  it('falls back to the first present edition for x-default when fr-be lacks the page', () => {
    expect(hreflangAlternates({ 'fr-fr': '/a-propos', 'nl-be': '/over-ons' })).toEqual({
      'nl-BE': 'https://vakanties.be/over-ons',
      'fr-FR': 'https://vacances.fr/a-propos',
      'x-default': 'https://vakanties.be/over-ons',
    });
  });

  it('gives no alternates at all when only one edition (or none) has the page', () => {
    expect(hreflangAlternates({ 'nl-be': '/over-ons' })).toBeUndefined();
    expect(hreflangAlternates({ 'fr-be': entityPath('fr-be', 'blog_post', ['conseils', 'valise']) })).toBeUndefined();
    expect(hreflangAlternates({})).toBeUndefined();
  });
});

describe('titles and descriptions', () => {
  it('appends the brand of each edition once', () => {
    expect(pageTitle('fr-be', 'À propos')).toBe('À propos | Vacances.be');
    expect(pageTitle('nl-be', 'Over ons')).toBe('Over ons | Vakanties.be');
    expect(pageTitle('fr-fr', 'À propos')).toBe('À propos | Vacances.fr');
  });

  it('gives the bare brand for an empty title or the brand itself', () => {
    expect(pageTitle('fr-be', '')).toBe('Vacances.be');
    expect(pageTitle('fr-be', '  ')).toBe('Vacances.be');
    expect(pageTitle('nl-be', 'Vakanties.be')).toBe('Vakanties.be');
    expect(pageTitle('fr-fr', 'vacances.fr')).toBe('Vacances.fr');
  });

  it('does not double the brand when the title already ends with it', () => {
    expect(pageTitle('fr-be', 'Contact | Vacances.be')).toBe('Contact | Vacances.be');
    expect(pageTitle('nl-be', 'Contact - Vakanties.be')).toBe('Contact - Vakanties.be');
    // Another edition's brand is not this one's: it gets the suffix.
    expect(pageTitle('fr-fr', 'Contact | Vacances.be')).toBe('Contact | Vacances.be | Vacances.fr');
  });

  it('keeps a description of 160 characters or fewer whole', () => {
    const exact = 'a'.repeat(160);
    expect(truncateDescription(exact)).toBe(exact);
    expect(truncateDescription('  Court   texte. ')).toBe('Court texte.');
  });

  it('cuts a longer description at a word boundary, ellipsis included in the 160', () => {
    const words = 'Des vacances pas chères en Espagne, au Portugal et en Grèce avec nos codes promo exclusifs';
    const long = `${words} ${words} ${words}`;
    const cut = truncateDescription(long);
    expect(cut.length).toBeLessThanOrEqual(160);
    expect(cut.endsWith('…')).toBe(true);
    const kept = cut.slice(0, -1);
    expect(long.startsWith(kept)).toBe(true);
    // The cut falls between two words: the next character of the original is a space (or dropped punctuation).
    expect(long.slice(kept.length)).toMatch(/^[\s,.;:]/);
    expect(kept.length).toBeGreaterThan(140);
  });

  it('drops punctuation left dangling before the ellipsis', () => {
    const text = `${'mot '.repeat(38)}fin, prolongation de la phrase`;
    const cut = truncateDescription(text);
    expect(cut).toBe(`${'mot '.repeat(38)}fin…`);
  });

  it('cuts a single overlong word hard, within the limit', () => {
    const cut = truncateDescription('x'.repeat(300));
    expect(cut).toBe(`${'x'.repeat(159)}…`);
    expect(truncateDescription('abc def ghi', 6)).toBe('abc…');
  });

  it('strips HTML tags, scripts and comments, and decodes entities', () => {
    expect(stripHtml('<p>Les <strong>meilleurs</strong> bons&nbsp;plans</p><p>en&#160;Belgique &amp; en France</p>')).toBe(
      'Les meilleurs bons plans en Belgique & en France',
    );
    expect(stripHtml('Avant<script>alert(1)</script><!-- note -->après')).toBe('Avant après');
    expect(stripHtml('Code &lt;b&gt; visible &#x27;ok&#x27;')).toBe("Code <b> visible 'ok'");
  });
});

describe('buildMetadata', () => {
  it('assembles the head of the nl-be about page', () => {
    const metadata = buildMetadata({
      edition: 'nl-be',
      title: 'Over ons',
      description: '<p>Wie we zijn</p>',
      pathname: '/over-ons/',
      search: '?utm_source=x',
      alternates: staticAlternates('about'),
      robots: robotsFor({ kind: 'about' }),
    });
    expect(metadata.metadataBase).toBeInstanceOf(URL);
    expect(String(metadata.metadataBase)).toBe('https://vakanties.be/');
    expect(metadata.title).toBe('Over ons | Vakanties.be');
    expect(metadata.description).toBe('Wie we zijn');
    expect(metadata.alternates).toEqual({
      canonical: 'https://vakanties.be/over-ons',
      languages: {
        'fr-BE': 'https://vacances.be/a-propos',
        'nl-BE': 'https://vakanties.be/over-ons',
        'fr-FR': 'https://vacances.fr/a-propos',
        'x-default': 'https://vacances.be/a-propos',
      },
    });
    expect(metadata.openGraph).toEqual({
      type: 'website',
      title: 'Over ons | Vakanties.be',
      description: 'Wie we zijn',
      url: 'https://vakanties.be/over-ons',
      siteName: 'Vakanties.be',
      locale: 'nl_BE',
      alternateLocale: ['fr_BE', 'fr_FR'],
      images: [{ url: 'https://vakanties.be/og/edition/nl-be.png', width: 1200, height: 630, alt: editions['nl-be'].logoAlt }],
    });
    expect(metadata.twitter).toEqual({
      card: 'summary_large_image',
      title: 'Over ons | Vakanties.be',
      description: 'Wie we zijn',
      images: [{ url: 'https://vakanties.be/og/edition/nl-be.png', width: 1200, height: 630, alt: editions['nl-be'].logoAlt }],
    });
    expect(metadata.robots).toEqual({ index: true, follow: true });
  });

  it("points a page's own SVG picture at its raster card (social networks ignore SVG)", () => {
    const metadata = buildMetadata({ edition: 'nl-be', title: 'Spanje', description: 'd', pathname: '/bestemmingen/spanje', image: '/images/destinations/espagne.svg' });
    expect(metadata.openGraph).toMatchObject({ images: [{ url: 'https://vakanties.be/og/images/destinations/espagne.png', width: 1200, height: 630 }] });
  });

  it('uses the given image, made absolute, with a large Twitter card, on each edition', () => {
    for (const id of Object.keys(origin) as EditionId[]) {
      const metadata = buildMetadata({ edition: id, title: 'Ski', description: 'd', pathname: '/blog/ski', image: '/images/ski.jpg', type: 'article' });
      expect(String(metadata.metadataBase)).toBe(`${origin[id]}/`);
      expect(metadata.openGraph).toMatchObject({ type: 'article', url: `${origin[id]}/blog/ski`, images: [{ url: `${origin[id]}/images/ski.jpg` }] });
      expect(metadata.twitter).toMatchObject({ card: 'summary_large_image', images: [{ url: `${origin[id]}/images/ski.jpg` }] });
    }
    const external = buildMetadata({ edition: 'fr-be', title: 'x', description: 'd', pathname: '/', image: 'https://cdn.example.com/a.jpg' });
    expect(external.openGraph).toMatchObject({ images: [{ url: 'https://cdn.example.com/a.jpg' }] });
  });

  it('has no languages nor alternateLocale for a page of one edition, and keeps page ≥ 2 in canonical and og:url', () => {
    const metadata = buildMetadata({
      edition: 'fr-fr',
      title: 'Conseils',
      description: 'Nos conseils',
      pathname: '/blog/conseils',
      search: { page: '2', utm_source: 'x' },
      alternates: { 'fr-fr': '/blog/conseils' },
      robots: robotsFor({ kind: 'blog_category', search: { page: '2' } }),
    });
    expect(metadata.alternates).toEqual({ canonical: 'https://vacances.fr/blog/conseils?page=2' });
    expect(metadata.openGraph).not.toHaveProperty('alternateLocale');
    expect(metadata.openGraph).toMatchObject({ url: 'https://vacances.fr/blog/conseils?page=2', locale: 'fr_FR', siteName: 'Vacances.fr' });
    expect(metadata.robots).toEqual({ index: false, follow: true });
  });

  it('adds the page itself to the hreflang set and lists only the other editions as alternate locales', () => {
    const metadata = buildMetadata({
      edition: 'fr-be',
      title: 'Ibiza',
      description: 'd',
      pathname: '/pays/espagne/ibiza',
      alternates: { 'fr-fr': '/pays/espagne/ibiza' },
    });
    expect(metadata.alternates?.languages).toEqual({
      'fr-BE': 'https://vacances.be/pays/espagne/ibiza',
      'fr-FR': 'https://vacances.fr/pays/espagne/ibiza',
      'x-default': 'https://vacances.be/pays/espagne/ibiza',
    });
    expect(metadata.openGraph).toMatchObject({ locale: 'fr_BE', alternateLocale: ['fr_FR'] });
  });

  it('gives the brand alone on the home page and strips and cuts the description', () => {
    const long = `<p>${'Bons plans voyage '.repeat(20)}</p>`;
    const metadata = buildMetadata({ edition: 'fr-be', title: '', description: long, pathname: '/' });
    expect(metadata.title).toBe('Vacances.be');
    expect(metadata.description).toBe(truncateDescription(stripHtml(long)));
    expect(String(metadata.description).length).toBeLessThanOrEqual(160);
    expect(metadata.description).not.toContain('<');
    expect(metadata.alternates).toEqual({ canonical: 'https://vacances.be' });
    expect(metadata.robots).toEqual({ index: true, follow: true });
  });
});

describe('small rules of the landing pages', () => {
  it('strips the brand an SEO title ends with, whatever the separator', () => {
    expect(withoutBrand('fr-be', 'Hôtels de luxe | Vacances.be')).toBe('Hôtels de luxe');
    expect(withoutBrand('fr-be', 'Hôtels de luxe – vacances.be')).toBe('Hôtels de luxe');
    expect(withoutBrand('fr-be', 'Vacances.be, le guide')).toBe('Vacances.be, le guide');
  });
});

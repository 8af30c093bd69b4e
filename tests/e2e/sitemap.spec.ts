import type { APIRequestContext, Page } from '@playwright/test';
import { expect, message, test, type EditionId } from './fixtures';
import { editionFacts } from './support';

/**
 * `/sitemap.xml` and `/robots.txt` of each edition, as a crawler reads them: well-formed XML, URLs on the
 * edition's own domain that answer 200, hreflang alternates that the other editions' sitemaps and the pages'
 * own <head> confirm, and the default robots.txt pointing at the sitemap.
 */

const editionIds: EditionId[] = ['fr-be', 'nl-be', 'fr-fr'];
const langOf = (id: EditionId) => editionFacts[id].htmlLang;

interface SitemapUrl {
  loc: string;
  lastmod: string | null;
  links: Record<string, string>;
}

/** Parsed by the browser's strict XML parser: a well-formedness error yields a <parsererror>, which fails here. */
async function parseSitemap(page: Page, xml: string): Promise<{ root: string; namespace: string | null; urls: SitemapUrl[] }> {
  const parsed = await page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, 'application/xml');
    const error = doc.getElementsByTagName('parsererror')[0];
    if (error) return { error: error.textContent ?? 'parse error' };
    const sm = 'http://www.sitemaps.org/schemas/sitemap/0.9';
    const xhtml = 'http://www.w3.org/1999/xhtml';
    const urls = [...doc.getElementsByTagNameNS(sm, 'url')].map((url) => ({
      loc: url.getElementsByTagNameNS(sm, 'loc')[0]?.textContent ?? '',
      lastmod: url.getElementsByTagNameNS(sm, 'lastmod')[0]?.textContent ?? null,
      links: Object.fromEntries(
        [...url.getElementsByTagNameNS(xhtml, 'link')].map((link) => [link.getAttribute('hreflang') ?? '', link.getAttribute('href') ?? '']),
      ),
    }));
    return { root: doc.documentElement.localName, namespace: doc.documentElement.namespaceURI, urls };
  }, xml);
  if ('error' in parsed) throw new Error(`sitemap is not well-formed XML: ${parsed.error}`);
  return parsed;
}

async function sitemapOf(page: Page, http: APIRequestContext) {
  const response = await http.get('/sitemap.xml', { maxRedirects: 0 });
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^application\/xml/);
  return parseSitemap(page, await response.text());
}

/** A few URLs of each kind: every static page, and a spread of the rest (first, middle, last of each path prefix). */
function sample(urls: SitemapUrl[]): SitemapUrl[] {
  const groups = new Map<string, SitemapUrl[]>();
  for (const url of urls) {
    const segments = new URL(url.loc).pathname.split('/').filter(Boolean);
    const key = segments.length <= 1 ? `static-or-shop:${segments.length}` : `${segments[0]}:${segments.length}`;
    groups.set(key, [...(groups.get(key) ?? []), url]);
  }
  const picked = new Set<SitemapUrl>();
  for (const list of groups.values()) for (const i of [0, Math.floor(list.length / 2), list.length - 1]) picked.add(list[i]);
  for (const url of urls.slice(0, 16)) picked.add(url);
  return [...picked];
}

test.describe('sitemap.xml', () => {
  // A cold server renders each sampled page for the first time.
  test.describe.configure({ timeout: 180_000 });

  test('is well-formed, lists the edition’s pages on its own domain, and they answer 200', async ({ page, http, facts }) => {
    const { root, namespace, urls } = await sitemapOf(page, http);
    expect(root).toBe('urlset');
    expect(namespace).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
    expect(urls.length).toBeGreaterThan(50);

    const locs = urls.map((u) => u.loc);
    expect(new Set(locs).size, 'no URL twice').toBe(locs.length);
    for (const loc of locs) {
      const url = new URL(loc);
      expect(`${url.protocol}//${url.host}`, loc).toBe(`https://${facts.domain}`);
      expect(url.pathname === '/' || !url.pathname.endsWith('/'), loc).toBe(true);
    }
    expect(locs).toContain(`https://${facts.domain}`);
    expect(locs.some((loc) => new URL(loc).pathname === '/search'), 'search is noindex').toBe(false);
    for (const url of urls) if (url.lastmod !== null) expect(Number.isNaN(Date.parse(url.lastmod)), url.loc).toBe(false);
    expect(urls.filter((u) => u.lastmod !== null).length).toBeGreaterThan(urls.length / 2);

    for (const url of sample(urls)) {
      const { pathname, search } = new URL(url.loc);
      const response = await http.get(`${pathname}${search}`, { maxRedirects: 0 });
      expect(response.status(), url.loc).toBe(200);
    }
  });

  test('alternates are reciprocal across the three editions and match the pages’ own hreflang links', async ({ page, edition, requestAs }) => {
    const sitemaps = new Map<EditionId, Map<string, SitemapUrl>>();
    for (const id of editionIds) {
      const { urls } = await sitemapOf(page, await requestAs(editionFacts[id].domain));
      sitemaps.set(id, new Map(urls.map((u) => [u.loc, u])));
    }
    const own = sitemaps.get(edition)!;
    let checked = 0;
    for (const url of own.values()) {
      if (Object.keys(url.links).length === 0) continue;
      expect(url.links[langOf(edition)], `${url.loc} links itself`).toBe(url.loc);
      expect(Object.values(url.links), `${url.loc} x-default is one of its pages`).toContain(url.links['x-default']);
      for (const other of editionIds.filter((id) => id !== edition)) {
        const href = url.links[langOf(other)];
        if (href === undefined) continue;
        expect(new URL(href).host, href).toBe(editionFacts[other].domain);
        const back = sitemaps.get(other)!.get(href);
        expect(back, `${href} is in the ${other} sitemap`).toBeDefined();
        expect(back!.links[langOf(edition)], `${href} links back to ${url.loc}`).toBe(url.loc);
        checked++;
      }
    }
    expect(checked, 'alternates checked').toBeGreaterThan(40);

    // A page of each kind with alternates says in its <head> what the sitemap says.
    const withLinks = [...own.values()].filter((u) => Object.keys(u.links).length > 0);
    const picks = ['/', editionFacts[edition].language === 'nl' ? '/bestemmingen/' : '/pays/', editionFacts[edition].language === 'nl' ? '/categorieen/' : '/categories/']
      .map((prefix) => withLinks.find((u) => (prefix === '/' ? new URL(u.loc).pathname === '/' : new URL(u.loc).pathname.startsWith(prefix))))
      .filter((u): u is SitemapUrl => u !== undefined);
    expect(picks).toHaveLength(3);
    for (const url of picks) {
      const { pathname } = new URL(url.loc);
      expect((await page.goto(pathname))?.status(), pathname).toBe(200);
      const head: Record<string, string> = {};
      // Next may stream metadata after the head: read the links wherever they are.
      for (const link of await page.locator('link[rel="alternate"][hreflang]').all()) {
        head[(await link.getAttribute('hreflang')) ?? ''] = (await link.getAttribute('href')) ?? '';
      }
      expect(head, pathname).toEqual(url.links);
    }
  });

  test('has no part files while one file holds every URL', async ({ http }) => {
    expect((await http.get('/sitemaps/1.xml', { maxRedirects: 0 })).status()).toBe(404);
  });
});

test.describe('robots.txt', () => {
  test('is the default: everything but the API and search results, and the edition’s sitemap', async ({ http, facts }) => {
    const response = await http.get('/robots.txt', { maxRedirects: 0 });
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.headers()['cache-control']).toMatch(/max-age=(\d{1,3})\b/);
    const text = await response.text();
    const lines = text.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    expect(lines).toContain('Allow: /');
    expect(lines).toContain('Disallow: /api/');
    expect(lines).toContain('Disallow: /admin');
    expect(lines.some((l) => l.startsWith('Disallow: /search'))).toBe(true);
    // One sitemap line, on this edition's own domain.
    expect(lines.filter((l) => /^sitemap:/i.test(l))).toEqual([`Sitemap: https://${facts.domain}/sitemap.xml`]);
  });
});

test.describe('html-sitemap', () => {
  test('groups every kind of page under its heading, with contents, shops A–Z and blog posts', async ({ page, messages, edition }) => {
    const t = (key: string) => message(messages, `pages.htmlSitemap.${key}`);
    expect((await page.goto('/html-sitemap'))?.status()).toBe(200);
    const main = page.getByRole('main');
    const titles = ['pages', 'destinations', 'categories', 'stores', 'blogCategories'].map(t);
    await expect(main.getByRole('heading', { level: 2 })).toHaveText(titles);

    // The contents jump to each section.
    const contents = main.getByRole('navigation', { name: t('contents') });
    await expect(contents.getByRole('link')).toHaveText(titles);
    for (const link of await contents.getByRole('link').all()) {
      const target = (await link.getAttribute('href')) ?? '';
      await expect(main.locator(target)).toHaveCount(1);
    }

    const section = (title: string) => main.locator('section').filter({ has: page.getByRole('heading', { level: 2, name: title, exact: true }) });
    // Home first among the pages; the destinations and categories as trees on the edition's own segments.
    await expect(section(t('pages')).locator('a').first()).toHaveAttribute('href', '/');
    const destinations = edition === 'nl-be' ? 'bestemmingen' : 'pays';
    await expect(section(t('destinations')).locator(`li li a[href^="/${destinations}/"]`).first()).toBeVisible();
    const categories = edition === 'nl-be' ? 'categorieen' : 'categories';
    await expect(section(t('categories')).locator(`li li a[href^="/${categories}/"]`).first()).toBeVisible();

    // Shops filed by letter: each letter of the index leads to its heading, and the shops under it start with it.
    const stores = section(t('stores'));
    const letters = stores.getByRole('navigation', { name: t('storesIndex') }).getByRole('link');
    expect(await letters.count()).toBeGreaterThan(2);
    const letterHeadings = stores.getByRole('heading', { level: 3 });
    await expect(letterHeadings).toHaveCount(await letters.count());
    const firstLetter = (await letterHeadings.first().textContent())?.trim() ?? '';
    const firstShop = (await stores.locator('h3 + ul a').first().textContent()) ?? '';
    expect(firstShop.normalize('NFD').charAt(0).toUpperCase()).toBe(firstLetter);

    // Blog categories with their posts at /blog/{category}/{post}.
    await expect(section(t('blogCategories')).locator('li li a[href^="/blog/"]').first()).toHaveAttribute('href', /^\/blog\/[^/]+\/[^/]+$/);

    // Every link is a path on this site or an anchor of this page.
    for (const href of await main.locator('a').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''))) {
      expect(href, href).toMatch(/^(\/|#)/);
    }
  });

  test('fits a phone screen: nothing of the sitemap sticks out sideways', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    expect((await page.goto('/html-sitemap'))?.status()).toBe(200);
    const outside = await page
      .getByRole('main')
      .locator('section, section *')
      .evaluateAll((nodes) => nodes.filter((n) => n.getBoundingClientRect().right > document.documentElement.clientWidth + 0.5).map((n) => n.outerHTML.slice(0, 80)));
    expect(outside).toEqual([]);
  });
});

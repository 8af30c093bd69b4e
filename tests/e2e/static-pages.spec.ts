import fr from '../../messages/fr.json';
import nl from '../../messages/nl.json';
import { expect, test, type EditionId } from './fixtures';
import { cmsRoutes, otherRoutes } from './routes';
import { editionFacts } from './support';

/**
 * The static routes on each edition, at the edition's own spelling: status, language, heading,
 * title, canonical, hreflang, breadcrumbs; the contact form, the HTML sitemap and the 404 page.
 */

const messagesOf = (edition: EditionId) => (edition === 'nl-be' ? nl : fr);
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const editionIds: EditionId[] = ['fr-be', 'nl-be', 'fr-fr'];
const brand: Record<EditionId, string> = { 'fr-be': 'Vacances.be', 'nl-be': 'Vakanties.be', 'fr-fr': 'Vacances.fr' };

interface CmsPage {
  title: string;
  header_1: string;
}

test.describe('static routes with editor content', () => {
  for (const route of cmsRoutes) {
    test(`${route.key}: status, language, heading, title, canonical, hreflang, breadcrumbs`, async ({ page, edition, facts, http }) => {
      const m = messagesOf(edition);
      const path = route.paths[edition];
      const apiResponse = await http.get(`/api/pages/${route.identifier}/?language=${edition}`);
      expect(apiResponse.status(), `API ${route.identifier}`).toBe(200);
      const cms = (await apiResponse.json()) as CmsPage;
      expect(cms.header_1, `${route.identifier}.header_1`).toBeTruthy();

      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      expect(new URL(page.url()).pathname).toBe(path);
      await expect(page.locator('html')).toHaveAttribute('lang', facts.htmlLang);
      await expect(page.locator('h1')).toHaveText([cms.header_1]);
      await expect(page.locator('h1')).toBeVisible();
      await expect(page).toHaveTitle(new RegExp(`${escapeRegExp(brand[edition])}$`));

      // Canonical on the edition's own https domain, hreflang to the same route in every edition.
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `https://${facts.domain}${path}`);
      const alternates = new Map<string, string>();
      for (const link of await page.locator('link[rel="alternate"][hreflang]').all()) {
        alternates.set((await link.getAttribute('hreflang')) ?? '', (await link.getAttribute('href')) ?? '');
      }
      for (const id of editionIds) {
        expect(alternates.get(editionFacts[id].htmlLang), `hreflang ${editionFacts[id].htmlLang}`).toBe(`https://${editionFacts[id].domain}${route.paths[id]}`);
      }
      expect(alternates.has('x-default'), 'hreflang x-default').toBe(true);
      expect(
        editionIds.map((id) => alternates.get(editionFacts[id].htmlLang)),
        'x-default is one of the editions’ URLs',
      ).toContain(alternates.get('x-default'));

      // Breadcrumbs: Home (a link to /), then the page as text marked as the current page.
      const crumbs = page.getByRole('navigation', { name: m.breadcrumbs.label });
      await expect(crumbs).toBeVisible();
      const items = crumbs.getByRole('listitem');
      await expect(items).toHaveCount(2);
      await expect(items.nth(0).getByRole('link')).toHaveAttribute('href', '/');
      await expect(items.nth(0)).toHaveText(m.breadcrumbs.home);
      await expect(items.nth(1).getByRole('link')).toHaveCount(0);
      await expect(items.nth(1).locator('[aria-current="page"]')).toHaveText(cms.title);

      // The same trail as structured data.
      const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
      const things = scripts.flatMap((text) => {
        const data = JSON.parse(text) as unknown;
        return (Array.isArray(data) ? data : [data]) as { '@type'?: string; itemListElement?: { position: number; name: string }[] }[];
      });
      const trail = things.find((thing) => thing['@type'] === 'BreadcrumbList');
      expect(trail, 'BreadcrumbList JSON-LD').toBeTruthy();
      expect(trail!.itemListElement?.map((item) => [item.position, item.name])).toEqual([
        [1, m.breadcrumbs.home],
        [2, cms.title],
      ]);
    });
  }
});

test.describe('other static routes', () => {
  for (const route of otherRoutes) {
    test(`${route.key}: status 200, language, a visible <h1>`, async ({ page, edition, facts }) => {
      const path = route.paths[edition];
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('lang', facts.htmlLang);
      await expect(page.locator('h1').first()).toBeVisible();
    });
  }
});

test('the HTML sitemap lists stores and destinations', async ({ page, edition }) => {
  const m = messagesOf(edition);
  const response = await page.goto('/html-sitemap');
  expect(response?.status()).toBe(200);
  const section = (title: string) =>
    page.getByRole('main').locator('section').filter({ has: page.getByRole('heading', { name: title, exact: true }) });

  // Shop links only: the section also has its A–Z letters (in-page anchors).
  const stores = section(m.pages.htmlSitemap.stores).locator('a[href^="/"]');
  await expect(stores.first()).toBeVisible();
  await expect(stores.first()).toHaveAttribute('href', /^\/[^/]+$/);

  const destinationsSegment = edition === 'nl-be' ? 'bestemmingen' : 'pays';
  const destinations = section(m.pages.htmlSitemap.destinations).getByRole('link');
  await expect(destinations.first()).toBeVisible();
  await expect(destinations.first()).toHaveAttribute('href', new RegExp(`^/${destinationsSegment}/[^/]+`));
});

test('an unknown page answers 404 with the not-found view', async ({ page, edition }) => {
  const m = messagesOf(edition);
  const response = await page.goto('/xyz-unknown');
  expect(response?.status()).toBe(404);
  // The view is rendered after hydration: wait for it rather than reading the server's HTML.
  await expect(page.getByRole('heading', { level: 1, name: m.notFound.heading })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: m.notFound.home })).toHaveAttribute('href', '/');
  await expect(page).toHaveTitle(`${m.notFound.title} | ${brand[edition]}`);
  expect(new URL(page.url()).pathname).toBe('/xyz-unknown');
});

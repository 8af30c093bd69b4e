import http from 'node:http';
import { expect, redirectTarget, test, type EditionId, ONE_EDITION } from './fixtures';
import { e2ePort } from './support';

/** The 404 page's heading per edition. */
const notFoundHeading: Record<EditionId, string> = {
  'fr-be': 'Oooops, page non trouvée',
  'nl-be': 'Pagina niet gevonden',
  'fr-fr': 'Oooops, page non trouvée',
};

const htmlLangOf = (html: string) => /<html[^>]*\slang="([^"]*)"/i.exec(html)?.[1];

test.describe('each edition on its own domain', () => {
  test('the home page answers 200 in the edition’s language', async ({ page, facts }) => {
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    expect(new URL(page.url()).host).toBe(facts.domain);
    await expect(page.locator('html')).toHaveAttribute('lang', facts.htmlLang);
  });

  test('pages carry the security headers', async ({ page }) => {
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    const headers = await response!.allHeaders();
    const csp = headers['content-security-policy'];
    expect(csp, 'content-security-policy header').toBeTruthy();
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toMatch(/'nonce-/);
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy'], 'referrer-policy header').toBeTruthy();
  });

  test('an unknown path answers 404 with the not-found page at that URL', async ({ page, edition }) => {
    const response = await page.goto('/this-does-not-exist-xyz');
    expect(response?.status()).toBe(404);
    expect(new URL(page.url()).pathname).toBe('/this-does-not-exist-xyz');
    await expect(page.getByRole('heading', { name: notFoundHeading[edition] })).toBeVisible();
    await expect(page.locator('a[href="/"]').first()).toBeVisible();
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });
    for (const path of ['/this-does-not-exist-xyz', '/blog/no-such-category/no-such-post']) {
      test(`${path} reads as the 404 page from the server's HTML: its title, its text and the link home`, async ({ page, edition }) => {
        const response = await page.goto(path);
        expect(response?.status()).toBe(404);
        await expect(page.getByRole('heading', { level: 1, name: notFoundHeading[edition] })).toBeVisible();
        await expect(page).toHaveTitle(new RegExp(`^404 `));
        await expect(page.getByRole('main').locator('a[href="/"]')).toBeVisible();
      });
    }
  });

  test('/not-found answers 404 with the same page', async ({ page, edition }) => {
    const response = await page.goto('/not-found');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: notFoundHeading[edition] })).toBeVisible();
  });

  test('a path deeper than any route answers 404', async ({ http }) => {
    const response = await http.get('/a/b/c/d/e', { maxRedirects: 0 });
    expect(response.status()).toBe(404);
  });

  test('`page=0` is dropped from the query with a 301, other parameters kept', async ({ http, facts }) => {
    const response = await http.get('/faq?page=0&x=1', { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(redirectTarget(response.headers()['location'], facts.domain)).toEqual({ host: facts.domain, path: '/faq?x=1' });
  });

  test('a trailing slash is removed with a 301', async ({ http, facts }) => {
    const response = await http.get('/faq/', { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(redirectTarget(response.headers()['location'], facts.domain)).toEqual({ host: facts.domain, path: '/faq' });
  });

  test('another edition’s spelling of a segment redirects to this edition’s', async ({ http, facts, edition }) => {
    const cases: Partial<Record<EditionId, [from: string, to: string]>> = {
      'nl-be': ['/pays', '/bestemmingen'],
      'fr-be': ['/bestemmingen', '/pays'],
    };
    const pair = cases[edition];
    test.skip(!pair, 'the contract names this redirect for vakanties.be and vacances.be only');
    const [from, to] = pair!;
    const response = await http.get(from, { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(redirectTarget(response.headers()['location'], facts.domain)).toEqual({ host: facts.domain, path: to });
  });
});

/** A GET with exactly these headers (an empty Host included, which browsers and Playwright's client never send). */
function rawGet(path: string, headers: Record<string, string>): Promise<{ status: number; location: string | undefined; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.get({ host: '127.0.0.1', port: e2ePort, path, headers, setHost: false }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, location: response.headers.location, body }));
    });
    request.on('error', reject);
  });
}

const forgedHeaders: Record<string, string>[] = [
  { host: 'vacances.be:abc' },
  { host: '' },
  { host: 'evil.example', 'x-forwarded-host': 'evil.example' },
  { host: 'vacances.be', 'x-forwarded-proto': 'javascript', 'x-forwarded-host': 'evil.example' },
  { host: 'vakanties.be:8080', 'x-forwarded-proto': 'https', 'x-forwarded-port': '444' },
];

test.describe('hosts that are not an edition’s domain', { tag: ONE_EDITION }, () => {
  test('an unknown Host is served as the French-Belgian edition', async ({ requestAs }) => {
    const unknown = await requestAs('unknown.example');
    const response = await unknown.get('/', { maxRedirects: 0 });
    expect(response.status()).toBe(200);
    expect(htmlLangOf(await response.text())).toBe('fr-BE');
  });

  test('a redirect is a path alone: a forged Host or X-Forwarded-* header never goes into it, and never answers 500', async () => {
    for (const headers of forgedHeaders) {
      const answer = await rawGet('/faq/?x=1', headers);
      expect(answer.status, JSON.stringify(headers)).toBe(301);
      expect(answer.location, JSON.stringify(headers)).toBe('/faq?x=1');
    }
  });

  test('a page or an API list asked with a forged Host or X-Forwarded-* header holds no trace of it, so the cached copy is safe for everyone', async () => {
    for (const headers of forgedHeaders) {
      const faq = await rawGet('/faq', headers);
      expect(faq.status, JSON.stringify(headers)).toBe(200);
      expect(faq.body).not.toMatch(/evil\.example|javascript:|:abc|:8080|:444/);
      const origin = headers.host.startsWith('vakanties.be') ? 'https://vakanties.be' : 'https://vacances.be';
      expect(faq.body).toContain(`<link rel="canonical" href="${origin}/faq"/>`);
      const list = await rawGet('/api/stores/?size=1', headers);
      expect(list.status, JSON.stringify(headers)).toBe(200);
      expect((JSON.parse(list.body) as { next: string }).next).toBe('https://vacances.be/api/stores/?size=1&page=2');
    }
    // After all those, the cached page a visitor gets is the clean one.
    expect((await rawGet('/faq', { host: 'vacances.be' })).body).toContain('<link rel="canonical" href="https://vacances.be/faq"/>');
  });

  test('the local names <edition>.localhost serve their edition', async ({ page }) => {
    for (const [host, lang] of [
      ['nl-be.localhost', 'nl-BE'],
      ['fr-be.localhost', 'fr-BE'],
    ] as const) {
      const response = await page.goto(`http://${host}:${e2ePort}/`);
      expect(response?.status(), host).toBe(200);
      await expect(page.locator('html'), host).toHaveAttribute('lang', lang);
    }
  });
});

import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { editionFacts, thirdPartyKeys, type EditionId } from './support';

/**
 * Against the server started with every third party's key (see playwright.config.ts). The providers' hosts are
 * never reached: each script is answered with a stub that notes when it ran, so the test can tell when and where
 * each third party was loaded.
 */

const ours = new Set(Object.values(editionFacts).flatMap((facts) => [facts.domain, `www.${facts.domain}`]));

/** What each stub does when it runs; the consent app's stub accepts every cookie at once. */
function stubFor(url: URL): string {
  const note = (name: string, extra = 'null') =>
    `(window.__thirdParties = window.__thirdParties || []).push({ name: ${JSON.stringify(name)}, at: performance.now(), host: ${JSON.stringify(url.host)}, extra: ${extra} });`;
  if (url.host === 'consent.cookiebot.com') return `${note('consent')} window.Cookiebot = { consent: { marketing: true }, renew() {} }; window.dispatchEvent(new Event('CookiebotOnAccept'));`;
  if (url.host === 'sibforms.com') return note('popup');
  if (url.host === 'aff.bstatic.com') return note('widget', `document.querySelector('ins.bookingaff')?.getAttribute('data-excluded_dest_ids')`);
  if (url.host.endsWith('.disqus.com')) return note('comments');
  if (url.host === 'www.google.com') return note('captcha');
  return note('unknown');
}

interface Noted {
  name: string;
  at: number;
  host: string;
  extra: string | null;
}

async function stubThirdParties(page: Page) {
  await page.route(
    (url) => !ours.has(url.host),
    (route) => route.fulfill({ status: 200, contentType: 'application/javascript', body: stubFor(new URL(route.request().url())) }),
  );
}

const noted = (page: Page) => page.evaluate(() => ((window as unknown as { __thirdParties?: Noted[] }).__thirdParties ?? []) as Noted[]);
const find = async (page: Page, name: string) => (await noted(page)).find((entry) => entry.name === name);
const origin = (edition: EditionId) => `http://${editionFacts[edition].domain}`;

/** The first of a list of the edition's API, read from the page (the browser alone reaches this server by its domains). */
async function firstOf<T>(page: Page, edition: EditionId, path: string): Promise<T> {
  await page.goto(`${origin(edition)}/html-sitemap`);
  return page.evaluate(async ([p, e]) => (await (await fetch(`/api${p}${p.includes('?') ? '&' : '?'}language=${e}`)).json()).results[0], [path, edition] as const);
}

const belgian: EditionId[] = ['fr-be', 'nl-be'];

for (const edition of belgian) {
  test(`${edition}: the newsletter popup's script is added at mount, the consent app's 4 s later`, async ({ page }) => {
    await stubThirdParties(page);
    const response = await page.goto(`${origin(edition)}/`);
    expect(response?.headers()['content-security-policy']).toContain('https://consent.cookiebot.com');
    await expect.poll(async () => Boolean(await find(page, 'consent')), { timeout: 15_000 }).toBe(true);
    const consent = (await find(page, 'consent'))!;
    const popup = (await find(page, 'popup'))!;
    expect(popup, 'the popup was loaded').toBeTruthy();
    expect(consent.at).toBeGreaterThanOrEqual(4000);
    expect(popup.at).toBeLessThan(consent.at);
  });

  test(`${edition}: the accommodation widget waits for consent, then loads with the edition's exclusions`, async ({ page }) => {
    const place = await firstOf<{ slug: string }>(page, edition, '/locations/?size=1');
    await stubThirdParties(page);
    const segment = edition === 'nl-be' ? 'bestemmingen' : 'pays';
    await page.goto(`${origin(edition)}/${segment}/${place.slug}`);
    await expect(page.locator('ins.bookingaff')).toHaveAttribute('data-aid', thirdPartyKeys[`AFFILIATE_WIDGET_KEY_${edition.toUpperCase().replace('-', '_')}`]);
    await expect.poll(async () => Boolean(await find(page, 'widget')), { timeout: 15_000 }).toBe(true);
    const widget = (await find(page, 'widget'))!;
    const consent = (await find(page, 'consent'))!;
    expect(widget.at).toBeGreaterThan(consent.at);
    expect(widget.extra).toBe(edition === 'fr-be' ? '-1955538,-2140479,-1456928' : '-2140479,-1746443');
  });

  test(`${edition}: the comments load only once they come into view, by the edition's short name`, async ({ page }) => {
    const post = await firstOf<{ slug: string; category: { slug: string } }>(page, edition, '/posts/?size=1');
    await stubThirdParties(page);
    await page.goto(`${origin(edition)}/blog/${post.category.slug}/${post.slug}`);
    await expect.poll(async () => Boolean(await find(page, 'consent')), { timeout: 15_000 }).toBe(true);
    await page.waitForTimeout(1000);
    expect(await find(page, 'comments'), 'no comments before they are in view').toBeUndefined();
    await page.locator('#disqus_thread').scrollIntoViewIfNeeded();
    await expect.poll(async () => (await find(page, 'comments'))?.host, { timeout: 15_000 }).toBe(`${thirdPartyKeys[`COMMENTS_KEY_${edition.toUpperCase().replace('-', '_')}`]}.disqus.com`);
  });
}

test('the captcha widget is on the forms, with its site key', async ({ page }) => {
  await stubThirdParties(page);
  await page.goto(`${origin('fr-be')}/contact`);
  await expect(page.locator('#contact-form .g-recaptcha')).toHaveAttribute('data-sitekey', thirdPartyKeys.CAPTCHA_KEY);
  await expect.poll(async () => Boolean(await find(page, 'captcha')), { timeout: 15_000 }).toBe(true);
});

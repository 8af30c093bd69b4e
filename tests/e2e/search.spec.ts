import { expect, message, test, type EditionId } from './fixtures';

/**
 * The search page on the three editions: accented and misspelt queries on the demo content, results grouped by
 * kind with counts, one kind page by page, marked words, the prompt without text, and noindex.
 */

interface Case {
  /** A query without its accents, and a name of the results that has them. */
  accented: { query: string; kind: 'promotions' | 'destinations'; expected: RegExp; marked: RegExp };
  /** A misspelt name, and the destination it should still find. */
  misspelt: { query: string; expected: string };
  /** Words of the language that search nothing. */
  stopWords: string;
}

const cases: Record<EditionId, Case> = {
  'fr-be': {
    accented: { query: 'hotel etoile', kind: 'promotions', expected: /hôtels .*étoiles/, marked: /^(hôtels|étoiles)$/ },
    misspelt: { query: 'espagen', expected: 'Espagne' },
    stopWords: 'le la les',
  },
  'nl-be': {
    accented: { query: 'kroatie', kind: 'destinations', expected: /^Kroatië$/, marked: /^kroatië$/ },
    misspelt: { query: 'Griekenlnd', expected: 'Griekenland' },
    stopWords: 'de het een',
  },
  'fr-fr': {
    accented: { query: 'hotel etoile', kind: 'promotions', expected: /hôtels .*étoiles/, marked: /^(hôtels|étoiles)$/ },
    misspelt: { query: 'espagen', expected: 'Espagne' },
    stopWords: 'le la les',
  },
};

const searchUrl = (query: string, extra = '') => `/search?str=${encodeURIComponent(query)}${extra}`;

test('an accented word is found from its plain spelling, and the words found are marked', async ({ page, edition, messages }) => {
  const { query, kind, expected, marked } = cases[edition].accented;
  const response = await page.goto(searchUrl(query));
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(query);
  const section = page.getByRole('region', { name: new RegExp(message(messages, `pages.search.kinds.${kind}`)) });
  const titles = section.getByRole('heading', { level: 3 });
  await expect(titles.first()).toHaveText(expected);
  const marks = await titles.first().locator('mark').allTextContents();
  expect(marks.length).toBeGreaterThan(0);
  for (const word of marks) expect(word.toLowerCase()).toMatch(marked);
  // The form keeps the text for another try.
  await expect(page.getByRole('main').getByRole('searchbox')).toHaveValue(query);
});

test('a misspelt name still finds its page, with a note that the results are approximate', async ({ page, edition, messages }) => {
  const { query, expected } = cases[edition].misspelt;
  await page.goto(searchUrl(query));
  await expect(page.getByRole('main').getByRole('status')).toHaveText(message(messages, 'pages.search.fuzzy').replace('{query}', query));
  const link = page.getByRole('region', { name: new RegExp(message(messages, 'pages.search.kinds.destinations')) }).getByRole('link', { name: new RegExp(expected) });
  await expect(link).toBeVisible();
  await link.click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(expected, { timeout: 20_000 });
});

test('results are grouped by kind with counts; a kind pages through its results', async ({ page, messages }) => {
  await page.goto(searchUrl('hotel'));
  const tabs = page.getByRole('navigation', { name: message(messages, 'pages.search.kindsLabel') });
  const all = tabs.getByRole('link', { name: new RegExp(`^${message(messages, 'pages.search.all')}`) });
  await expect(all).toHaveAttribute('aria-current', 'page');
  const promotionsTab = tabs.getByRole('link', { name: new RegExp(message(messages, 'pages.search.kinds.promotions')) });
  const count = Number((await promotionsTab.locator('span').textContent())?.trim());
  expect(count).toBeGreaterThan(20);
  // The "all" view shows a preview of each kind and a link to the rest.
  const section = page.getByRole('region', { name: new RegExp(message(messages, 'pages.search.kinds.promotions')) });
  await expect(section.getByRole('article')).toHaveCount(6);
  await promotionsTab.click();
  await expect(page).toHaveURL(/kind=promotions/, { timeout: 20_000 });
  await expect(tabs.getByRole('link', { name: new RegExp(message(messages, 'pages.search.kinds.promotions')) })).toHaveAttribute('aria-current', 'page');
  const firstPage = await page.getByRole('main').getByRole('article').locator('h3').allTextContents();
  expect(firstPage).toHaveLength(20);
  await page.getByRole('link', { name: message(messages, 'pagination.next') }).click();
  await expect(page).toHaveURL(/page=2/, { timeout: 20_000 });
  await expect(page).toHaveTitle(/2/);
  const articles = page.getByRole('main').getByRole('article');
  await expect(articles).toHaveCount(Math.min(20, count - 20));
  // A page past the last is not a page.
  const past = await page.goto(searchUrl('hotel', '&kind=promotions&page=999'));
  expect(past?.status()).toBe(404);
});

test('without text the page invites a search and runs none; every search page is noindex,follow', async ({ page, messages }) => {
  await page.goto('/search');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(message(messages, 'pages.search.heading'));
  await expect(page.getByText(message(messages, 'pages.search.empty'))).toBeVisible();
  await expect(page.getByRole('navigation', { name: message(messages, 'pages.search.kindsLabel') })).toHaveCount(0);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex,\s*follow/);
  await page.goto(searchUrl('ski'));
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex,\s*follow/);
});

test('a text of stop words or symbols only says nothing was found, never an error', async ({ page, edition, messages }) => {
  for (const text of [cases[edition].stopWords, '%%% &&& :*']) {
    const response = await page.goto(searchUrl(text));
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('main').getByRole('status')).toHaveText(message(messages, 'pages.search.noResults').replace('{query}', text));
  }
});

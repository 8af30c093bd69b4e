import type { APIRequestContext } from '@playwright/test';
import { createTranslator } from 'next-intl';
import type { Messages as AppMessages } from '../../messages';
import { expect, screenshotPath, test, type EditionFacts, type EditionId, type Messages } from './fixtures';

/**
 * Rating a shop on each edition: the store page (`/{store}`) shows the average and the vote buttons, a vote
 * moves the count up by one at once, and a reload shows the vote remembered instead of the buttons; the API
 * refuses a second vote from the same browser.
 */

interface StoreCard {
  id: number;
  slug: string;
  rating: number;
  votes: number;
}

async function apiJson<T>(http: APIRequestContext, path: string, edition: EditionId): Promise<T> {
  const response = await http.get(`/api${path}${path.includes('?') ? '&' : '?'}language=${edition}`);
  expect(response.status(), path).toBe(200);
  return (await response.json()) as T;
}

/**
 * The last of the edition's top shops, as its page's API answer. Not the first: other specs open the first
 * shops, and this one must be the only one voting on its shop for "one more vote" to hold.
 */
async function shopToRate(http: APIRequestContext, edition: EditionId): Promise<StoreCard> {
  const top = await apiJson<{ results: StoreCard[] }>(http, '/stores/top/', edition);
  const last = top.results.at(-1);
  if (!last) throw new Error(`${edition} has no top shop`);
  return apiJson<StoreCard>(http, `/stores/${last.slug}/`, edition);
}

/** The widget's strings as the edition shows them (ICU plurals, numbers in the edition's locale). */
function ratingTexts(messages: Messages, facts: EditionFacts) {
  // The fixture's tree is typed loosely; it is the app's own message tree (messagesFor), which types the keys.
  const t = createTranslator({ locale: facts.htmlLang, messages: messages as unknown as AppMessages, namespace: 'rating' });
  const figure = (value: number) => new Intl.NumberFormat(facts.htmlLang, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(value);
  return {
    summary: (rating: number, votes: number) => (votes > 0 ? t('summary', { rating: figure(rating), votes }) : t('noVotes')),
    thanks: (rating: number, votes: number) => t('thanks', { rating: figure(rating), votes }),
    prompt: t('prompt'),
    give: (stars: number) => t('give', { stars }),
    yourVote: (rating: number) => t('yourVote', { rating }),
  };
}

test('a visitor rates a shop once: one more vote at once, remembered after a reload', async ({ page, http, edition, facts, messages }) => {
  // An address of its own (the test server trusts one proxy): a retry is another visitor, whom the once-a-day rule per address lets rate.
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': `10.${60 + Math.floor(Math.random() * 60)}.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}` });
  const store = await shopToRate(http, edition);
  const text = ratingTexts(messages, facts);

  await page.goto(`/${store.slug}`);
  await expect(page.getByText(text.summary(store.rating, store.votes), { exact: true })).toBeVisible();
  const vote = page.getByRole('group', { name: text.prompt });
  await expect(vote.getByRole('button')).toHaveCount(5);
  const card = page.locator('header', { has: page.getByRole('heading', { level: 1 }) });
  await card.screenshot({ path: screenshotPath(`store-rating-desktop-${edition}`) });

  const answered = page.waitForResponse((r) => r.url().includes(`/api/stores/${store.id}/update_rating/`) && r.request().method() === 'POST');
  await vote.getByRole('button', { name: text.give(4) }).click();
  const response = await answered;
  expect(response.status()).toBe(200);
  expect(response.url()).toContain(`language=${edition}`);
  expect(response.request().postDataJSON()).toEqual({ storeId: store.id, rating: 4 });
  const after = (await response.json()) as { rating: number; votes: number; your_rating: number };
  expect(after.votes).toBe(store.votes + 1);
  expect(after.your_rating).toBe(4);

  // the new figures at once, announced, and the buttons replaced by the vote
  await expect(page.getByText(text.summary(after.rating, after.votes), { exact: true })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: text.thanks(after.rating, after.votes) })).toBeVisible();
  await expect(page.getByText(text.yourVote(4))).toBeVisible();
  await expect(vote).toHaveCount(0);
  await card.screenshot({ path: screenshotPath(`store-rating-desktop-voted-${edition}`) });

  await page.reload();
  await expect(page.getByText(text.yourVote(4))).toBeVisible();
  await expect(page.getByRole('group', { name: text.prompt })).toHaveCount(0);
  // the cached page may show the old count once while it renders again: within 60 s (in practice on the next
  // load) it includes the vote
  await expect(async () => {
    await page.reload();
    await expect(page.getByText(text.summary(after.rating, after.votes), { exact: true })).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 60_000 });

  // the browser's signed visitor cookie (httpOnly, scoped to /api) makes the API refuse a second vote too
  const cookies = await page.context().cookies(`http://${facts.domain}/api/`);
  expect(cookies.find((c) => c.name === 'visitor')).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api' });
  const second = await page.evaluate(
    async ({ id, language }) => {
      const r = await fetch(`/api/stores/${id}/update_rating/?language=${language}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ storeId: id, rating: 1 }),
      });
      return { status: r.status, body: (await r.json()) as { votes: number } };
    },
    { id: store.id, language: edition },
  );
  expect(second.status).toBe(409);
  expect(second.body.votes).toBe(after.votes);
});

test('the rating fits a phone and its stars are large enough to touch', async ({ page, http, edition, facts, messages }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  const store = await shopToRate(http, edition);
  const text = ratingTexts(messages, facts);
  await page.goto(`/${store.slug}`);
  const vote = page.getByRole('group', { name: text.prompt });
  await expect(vote).toBeVisible();
  for (const button of await vote.getByRole('button').all()) {
    const box = await button.boundingBox();
    expect(box?.width ?? 0).toBeGreaterThanOrEqual(44);
    expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(375);
  }
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.locator('header', { has: vote }).screenshot({ path: screenshotPath(`store-rating-phone-${edition}`) });
});

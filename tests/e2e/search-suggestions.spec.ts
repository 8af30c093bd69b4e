import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { apiJson, expect, message, test, type EditionId, type PageAnswer, ONE_EDITION, PER_LANGUAGE } from './fixtures';

/** The first search of a fresh database, and a client navigation while two workers share the machine, can be slow. */
const SLOW = { timeout: 15_000 };

/**
 * The header's search suggestions on the three editions, on the demo content: a combobox whose listbox offers
 * shops, promotions and the search page as the visitor types. The texts typed come from each edition's own
 * shops, and what should be suggested from the same API the box calls.
 */

interface Shop {
  id: number;
  name: string;
  slug: string;
}

interface Suggestions {
  stores: Shop[];
  promotions: { id: number; title: string; is_expired: boolean; stores: Shop[] }[];
}

/** Part of a demo shop's name (its first five letters) and what the API suggests for it. */
async function shopText(http: APIRequestContext, edition: EditionId) {
  const top = await apiJson<PageAnswer<Shop>>(http, '/stores/top/', edition);
  const shop = top.results.find((s) => s.name.length >= 5);
  if (!shop) throw new Error(`no demo shop on ${edition}`);
  const text = shop.name.slice(0, 5);
  const answer = await apiJson<Suggestions>(http, `/promotions/search_promotions_stores_by_name/?name=${encodeURIComponent(text)}`, edition);
  expect(answer.stores.length, `shops suggested for ${text}`).toBeGreaterThan(0);
  return { text, answer };
}

/** The header's box, once React has hydrated it (it then carries React's props): keys typed earlier would be lost. */
async function searchBox(page: Page, messages: Parameters<typeof message>[0]) {
  const box = page.getByRole('banner').getByRole('combobox', { name: message(messages, 'header.searchLabel') });
  await expect.poll(() => box.evaluate((el) => Object.keys(el).some((key) => key.startsWith('__reactProps$'))), SLOW).toBe(true);
  return box;
}

/** Scrolled into the list's view, the option owns the point at its centre: nothing of the page is painted over it. */
async function paintedOnTop(option: Locator) {
  return option.evaluate((el) => {
    el.scrollIntoView({ block: 'nearest' });
    const r = el.getBoundingClientRect();
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return hit !== null && el.contains(hit);
  });
}

test('typing part of a shop’s name suggests it; ArrowDown and Enter open its page', async ({ page, http, edition, messages }) => {
  const { text, answer } = await shopText(http, edition);
  const first = answer.stores[0]!;
  await page.goto('/');
  const box = await searchBox(page, messages);
  await box.pressSequentially(text);
  const listbox = page.getByRole('listbox', { name: message(messages, 'searchSuggestions.listLabel') });
  await expect(listbox).toBeVisible(SLOW);
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  const shops = listbox.getByRole('group', { name: message(messages, 'searchSuggestions.stores') });
  await expect(shops.getByRole('option').first()).toHaveText(first.name);
  // The polite live region of the box announces how many shops and deals are offered.
  await expect(page.getByRole('banner').getByRole('status')).toHaveText(/^\d+ \S/);

  await box.press('ArrowDown');
  const active = await box.getAttribute('aria-activedescendant');
  expect(active).toBeTruthy();
  await expect(page.locator(`[id="${active}"]`)).toHaveAttribute('aria-selected', 'true');
  await expect(page.locator(`[id="${active}"]`)).toHaveText(first.name);
  await box.press('Enter');
  await expect(page).toHaveURL(`/${first.slug}`, SLOW);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(first.name);
  await expect(box).toHaveValue('');
  await expect(listbox).toBeHidden();
});

test('Escape closes the list and keeps the text; a second Escape empties the box', { tag: ONE_EDITION }, async ({ page, http, edition, messages }) => {
  const { text } = await shopText(http, edition);
  await page.goto('/');
  const box = await searchBox(page, messages);
  await box.pressSequentially(text);
  const listbox = page.getByRole('listbox');
  await expect(listbox).toBeVisible(SLOW);
  await box.press('ArrowDown');
  await box.press('Escape');
  await expect(listbox).toBeHidden();
  await expect(box).toHaveAttribute('aria-expanded', 'false');
  await expect(box).not.toHaveAttribute('aria-activedescendant');
  await expect(box).toHaveValue(text);
  await box.press('Escape');
  await expect(box).toHaveValue('');
});

test('the last option leads to the search page with the text', { tag: ONE_EDITION }, async ({ page, http, edition, messages }) => {
  const { text } = await shopText(http, edition);
  await page.goto('/');
  const box = await searchBox(page, messages);
  await box.pressSequentially(text);
  const all = page.getByRole('listbox').getByRole('option').last();
  await expect(all).toHaveText(message(messages, 'searchSuggestions.allResults').replace('{text}', text), SLOW);
  await all.click();
  await expect(page).toHaveURL(`/search?${new URLSearchParams({ str: text })}`, SLOW);
});

test('a suggested promotion opens its shop page with its code window', { tag: PER_LANGUAGE }, async ({ page, http, edition, messages }) => {
  const { text, answer } = await shopText(http, edition);
  const promotion = answer.promotions.find((p) => !p.is_expired);
  test.skip(!promotion, `no valid promotion suggested for ${text}`);
  await page.goto('/');
  const box = await searchBox(page, messages);
  await box.pressSequentially(text);
  const deals = page.getByRole('listbox').getByRole('group', { name: message(messages, 'searchSuggestions.promotions') });
  await deals.getByRole('option', { name: promotion!.title }).click(SLOW);
  await expect(page).toHaveURL(`/${promotion!.stores[0]!.slug}?code=${promotion!.id}`, SLOW);
  await expect(page.getByRole('dialog', { name: promotion!.title })).toBeVisible(SLOW);
});

test.describe('on a phone', { tag: ONE_EDITION }, () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('the list fits the screen, above the page, and a tap opens a shop', async ({ page, http, edition, messages }) => {
    const { text, answer } = await shopText(http, edition);
    await page.goto('/');
    const box = await searchBox(page, messages);
    await box.tap();
    await box.pressSequentially(text);
    const listbox = page.getByRole('listbox');
    await expect(listbox).toBeVisible(SLOW);
    const frame = (await listbox.boundingBox())!;
    expect(frame.x).toBeGreaterThanOrEqual(0);
    expect(frame.x + frame.width).toBeLessThanOrEqual(390);
    expect(frame.y + frame.height).toBeLessThanOrEqual(844);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    for (const option of await listbox.getByRole('option').all()) expect(await paintedOnTop(option)).toBe(true);
    await listbox.getByRole('option', { name: answer.stores[0]!.name, exact: true }).tap();
    await expect(page).toHaveURL(`/${answer.stores[0]!.slug}`, SLOW);
  });
});

test('on a desktop the list lies over the menu bar and the page', { tag: ONE_EDITION }, async ({ page, http, edition, messages }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const { text } = await shopText(http, edition);
  await page.goto('/');
  await (await searchBox(page, messages)).pressSequentially(text);
  const listbox = page.getByRole('listbox');
  await expect(listbox).toBeVisible(SLOW);
  for (const option of await listbox.getByRole('option').all()) expect(await paintedOnTop(option)).toBe(true);
  // A click anywhere else closes it.
  await page.getByRole('heading', { level: 1 }).click();
  await expect(listbox).toBeHidden();
});

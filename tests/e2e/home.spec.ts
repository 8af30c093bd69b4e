import type { APIRequestContext, Page } from '@playwright/test';
import { expect, message, test, type EditionId, type Messages } from './fixtures';

/**
 * The home page on each edition (the homepage endpoints of the API): every section shows what the API
 * answers, the banner picture is fetched first and the others lazily, and a phone never scrolls sideways.
 */

interface Named {
  id: number;
  name: string;
  slug: string;
}
interface PromotionCard {
  id: number;
  title: string;
  stores: Named[];
}
interface Paginated<T> {
  count: number;
  results: T[];
}

/** GET on the API for the test's edition; fails the test on any status but 200. */
async function api<T>(http: APIRequestContext, edition: EditionId, path: string, query = ''): Promise<T> {
  const response = await http.get(`/api${path}?language=${edition}${query}`);
  expect(response.status(), path).toBe(200);
  return (await response.json()) as T;
}

/** `Codes promo {name}` with its placeholders filled (simple arguments only). */
const fill = (template: string, values: Record<string, string>) => template.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? `{${key}}`);

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

const home = (messages: Messages, key: string) => message(messages, `home.${key}`);

test.describe('home page', () => {
  test('shows every homepage section with the API’s content', async ({ page, edition, messages, http }) => {
    const [banners, slider, stores, deal, categories, offers, sliders, top, posts] = await Promise.all([
      api<Paginated<{ title: string; image: string; link: string }>>(http, edition, '/pages/homepage_banner/'),
      api<Paginated<PromotionCard>>(http, edition, '/promotions/slider_promotions/'),
      api<Paginated<Named>>(http, edition, '/pages/home_page_stores/'),
      api<PromotionCard>(http, edition, '/promotions/deal_of_month/'),
      api<Paginated<Named>>(http, edition, '/categories/homepage/'),
      api<Paginated<{ name: string }>>(http, edition, '/properties/', '&homepage_best_offer=true&size=8'),
      api<Paginated<Named>>(http, edition, '/locations/homepage_sliders/'),
      api<Paginated<Named>>(http, edition, '/locations/top_locations/'),
      api<Paginated<{ title: string; url: string }>>(http, edition, '/posts/', '&is_featured=true&size=4'),
    ]);
    for (const [name, list] of Object.entries({ banners, slider, stores, categories, offers, sliders, top, posts })) {
      expect(list.results.length, `${name} in the API`).toBeGreaterThan(0);
    }
    const category = categories.results[0];
    const categoryPromotions = await api<Paginated<PromotionCard>>(http, edition, `/promotions/${category.id}/by_homepage_category/`, '&size=4');
    expect(categoryPromotions.results.length, `promotions of ${category.name}`).toBeGreaterThan(0);

    const response = await page.goto('/');
    expect(response?.status()).toBe(200);

    // One h1; every other section is named by its h2.
    await expect(page.locator('h1')).toHaveText(home(messages, 'heading'));
    const labelled = page.locator('main section[aria-labelledby]');
    const headingTags = await labelled.evaluateAll((sections) =>
      sections.map((section) => document.getElementById(section.getAttribute('aria-labelledby') ?? '')?.tagName ?? 'missing'),
    );
    expect(headingTags[0], 'the hero is named by the h1').toBe('H1');
    expect(new Set(headingTags.slice(1)), 'sections are named by an h2').toEqual(new Set(['H2']));

    // Banner: the first one large, the others as cards, each with its title and link.
    const hero = region(page, home(messages, 'heading'));
    await expect(hero.getByText(banners.results[0].title, { exact: true })).toBeVisible();
    for (const banner of banners.results) await expect(hero.locator(`a[href="${banner.link}"]`).first()).toBeVisible();

    // Codes of the moment (the promotions slider).
    const sliderRegion = region(page, home(messages, 'sliderTitle'));
    await expect(sliderRegion).toBeVisible();
    await expect(sliderRegion.getByText(slider.results[0].title).first()).toBeAttached();

    // The editors' shops, each linking to its page.
    const shop = stores.results[0];
    const storesRegion = region(page, home(messages, 'topStores'));
    await expect(storesRegion.locator(`a[href="/${shop.slug}"]`)).toContainText(shop.name);

    // Deal of the month: its card, title as an h3.
    const dealRegion = region(page, home(messages, 'dealOfMonth'));
    await expect(dealRegion.getByRole('heading', { level: 3, name: deal.title })).toBeVisible();

    // Themes, then a section per homepage category with its promotions as h3 cards and a link to the category.
    await expect(region(page, home(messages, 'categories')).getByRole('link', { name: new RegExp(escapeRegExp(category.name)) })).toBeVisible();
    const categoryRegion = region(page, fill(home(messages, 'categoryTitle'), { name: category.name }));
    await expect(categoryRegion.getByRole('heading', { level: 3, name: categoryPromotions.results[0].title }).first()).toBeVisible();
    await expect(categoryRegion.locator(`a[href$="/${category.slug}"]`).first()).toBeVisible();

    // Best holiday offers: the whole block of 8.
    const offersRegion = region(page, home(messages, 'bestOffers'));
    await expect(offersRegion.getByRole('heading', { level: 3, name: offers.results[0].name, exact: true })).toBeVisible();
    await expect(offersRegion.locator('article')).toHaveCount(Math.min(8, offers.results.length));

    // Destinations: the slider with prices and the top destinations.
    const destinations = region(page, home(messages, 'destinations'));
    await expect(destinations.getByRole('link', { name: new RegExp(escapeRegExp(sliders.results[0].name)) }).first()).toBeVisible();
    await expect(destinations.getByRole('link', { name: top.results[0].name, exact: true })).toBeVisible();

    // Featured posts, each linking to the post.
    const blog = region(page, home(messages, 'blog'));
    await expect(blog.getByRole('link', { name: posts.results[0].title })).toHaveAttribute('href', posts.results[0].url);
    await expect(blog.getByRole('heading', { level: 3, name: posts.results[0].title })).toBeVisible();
  });

  test('fetches the banner first and every other picture lazily, with its size reserved', async ({ page, http, edition }) => {
    const banners = await api<Paginated<{ image: string }>>(http, edition, '/pages/homepage_banner/');
    await page.goto('/');
    const images = await page.locator('main img').evaluateAll((nodes) =>
      nodes.map((node) => {
        const img = node as HTMLImageElement;
        return {
          src: img.getAttribute('src'),
          loading: img.getAttribute('loading'),
          priority: img.getAttribute('fetchpriority'),
          width: img.getAttribute('width'),
          height: img.getAttribute('height'),
        };
      }),
    );
    expect(images.length).toBeGreaterThan(10);
    const [banner, ...others] = images;
    expect(banner.src).toBe(banners.results[0].image);
    expect(banner.loading, 'the banner is not lazy').not.toBe('lazy');
    expect(banner.priority).toBe('high');
    for (const image of others) {
      expect(image.loading, `${image.src} is lazy`).toBe('lazy');
      expect(image.priority, `${image.src} is not prioritised`).not.toBe('high');
      expect(Number(image.width), `${image.src} width`).toBeGreaterThan(0);
      expect(Number(image.height), `${image.src} height`).toBeGreaterThan(0);
    }
  });

  for (const viewport of [
    { width: 375, height: 812 },
    { width: 1280, height: 800 },
  ]) {
    test(`does not scroll sideways at ${viewport.width} px`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto('/');
      await expect(page.locator('h1')).toBeVisible();
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(viewport.width);
    });
  }
});

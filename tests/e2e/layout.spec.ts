import fs from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import fr from '../../messages/fr.json';
import nl from '../../messages/nl.json';
import { expect, hydrated, screenshotPath, test, type EditionId, ONE_EDITION, PER_LANGUAGE } from './fixtures';

/**
 * The shell around every page (header, footer, mobile menu): burger menu, logo, desktop menus,
 * search box, footer, network status. Every visible string comes from the messages files.
 */

const messagesOf = (edition: EditionId) => (edition === 'nl-be' ? nl : fr);
type Strings = typeof fr;

/** `Afficher le sous-menu {name}` with its placeholders filled. */
const fill = (template: string, values: Record<string, string>) => template.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? `{${key}}`);
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The contract's per-edition facts the shell shows. */
const brand: Record<EditionId, string> = { 'fr-be': 'Vacances.be', 'nl-be': 'Vakanties.be', 'fr-fr': 'Vacances.fr' };
const comparatorPath: Record<EditionId, string> = { 'fr-be': '/comparateur', 'nl-be': '/vergelijken', 'fr-fr': '/comparateur' };
const searchPath = '/search';

const MOBILE = { width: 375, height: 812 };
const DESKTOP = { width: 1280, height: 800 };

/** The element an `aria-controls` attribute points at. */
async function controlled(page: Page, owner: Locator): Promise<Locator> {
  const id = await owner.getAttribute('aria-controls');
  expect(id, 'aria-controls').toBeTruthy();
  return page.locator(`[id="${id}"]`);
}

interface HeadingCategory {
  name: string;
  children_categories: { name: string }[];
}

test.describe('mobile menu at 375 px', { tag: ONE_EDITION }, () => {
  test.use({ viewport: MOBILE });

  test('the burger opens the menu, one section expands at a time, a link closes it and navigates', async ({ page, edition, http }) => {
    const m = messagesOf(edition);
    const headings = ((await (await http.get(`/api/categories/in_header_categories/?language=${edition}`)).json()) as { results: HeadingCategory[] }).results;
    expect(headings.length, 'heading categories in the API').toBeGreaterThan(0);

    await page.goto('/');
    const burger = page.getByRole('button', { name: m.header.openMenu });
    const dialog = page.getByRole('dialog', { name: m.header.menuTitle });
    await expect(burger).toBeVisible();
    await expect(burger).toHaveAttribute('aria-expanded', 'false');
    await expect(dialog).toBeHidden();
    await hydrated(burger);

    await burger.click();
    await expect(dialog).toBeVisible();
    await expect(burger).toHaveAttribute('aria-expanded', 'true');

    // Sections are disclosure buttons: destinations, categories, blog and every heading category.
    const sections = dialog.locator('button[aria-expanded]');
    const names = (await sections.allInnerTexts()).map((text) => text.trim());
    expect(names.sort()).toEqual([m.header.destinations, m.header.categories, m.header.blogs, ...headings.map((h) => h.name)].sort());
    await expect(dialog.locator('button[aria-expanded="true"]')).toHaveCount(0);

    const destinations = dialog.getByRole('button', { name: m.header.destinations, exact: true });
    const categories = dialog.getByRole('button', { name: m.header.categories, exact: true });
    const destinationLinks = await controlled(page, destinations);
    const categoryLinks = await controlled(page, categories);
    await expect(destinationLinks).toBeHidden();

    await destinations.click();
    await expect(destinations).toHaveAttribute('aria-expanded', 'true');
    await expect(destinationLinks).toBeVisible();
    await expect(destinationLinks.getByRole('link').first()).toBeVisible();
    await expect(dialog.locator('button[aria-expanded="true"]')).toHaveCount(1);

    // Expanding another section collapses the first.
    await categories.click();
    await expect(categories).toHaveAttribute('aria-expanded', 'true');
    await expect(destinations).toHaveAttribute('aria-expanded', 'false');
    await expect(destinationLinks).toBeHidden();
    await expect(categoryLinks.getByRole('link').first()).toBeVisible();
    await expect(dialog.locator('button[aria-expanded="true"]')).toHaveCount(1);

    // A link inside closes the menu (hidden once the closing transition is over) and navigates.
    const link = categoryLinks.getByRole('link').nth(1);
    const href = await link.getAttribute('href');
    expect(href, 'link href').toMatch(/^\/./);
    await link.click();
    await expect(dialog).toBeHidden();
    await expect(burger).toHaveAttribute('aria-expanded', 'false');
    await expect(page).toHaveURL((url) => url.pathname === href);
  });

  test('Escape closes the menu and gives the focus back to the burger', async ({ page, edition }) => {
    const m = messagesOf(edition);
    await page.goto('/');
    const burger = page.getByRole('button', { name: m.header.openMenu });
    const dialog = page.getByRole('dialog', { name: m.header.menuTitle });
    await hydrated(burger);

    await burger.click();
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: m.header.destinations, exact: true }).click();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(burger).toHaveAttribute('aria-expanded', 'false');
    await expect(burger).toBeFocused();
    await expect(page).toHaveURL((url) => url.pathname === '/');

    // Closing reset the sections: reopened, none is expanded.
    await burger.click();
    await expect(dialog).toBeVisible();
    await expect(dialog.locator('button[aria-expanded="true"]')).toHaveCount(0);
  });

  test('the desktop navigation is not shown', async ({ page, edition }) => {
    const m = messagesOf(edition);
    await page.goto('/');
    await expect(page.getByRole('button', { name: m.header.openMenu })).toBeVisible();
    await expect(page.getByRole('navigation', { name: m.header.mainNav, includeHidden: true })).toHaveCount(1);
    await expect(page.getByRole('navigation', { name: m.header.mainNav, includeHidden: true })).toBeHidden();
  });
});

test.describe('logo', () => {
  for (const [viewport, size] of [
    [MOBILE, { width: 125, height: 20 }],
    [DESKTOP, { width: 210, height: 50 }],
  ] as const) {
    test(`is ${size.width}×${size.height} at ${viewport.width} px, links home, with the edition’s alt text`, async ({ page, edition }) => {
      await page.setViewportSize(viewport);
      const m = messagesOf(edition);
      await page.goto('/');
      const home = page.getByRole('banner').getByRole('link', { name: fill(m.header.homeLink, { brand: brand[edition] }), exact: true });
      await expect(home).toHaveAttribute('href', '/');
      const logo = home.getByRole('img');
      await expect(logo).toHaveCount(1);
      await expect(logo).toBeVisible();
      await expect(logo).toHaveAttribute('alt', new RegExp(`^${escapeRegExp(brand[edition])}\\b`));
      const box = await logo.boundingBox();
      expect(box, 'logo box').not.toBeNull();
      expect({ width: Math.round(box!.width), height: Math.round(box!.height) }).toEqual(size);
    });
  }
});

test.describe('desktop menus at 1280 px', () => {
  test.use({ viewport: DESKTOP });

  test('the burger is not shown', { tag: ONE_EDITION }, async ({ page, edition }) => {
    const m = messagesOf(edition);
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: m.header.mainNav })).toBeVisible();
    await expect(page.getByRole('button', { name: m.header.openMenu, includeHidden: true })).toHaveCount(1);
    await expect(page.getByRole('button', { name: m.header.openMenu, includeHidden: true })).toBeHidden();
  });

  test('hovering Destinations shows its submenu, moving away hides it', { tag: ONE_EDITION }, async ({ page, edition }) => {
    const m = messagesOf(edition);
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: m.header.mainNav });
    const toggle = nav.getByRole('button', { name: fill(m.header.showSubmenu, { name: m.header.destinations }) });
    const submenu = await controlled(page, toggle);
    await expect(submenu).toBeHidden();

    await nav.getByRole('link', { name: m.header.destinations, exact: true }).hover();
    await expect(submenu).toBeVisible();
    await expect(submenu.getByRole('link').first()).toBeVisible();
    await expect(submenu.getByRole('link', { name: m.header.allDestinations })).toBeVisible();

    await page.getByRole('banner').getByRole('img').hover();
    await expect(submenu).toBeHidden();
  });

  test('the submenu button works from the keyboard: Enter toggles, Escape closes and keeps the focus', { tag: ONE_EDITION }, async ({ page, edition }) => {
    const m = messagesOf(edition);
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: m.header.mainNav });
    const toggle = nav.getByRole('button', { name: fill(m.header.showSubmenu, { name: m.header.destinations }) });
    const submenu = await controlled(page, toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await hydrated(toggle);

    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(submenu).toBeVisible();
    await expect(submenu.getByRole('link').first()).toBeVisible();

    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(submenu).toBeHidden();

    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(submenu).toBeVisible();

    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(submenu).toBeHidden();
    await expect(toggle).toBeFocused();
  });

  test('each heading category shows at most 8 of its children', async ({ page, edition, http }) => {
    const m = messagesOf(edition);
    const headings = ((await (await http.get(`/api/categories/in_header_categories/?language=${edition}`)).json()) as { results: HeadingCategory[] }).results;
    expect(headings.length, 'heading categories in the API').toBeGreaterThan(0);

    await page.goto('/');
    const nav = page.getByRole('navigation', { name: m.header.mainNav });
    for (const heading of headings) {
      await nav.getByRole('link', { name: heading.name, exact: true }).hover();
      const toggle = nav.getByRole('button', { name: fill(m.header.showSubmenu, { name: heading.name }), exact: true });
      const submenu = await controlled(page, toggle);
      await expect(submenu, heading.name).toBeVisible();
      const links = submenu.getByRole('link');
      await expect(links, heading.name).toHaveText(heading.children_categories.slice(0, 8).map((c) => c.name));
      expect(await links.count(), heading.name).toBeLessThanOrEqual(8);
    }
  });
});

test.describe('search box', () => {
  test('Enter with text goes to the search page with str and empties the box', { tag: ONE_EDITION }, async ({ page, edition }) => {
    const m = messagesOf(edition);
    await page.goto('/');
    const box = page.getByRole('banner').getByRole('combobox', { name: m.header.searchLabel });
    await expect(box).toHaveAttribute('placeholder', m.header.searchPlaceholder);
    await hydrated(box);

    const text = 'séjour ski';
    await box.fill(text);
    await box.press('Enter');
    await expect(page).toHaveURL((url) => url.pathname === searchPath && url.searchParams.get('str') === text);
    await expect(box).toHaveValue('');
  });

  test('Enter with an empty or blank box does not navigate', { tag: ONE_EDITION }, async ({ page, edition }) => {
    const m = messagesOf(edition);
    await page.goto('/');
    const box = page.getByRole('banner').getByRole('combobox', { name: m.header.searchLabel });
    await hydrated(box);
    const navigations: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) navigations.push(frame.url());
    });

    await box.press('Enter');
    await box.fill('   ');
    await box.press('Enter');
    // A real search afterwards: once it has landed, any navigation the blank ones caused would have come first.
    await box.fill('hotel');
    await box.press('Enter');
    await expect(page).toHaveURL((url) => url.pathname === searchPath && url.searchParams.get('str') === 'hotel');
    // Next's router may rewrite the history entry of the page it hydrated ("/"): that is not the search box navigating.
    const away = navigations.map((u) => new URL(u)).map((u) => `${u.pathname}${u.search}`).filter((u) => u !== '/');
    expect(away).toEqual([`${searchPath}?str=hotel`]);
  });

  test('the comparator link goes to the comparator', async ({ page, edition }) => {
    const m = messagesOf(edition);
    await page.goto('/');
    const link = page.getByRole('banner').getByRole('link', { name: m.header.comparator, exact: true });
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute('href', comparatorPath[edition]);
    await hydrated(link);
    await link.click();
    await expect(page).toHaveURL((url) => url.pathname === comparatorPath[edition]);
  });
});

interface FooterLink {
  name: string;
  link: string;
  is_copyright: boolean;
}

test.describe('footer', () => {
  test('copyright text, cookie settings, common links in columns of at most 5, legal links', async ({ page, edition, http }) => {
    const m = messagesOf(edition);
    const links = ((await (await http.get(`/api/pages/footer_links/?language=${edition}`)).json()) as { results: FooterLink[] }).results;
    const common = links.filter((l) => !l.is_copyright);
    const legal = links.filter((l) => l.is_copyright);
    expect(common.length, 'common footer links in the API').toBeGreaterThan(0);
    expect(legal.some((l) => l.link === '/privacy'), 'the API has a /privacy legal link').toBe(true);

    await page.goto('/');
    const footer = page.getByRole('contentinfo', { name: m.footer.label });
    await expect(footer).toBeVisible();
    await expect(footer.getByText(/^©/)).toBeVisible();
    await expect(footer.getByRole('link', { name: m.footer.cookieSettings, exact: true })).toBeVisible();

    // Common links: in the API's order, in lists of 5 (the last one may be shorter).
    const columns = footer.getByRole('navigation', { name: m.footer.links }).getByRole('list');
    const sizes: number[] = [];
    const shown: string[] = [];
    for (const column of await columns.all()) {
      const items = column.getByRole('link');
      sizes.push(await items.count());
      shown.push(...(await items.allInnerTexts()).map((t) => t.trim()));
    }
    expect(sizes.length).toBe(Math.ceil(common.length / 5));
    for (const [i, size] of sizes.entries()) {
      expect(size, `column ${i + 1}`).toBeLessThanOrEqual(5);
      if (i < sizes.length - 1) expect(size, `column ${i + 1} (not the last)`).toBe(5);
    }
    expect(shown).toEqual(common.map((l) => l.name));

    const legalNav = footer.getByRole('navigation', { name: m.footer.legal });
    await expect(legalNav.getByRole('link')).toHaveText(legal.map((l) => l.name));
    await expect(legalNav.locator('a[href="/privacy"]')).toBeVisible();
  });
});

test.describe('home page screenshots', { tag: PER_LANGUAGE }, () => {
  for (const viewport of [MOBILE, DESKTOP]) {
    test(`full page at ${viewport.width}×${viewport.height}`, async ({ page, edition }) => {
      await page.setViewportSize(viewport);
      await page.goto('/');
      await expect(page.locator('h1')).toBeVisible();
      const file = screenshotPath(`home-${edition}-${viewport.width}`);
      fs.mkdirSync(path.dirname(file), { recursive: true });
      await page.screenshot({ path: file, fullPage: true });
      expect(fs.statSync(file).size).toBeGreaterThan(0);
    });
  }
});

test.describe('connectivity', { tag: ONE_EDITION }, () => {
  test('the status region says when the browser goes offline and when it is back online', async ({ page, context, edition }) => {
    const m: Strings = messagesOf(edition);
    await page.goto('/');
    // The header's search box has a status region of its own (its suggestion count): the page's is outside the banner.
    const status = page.getByRole('status').and(page.locator(':not(header *)'));
    await expect(status).toHaveCount(1);
    await expect(status).not.toHaveText(m.layout.offline);
    await hydrated(status);

    await context.setOffline(true);
    await expect(status).toHaveText(m.layout.offline);

    await context.setOffline(false);
    await expect(status).toHaveText(m.layout.online);
  });
});

import type { Page } from '@playwright/test';
import { apiJson, expect, message, test, type PageAnswer } from './fixtures';

/**
 * The blog list (`/blog`: 18 posts a page, featured categories, robots and canonical per page) and the edition's
 * RSS feed (`/blog/rss.xml`), on each edition. Expectations are read from the API at test time.
 */

const PAGE_SIZE = 18;
const FEED_SIZE = 20;

interface PostCardAnswer {
  title: string;
  slug: string;
  published_at: string;
  category: { name: string; slug: string };
}

const postPath = (post: PostCardAnswer) => `/blog/${post.category.slug}/${post.slug}`;

/** The hrefs of the post titles in the blog list's grid. */
const listedPosts = (page: Page) => page.locator('main ul li article h2 a').evaluateAll((links) => links.map((a) => a.getAttribute('href')));

test.describe('blog list', () => {
  test('18 posts a page: page 1 indexable, page 2 other posts and noindex,follow, canonical keeps only page', async ({ page, edition, facts, http, messages }) => {
    const [first, second] = await Promise.all([
      apiJson<PageAnswer<PostCardAnswer>>(http, `/posts/?size=${PAGE_SIZE}`, edition),
      apiJson<PageAnswer<PostCardAnswer>>(http, `/posts/?size=${PAGE_SIZE}&page=2`, edition),
    ]);
    expect(first.count, 'the demo blog has a second page').toBeGreaterThan(PAGE_SIZE);

    expect((await page.goto('/blog'))?.status()).toBe(200);
    await expect(page.locator('h1')).toHaveText(message(messages, 'pages.blog.heading'));
    expect(await listedPosts(page)).toEqual(first.results.map(postPath));
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /^index, ?follow$/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `https://${facts.domain}/blog`);

    // Page 2 through the pagination link: the next 18 posts, none of page 1.
    await page.getByRole('navigation', { name: message(messages, 'pagination.label') }).getByRole('link', { name: message(messages, 'pagination.next') }).click();
    // A client navigation: slow when the machine is busy, and the grid follows the URL.
    await expect(page).toHaveURL(/\/blog\?page=2$/, { timeout: 20_000 });
    await expect.poll(() => listedPosts(page)).toEqual(second.results.map(postPath));
    const pageTwo = await listedPosts(page);
    expect(pageTwo.filter((href) => first.results.map(postPath).includes(href ?? ''))).toEqual([]);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /^noindex, ?follow$/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `https://${facts.domain}/blog?page=2`);

    // Other parameters never reach the canonical; a page past the last is a 404, as on every paginated list.
    await page.goto('/blog?utm_source=newsletter&page=2&sort=x');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `https://${facts.domain}/blog?page=2`);
    const last = Math.ceil(first.count / PAGE_SIZE);
    expect((await http.get(`/blog?page=${last + 1}`)).status()).toBe(404);
  });

  test('the featured categories (at most 8) link to their category pages', async ({ page, edition, http, messages }) => {
    const featured = await apiJson<PageAnswer<{ name: string; slug: string }>>(http, '/blog_categories/?is_featured=true&size=8&minified=true', edition);
    expect(featured.results.length, 'the edition features blog categories').toBeGreaterThan(0);
    await page.goto('/blog');
    const nav = page.getByRole('navigation', { name: message(messages, 'pages.blog.featuredHeading') });
    const links = nav.getByRole('link');
    await expect(links).toHaveCount(Math.min(8, featured.results.length));
    for (const [i, category] of featured.results.entries()) {
      await expect(links.nth(i)).toHaveText(category.name);
      await expect(links.nth(i)).toHaveAttribute('href', `/blog/${category.slug}`);
    }
    const chosen = featured.results[0];
    await links.first().click();
    await expect(page).toHaveURL(new RegExp(`/blog/${chosen.slug}$`));
    await expect(page.locator('h1')).toHaveText(chosen.name);
  });

  test('the blog pages announce the feed, and the list links to it', async ({ page, edition, facts, http, messages }) => {
    const [post] = (await apiJson<PageAnswer<PostCardAnswer>>(http, '/posts/?size=1', edition)).results;
    for (const path of ['/blog', '/blog?page=2', `/blog/${post.category.slug}`, postPath(post)]) {
      await page.goto(path);
      await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]'), path).toHaveAttribute('href', `https://${facts.domain}/blog/rss.xml`);
    }
    await page.goto('/blog');
    await expect(page.getByRole('link', { name: message(messages, 'pages.blog.feedLink') })).toHaveAttribute('href', '/blog/rss.xml');
  });
});

interface ParsedFeed {
  error: string | null;
  rssVersion: string | null;
  channel: Record<string, string | null>;
  self: string | null;
  items: { title: string | null; link: string | null; guid: string | null; pubDate: string | null; description: string | null; category: string | null; image: string | null }[];
}

test.describe('blog RSS feed', () => {
  test('is RSS 2.0 of the edition: channel, latest posts with canonical links that answer 200 on the same host', async ({ page, edition, facts, http }) => {
    const response = await http.get('/blog/rss.xml');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('application/rss+xml; charset=utf-8');
    const xml = await response.text();

    // The browser's XML parser: a document that is not well-formed comes back as <parsererror>.
    await page.goto('about:blank');
    const feed = await page.evaluate((source): ParsedFeed => {
      const doc = new DOMParser().parseFromString(source, 'application/xml');
      const error = doc.querySelector('parsererror')?.textContent ?? null;
      const channel = doc.querySelector('rss > channel');
      const child = (parent: Element | null | undefined, name: string) =>
        [...(parent?.children ?? [])].find((el) => el.tagName === name)?.textContent ?? null;
      return {
        error,
        rssVersion: doc.documentElement.getAttribute('version'),
        channel: Object.fromEntries(['title', 'link', 'description', 'language', 'lastBuildDate'].map((name) => [name, child(channel, name)])),
        self: channel?.getElementsByTagNameNS('http://www.w3.org/2005/Atom', 'link')[0]?.getAttribute('href') ?? null,
        items: [...(channel?.getElementsByTagName('item') ?? [])].map((item) => ({
          title: child(item, 'title'),
          link: child(item, 'link'),
          guid: child(item, 'guid'),
          pubDate: child(item, 'pubDate'),
          description: child(item, 'description'),
          category: child(item, 'category'),
          image: item.getElementsByTagNameNS('http://search.yahoo.com/mrss/', 'content')[0]?.getAttribute('url') ?? null,
        })),
      };
    }, xml);

    expect(feed.error).toBeNull();
    expect(feed.rssVersion).toBe('2.0');
    expect(feed.channel.title).toBeTruthy();
    expect(feed.channel.description).toBeTruthy();
    expect(feed.channel.link).toBe(`https://${facts.domain}/blog`);
    expect(feed.channel.language).toBe(facts.htmlLang);
    expect(feed.channel.lastBuildDate).toMatch(/^[A-Z][a-z]{2}, \d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2} GMT$/);
    expect(feed.self).toBe(`https://${facts.domain}/blog/rss.xml`);

    // The edition's latest posts, newest first, each on its canonical URL on the edition's own domain.
    const latest = await apiJson<PageAnswer<PostCardAnswer>>(http, `/posts/?size=${FEED_SIZE}`, edition);
    expect(feed.items.map((item) => item.link)).toEqual(latest.results.map((post) => `https://${facts.domain}${postPath(post)}`));
    for (const [i, item] of feed.items.entries()) {
      const post = latest.results[i];
      expect(item.title).toBe(post.title);
      expect(item.guid).toBe(item.link);
      expect(item.category).toBe(post.category.name);
      expect(item.description).toBeTruthy();
      expect(new Date(item.pubDate ?? '').toISOString()).toBe(new Date(Math.floor(Date.parse(post.published_at) / 1000) * 1000).toISOString());
      if (item.image) expect(item.image).toMatch(new RegExp(`^https://${facts.domain.replace(/\./g, '\\.')}/`));
    }

    // Every link is a live page on this host (the path served as the edition the feed belongs to).
    for (const item of feed.items) {
      const url = new URL(item.link ?? '');
      expect(url.host).toBe(facts.domain);
      expect((await http.get(url.pathname, { maxRedirects: 0 })).status(), url.pathname).toBe(200);
    }
  });

  test('each edition has its own feed', async ({ edition, facts, requestAs }) => {
    const others = (['vacances.be', 'vakanties.be', 'vacances.fr'] as const).filter((domain) => domain !== facts.domain);
    for (const domain of others) {
      const xml = await (await (await requestAs(domain)).get('/blog/rss.xml')).text();
      expect(xml, `${domain} from ${edition}`).not.toContain(`https://${facts.domain}/`);
      expect(xml).toContain(`<atom:link href="https://${domain}/blog/rss.xml"`);
    }
  });
});

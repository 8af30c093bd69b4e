import type { APIRequestContext, Page } from '@playwright/test';
import { expect, message, redirectTarget, test, type EditionFacts, type EditionId, type Messages, apiJson, type PageAnswer } from './fixtures';

/**
 * The blog post page and the blog category page on each edition, at `/blog/{category}[/{post}]` and at their
 * free slugs (`/{post}`, `/{category}`): content, breadcrumbs, SEO (canonical always the /blog path, BlogPosting
 * JSON-LD, noindex,follow for categories), pagination 18 a page, the 404s and the redirect of a post asked
 * under another category. Slugs are read from the API at test time: each edition has its own content.
 */

const PAGE_SIZE = 18;

interface PostCardAnswer {
  id: number;
  title: string;
  slug: string;
  author: string;
  reading_minutes: number;
  published_at: string;
  image: string | null;
  category: { id: number; name: string; slug: string };
  url: string;
}

interface PostAnswer extends PostCardAnswer {
  content: string;
  similar_stores: { slug: string; name: string }[];
  previous_post: { title: string; slug: string; url: string } | null;
  next_post: { title: string; slug: string; url: string } | null;
}

interface CategoryAnswer {
  id: number;
  name: string;
  slug: string;
  posts_count: number;
}

/** The edition's newest post, as `/posts/{slug}/` answers it. */
async function newestPost(http: APIRequestContext, edition: EditionId): Promise<PostAnswer> {
  const list = await apiJson<PageAnswer<PostCardAnswer>>(http, '/posts/?size=1', edition);
  expect(list.results.length, 'the edition has posts').toBe(1);
  return apiJson<PostAnswer>(http, `/posts/${list.results[0].slug}/`, edition);
}

/** The edition's blog category with the most posts (the one most likely to have a second page). */
async function biggestCategory(http: APIRequestContext, edition: EditionId): Promise<CategoryAnswer> {
  const list = await apiJson<PageAnswer<CategoryAnswer>>(http, '/blog_categories/?size=100', edition);
  expect(list.results.length, 'the edition has blog categories').toBeGreaterThan(0);
  return [...list.results].sort((a, b) => b.posts_count - a.posts_count)[0];
}

const postPath = (post: PostCardAnswer) => `/blog/${post.category.slug}/${post.slug}`;

async function jsonLdThings(page: Page): Promise<Record<string, unknown>[]> {
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return scripts.flatMap((text) => {
    const data = JSON.parse(text) as unknown;
    return (Array.isArray(data) ? data : [data]) as Record<string, unknown>[];
  });
}

/** The text of a message before its first placeholder (`Publié le {date}` → `Publié le`). */
const lead = (messages: Messages, key: string) => message(messages, key).split('{')[0].trim();

async function expectPostPage(page: Page, post: PostAnswer, facts: EditionFacts, messages: Messages) {
  const canonical = `https://${facts.domain}${postPath(post)}`;
  await expect(page.locator('h1')).toHaveText([post.title]);
  const article = page.locator('article').filter({ has: page.locator('h1') });
  await expect(article.getByRole('link', { name: post.category.name, exact: true })).toHaveAttribute('href', `/blog/${post.category.slug}`);
  const time = article.locator('time').first();
  await expect(time).toHaveAttribute('datetime', new Date(post.published_at).toISOString());
  await expect(time).toContainText(lead(messages, 'blogPost.publishedOn'));
  await expect(article.locator('header')).toContainText(message(messages, 'blogPost.byAuthor').replace('{author}', post.author));
  // Reading time in the edition's words ("2 min de lecture", "2 min leestijd"), not just a number somewhere.
  const minutesWord = message(messages, 'blogPost.readingTime').match(/other \{# ([^}]+)\}/)?.[1] ?? '';
  expect(minutesWord).not.toBe('');
  await expect(article.locator('header')).toContainText(`${post.reading_minutes} ${minutesWord}`);
  // The cover, loaded (it is the page's largest image, never lazy).
  if (post.image) {
    const cover = article.locator(`img[src="${post.image}"]`);
    await expect(cover).toBeVisible();
    await expect.poll(() => cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  }
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', canonical);
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
  const posting = (await jsonLdThings(page)).find((thing) => thing['@type'] === 'BlogPosting');
  expect(posting, 'BlogPosting JSON-LD').toMatchObject({
    '@context': 'https://schema.org',
    url: canonical,
    mainEntityOfPage: { '@type': 'WebPage', '@id': canonical },
    inLanguage: facts.htmlLang,
    datePublished: new Date(post.published_at).toISOString(),
    author: { '@type': 'Person', name: post.author },
    articleSection: post.category.name,
    publisher: { '@type': 'Organization', logo: { '@type': 'ImageObject' } },
  });
  expect(post.title.startsWith(String(posting?.headline).replace(/…$/, ''))).toBe(true);
  if (post.image) expect(posting?.image).toEqual([`https://${facts.domain}${post.image}`]);
}

test.describe('blog post page', () => {
  test('at /blog/{category}/{post}: content, shops, neighbours, more posts, breadcrumbs, SEO', async ({ page, edition, facts, http, messages }) => {
    const post = await newestPost(http, edition);
    const path = postPath(post);
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', facts.htmlLang);
    await expectPostPage(page, post, facts, messages);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /^index, ?follow$/);

    // The CMS body, sanitised: its text is there, no script of its own.
    const prose = page.locator('article .prose');
    await expect(prose).toBeVisible();
    const firstParagraph = /<p>(.*?)<\/p>/.exec(post.content)?.[1]?.replace(/<[^>]+>/g, '');
    if (firstParagraph) await expect(prose).toContainText(firstParagraph.slice(0, 40));
    await expect(prose.locator('script')).toHaveCount(0);

    // The shops of the post, each a link to its page.
    const stores = page.locator('#post-stores');
    if (post.similar_stores.length > 0) {
      await expect(stores.getByRole('heading', { level: 2 })).toHaveText(message(messages, 'blogPost.storesHeading'));
      for (const store of post.similar_stores) await expect(stores.locator(`a[href="/${store.slug}"]`)).toContainText(store.name);
    } else {
      await expect(stores).toHaveCount(0);
    }

    // The edition's deal of the month beside the article: its card, title as an h3.
    const dealAnswer = await http.get(`/api/promotions/deal_of_month/?language=${edition}`);
    const deal = page.locator('#post-deal');
    if (dealAnswer.status() === 200) {
      const promotion = (await dealAnswer.json()) as { id: number; title: string };
      await expect(deal.getByRole('heading', { level: 2 })).toHaveText(message(messages, 'blogPost.dealHeading'));
      await expect(deal.getByRole('heading', { level: 3 })).toHaveText(promotion.title);
      await expect(deal.locator(`[data-promotion="${promotion.id}"]`)).toBeVisible();
    } else {
      expect(dealAnswer.status()).toBe(404);
      await expect(deal).toHaveCount(0);
    }

    // Older and newer posts of the category.
    const neighbours = page.getByRole('navigation', { name: message(messages, 'blogPost.neighboursLabel') });
    for (const [neighbour, rel] of [
      [post.previous_post, 'prev'],
      [post.next_post, 'next'],
    ] as const) {
      if (neighbour) await expect(neighbours.locator(`a[rel="${rel}"]`)).toHaveAttribute('href', neighbour.url);
      else await expect(neighbours.locator(`a[rel="${rel}"]`)).toHaveCount(0);
    }

    // Up to 8 other posts of the same category, as h3 cards; never the post itself.
    const more = page.locator('#post-more');
    const cards = more.locator('ul > li');
    const count = await cards.count();
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThanOrEqual(8);
    await expect(more.locator('h3')).toHaveCount(count);
    await expect(more.locator(`a[href="${path}"]`)).toHaveCount(0);
    for (const href of await more.locator('h3 a').evaluateAll((links) => links.map((a) => a.getAttribute('href')))) {
      expect(href).toMatch(new RegExp(`^/blog/${post.category.slug}/`));
    }

    // Breadcrumbs: Home › category › post, the post not a link.
    const crumbs = page.getByRole('navigation', { name: message(messages, 'breadcrumbs.label') });
    const items = crumbs.getByRole('listitem');
    await expect(items).toHaveCount(3);
    await expect(items.nth(0).getByRole('link')).toHaveAttribute('href', '/');
    await expect(items.nth(0)).toHaveText(message(messages, 'breadcrumbs.home'));
    await expect(items.nth(1).getByRole('link')).toHaveAttribute('href', `/blog/${post.category.slug}`);
    await expect(items.nth(1)).toHaveText(post.category.name);
    await expect(items.nth(2).getByRole('link')).toHaveCount(0);
    await expect(items.nth(2).locator('[aria-current="page"]')).toHaveText(post.title);
  });

  test('at its free slug /{post}: the same page, canonical to the /blog path', async ({ page, edition, facts, http, messages }) => {
    const post = await newestPost(http, edition);
    const response = await page.goto(`/${post.slug}`);
    expect(response?.status(), `/${post.slug}`).toBe(200);
    await expectPostPage(page, post, facts, messages);
  });

  test('a post asked under another category moves to its own path; unknown posts and deep paths are 404', async ({ edition, facts, http }) => {
    const post = await newestPost(http, edition);
    const categories = await apiJson<PageAnswer<CategoryAnswer>>(http, '/blog_categories/?size=100', edition);
    const other = categories.results.find((category) => category.slug !== post.category.slug);
    if (other) {
      const moved = await http.get(`/blog/${other.slug}/${post.slug}`, { maxRedirects: 0 });
      expect([301, 308]).toContain(moved.status());
      expect(redirectTarget(moved.headers().location, facts.domain).path).toBe(postPath(post));
    }
    for (const path of [
      `/blog/${post.category.slug}/no-such-post-anywhere`,
      '/blog/no-such-category-anywhere',
      `/blog/${post.category.slug}/${post.slug}/extra`,
      '/blog/a/b/c',
      '/no-such-post-anywhere',
    ]) {
      expect((await http.get(path, { maxRedirects: 0 })).status(), path).toBe(404);
    }
  });

  test('an unknown post shows the 404 page', async ({ page, messages }) => {
    const response = await page.goto('/blog/no-such-category-anywhere/no-such-post-anywhere');
    expect(response?.status()).toBe(404);
    await expect(page.locator('h1')).toHaveText(message(messages, 'notFound.heading'));
  });
});

test.describe('blog category page', () => {
  test('lists the posts 18 a page, noindex,follow, breadcrumbs, past the last page is 404', async ({ page, edition, facts, http, messages }) => {
    const category = await biggestCategory(http, edition);
    const path = `/blog/${category.slug}`;
    const first = await apiJson<PageAnswer<PostCardAnswer>>(http, `/blog_categories/${category.slug}/posts/?size=${PAGE_SIZE}`, edition);
    const pages = Math.max(1, Math.ceil(first.count / PAGE_SIZE));

    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await expect(page.locator('h1')).toHaveText([category.name]);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /^noindex, ?follow$/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `https://${facts.domain}${path}`);
    const list = page.getByRole('list', { name: message(messages, 'blogCategory.listLabel').replace('{category}', category.name) });
    await expect(list.locator(':scope > li')).toHaveCount(Math.min(PAGE_SIZE, first.count));
    for (const post of first.results) await expect(list.locator(`a[href="${postPath(post)}"]`)).toHaveText(post.title);

    const crumbs = page.getByRole('navigation', { name: message(messages, 'breadcrumbs.label') });
    await expect(crumbs.getByRole('listitem')).toHaveCount(2);
    await expect(crumbs.locator('[aria-current="page"]')).toHaveText(category.name);

    expect((await http.get(`${path}?page=${pages + 1}`)).status(), `${path}?page=${pages + 1}`).toBe(404);
    const nav = page.getByRole('navigation', { name: message(messages, 'pagination.label') });
    if (pages === 1) {
      await expect(nav).toHaveCount(0);
      test.info().annotations.push({ type: 'demo data', description: `the biggest blog category of ${edition} has ${first.count} posts: one page only` });
      return;
    }
    await nav.getByRole('link', { name: message(messages, 'pagination.next') }).click();
    await expect(page).toHaveURL(new RegExp(`${path}\\?page=2$`));
    await expect(list.locator(':scope > li')).toHaveCount(Math.min(PAGE_SIZE, first.count - PAGE_SIZE));
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `https://${facts.domain}${path}?page=2`);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /^noindex, ?follow$/);
    await expect(page.getByRole('navigation', { name: message(messages, 'pagination.label') }).locator(`a[href="${path}"]`)).toBeVisible();
  });

  test('at its free slug /{category}: the same list, canonical to the /blog path', async ({ page, edition, facts, http }) => {
    const category = await biggestCategory(http, edition);
    const response = await page.goto(`/${category.slug}`);
    expect(response?.status(), `/${category.slug}`).toBe(200);
    await expect(page.locator('h1')).toHaveText([category.name]);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /^noindex, ?follow$/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `https://${facts.domain}/blog/${category.slug}`);
  });
});

test.describe('blog pages on a phone', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('nothing is wider than the screen', async ({ page, edition, http }) => {
    const post = await newestPost(http, edition);
    for (const path of [postPath(post), `/blog/${post.category.slug}`]) {
      expect((await page.goto(path))?.status(), path).toBe(200);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width, path).toBeLessThanOrEqual(375);
    }
  });
});

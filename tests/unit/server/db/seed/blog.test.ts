import { describe, expect, it } from 'vitest';
import { editionIds, editions } from '@/lib/editions';
import { all, bare, DAY, DUTCH_MARKERS, FRENCH_MARKERS, NOW, plain } from './fixtures';

describe('blog', () => {
  it.each(editionIds)('%s: 6+ categories (4+ featured) and 60+ posts with unique titles', (edition) => {
    const { categories, posts } = all.blogs[edition];
    expect(categories.length).toBeGreaterThanOrEqual(6);
    expect(categories.filter((c) => c.isFeatured).length).toBeGreaterThanOrEqual(4);
    expect(posts.length).toBeGreaterThanOrEqual(60);
    expect(new Set(posts.map((p) => p.title)).size).toBe(posts.length);
    const categoryIds = new Set(categories.map((c) => c.id));
    expect(posts.every((p) => categoryIds.has(p.categoryId))).toBe(true);
    // Every category has posts.
    expect(new Set(posts.map((p) => p.categoryId)).size).toBe(categories.length);
  });

  it.each(editionIds)('%s: posts are real articles published over the last 18 months', (edition) => {
    const { posts } = all.blogs[edition];
    for (const post of posts) {
      const age = (NOW.getTime() - (post.publishedAt as Date).getTime()) / DAY;
      expect(age).toBeGreaterThan(0);
      expect(age).toBeLessThan(550);
      expect(post.content!.match(/<h2>/g)!.length).toBeGreaterThanOrEqual(2);
      expect(post.content!.match(/<p>/g)!.length).toBeGreaterThanOrEqual(3);
      expect(post.content).toMatch(/<a href="\/[^"]*">/);
      expect(post.excerpt!.length).toBeGreaterThan(60);
      expect(post.author).toBeTruthy();
      expect(post.readingMinutes).toBeGreaterThanOrEqual(2);
      expect(post.similarStoreIds!.length).toBeGreaterThanOrEqual(3);
      expect(post.similarStoreIds!.length).toBeLessThanOrEqual(5);
      expect(post.image).toMatch(/^\/images\/blog\/[a-z]+-\d\.svg$/);
    }
    const ages = posts.map((p) => (NOW.getTime() - (p.publishedAt as Date).getTime()) / DAY);
    expect(Math.max(...ages)).toBeGreaterThan(400);
    expect(Math.min(...ages)).toBeLessThan(30);
    expect(posts.filter((p) => p.isFeatured).length).toBeGreaterThanOrEqual(4);
  });

  it('links only to pages that exist in the edition', () => {
    for (const edition of editionIds) {
      const segments = editions[edition].segments;
      const hrefs = all.blogs[edition].posts.flatMap((p) => [...p.content!.matchAll(/href="([^"]+)"/g)].map((m) => m[1]));
      const stores = new Set(all.catalogue.stores[edition].map((s) => `/${s.slug}`));
      for (const href of hrefs) {
        const ok =
          href.startsWith(`/${segments.destinations}/`) || href.startsWith(`/${segments.comparator}`) || href.startsWith(`/${segments.blog}/`) || href === `/${segments.shareCode}` || stores.has(href);
        expect(ok, `${edition}: ${href}`).toBe(true);
      }
    }
  });

  it('has no store links and no crash without a catalogue', () => {
    expect(bare.blogs['fr-be'].posts.length).toBeGreaterThanOrEqual(60);
    expect(bare.blogs['fr-be'].posts.every((p) => p.similarStoreIds!.length === 0)).toBe(true);
  });

  it('writes Dutch posts in Dutch and French posts in French', () => {
    for (const post of all.blogs['nl-be'].posts) {
      expect(`${post.title} ${post.excerpt} ${plain(post.content!)}`, post.title).not.toMatch(FRENCH_MARKERS);
    }
    for (const edition of ['fr-be', 'fr-fr'] as const) {
      for (const post of all.blogs[edition].posts) expect(`${post.title} ${post.excerpt} ${plain(post.content!)}`, post.title).not.toMatch(DUTCH_MARKERS);
    }
  });
});


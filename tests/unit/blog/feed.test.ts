// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import type { PostCardData } from '@/lib/api/types/blog';
import { blogFeedUrl, blogFeedXml, postFeedItem } from '@/lib/blog/feed';
import { parse } from './fixtures';

const post: PostCardData = {
  id: 1,
  title: 'Voyage au Vietnam : budget, saison & itinéraire',
  slug: 'voyage-au-vietnam',
  excerpt: 'Baie d’Halong <b>et</b> rizières : 3 semaines < 2000 €.',
  image: '/images/blog/nature-2.svg',
  author: 'Thomas Leclercq',
  reading_minutes: 2,
  published_at: '2026-11-20T00:41:53.958Z',
  category: { id: 7, name: 'Voyages lointains', slug: 'voyages-lointains' },
  url: '/blog/voyages-lointains/voyage-au-vietnam',
};

describe('blogFeedXml', () => {
  it('links each post to its canonical URL on the edition’s own domain, with its excerpt as text', () => {
    expect(postFeedItem('nl-be', { ...post, url: '/ignored' })).toEqual({
      title: post.title,
      link: 'https://vakanties.be/blog/voyages-lointains/voyage-au-vietnam',
      description: 'Baie d’Halong et rizières : 3 semaines < 2000 €.',
      pubDate: new Date('2026-11-20T00:41:53.958Z'),
      category: 'Voyages lointains',
      author: 'Thomas Leclercq',
      image: { url: 'https://vakanties.be/images/blog/nature-2.svg', type: 'image/svg+xml' },
    });
  });

  it('builds the channel of the edition: its blog page, its language, its feed URL, the newest post date', () => {
    const older = { ...post, id: 2, slug: 'older', published_at: '2026-01-02T10:00:00Z' };
    const doc = parse(blogFeedXml('fr-fr', [older, post], { title: 'Vacances.fr – le blog voyage', description: 'D' }));
    const ch = doc.getElementsByTagName('channel')[0];
    expect(ch.getElementsByTagName('link')[0].textContent).toBe('https://vacances.fr/blog');
    expect(ch.getElementsByTagName('language')[0].textContent).toBe('fr-FR');
    expect(ch.getElementsByTagNameNS('http://www.w3.org/2005/Atom', 'link')[0].getAttribute('href')).toBe('https://vacances.fr/blog/rss.xml');
    expect(ch.getElementsByTagName('lastBuildDate')[0].textContent).toBe('Fri, 20 Nov 2026 00:41:53 GMT');
    const links = [...doc.getElementsByTagName('item')].map((item) => item.getElementsByTagName('link')[0].textContent);
    expect(links).toEqual(['https://vacances.fr/blog/voyages-lointains/older', 'https://vacances.fr/blog/voyages-lointains/voyage-au-vietnam']);
  });

  it('has one feed URL per edition', () => {
    expect(blogFeedUrl('fr-be')).toBe('https://vacances.be/blog/rss.xml');
    expect(blogFeedUrl('nl-be')).toBe('https://vakanties.be/blog/rss.xml');
  });
});

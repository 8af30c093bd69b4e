import { describe, expect, it } from 'vitest';
import { blogPostingJsonLd } from '@/lib/json-ld/blog';
import { jsonLdScript } from '@/lib/json-ld/script';

const post = {
  title: 'Voyage au Vietnam : budget, saison et itinéraire',
  path: '/blog/voyages-lointains/voyage-au-vietnam',
  description: '<p>Baie d’Halong, rizières du Nord &amp; delta du Mékong.</p>',
  image: '/images/blog/nature-2.svg',
  author: 'Thomas Leclercq',
  published_at: '2026-11-19T19:30:27.465Z',
  categoryName: 'Voyages lointains',
};

describe('blogPostingJsonLd', () => {
  it('describes the post as a schema.org BlogPosting on its canonical /blog URL', () => {
    expect(blogPostingJsonLd('fr-be', post)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      headline: 'Voyage au Vietnam : budget, saison et itinéraire',
      url: 'https://vacances.be/blog/voyages-lointains/voyage-au-vietnam',
      mainEntityOfPage: { '@type': 'WebPage', '@id': 'https://vacances.be/blog/voyages-lointains/voyage-au-vietnam' },
      inLanguage: 'fr-BE',
      description: 'Baie d’Halong, rizières du Nord & delta du Mékong.',
      image: ['https://vacances.be/images/blog/nature-2.svg'],
      datePublished: '2026-11-19T19:30:27.465Z',
      author: { '@type': 'Person', name: 'Thomas Leclercq' },
      articleSection: 'Voyages lointains',
      publisher: {
        '@type': 'Organization',
        name: expect.any(String),
        url: 'https://vacances.be',
        logo: { '@type': 'ImageObject', url: expect.stringMatching(/^https:\/\/vacances\.be\//) },
      },
    });
  });

  it('uses the edition’s own domain and language', () => {
    const data = blogPostingJsonLd('nl-be', { ...post, path: '/blog/verre-reizen/vietnam' });
    expect(data.url).toBe('https://vakanties.be/blog/verre-reizen/vietnam');
    expect(data.inLanguage).toBe('nl-BE');
    expect((data.publisher as { url: string }).url).toBe('https://vakanties.be');
  });

  it('leaves out what the post lacks instead of guessing', () => {
    const data = blogPostingJsonLd('fr-fr', { title: 'Sans détails', path: '/blog/a/b', image: null, author: ' ', published_at: 'pas une date', description: null });
    expect(data).not.toHaveProperty('image');
    expect(data).not.toHaveProperty('author');
    expect(data).not.toHaveProperty('datePublished');
    expect(data).not.toHaveProperty('description');
    expect(data).not.toHaveProperty('articleSection');
    expect(data.url).toBe('https://vacances.fr/blog/a/b');
  });

  it('keeps an absolute image URL and cuts a long headline at a word', () => {
    const title = 'Un titre très long '.repeat(10).trim();
    const data = blogPostingJsonLd('fr-be', { ...post, title, image: 'https://cdn.example/photo.jpg' });
    expect(data.image).toEqual(['https://cdn.example/photo.jpg']);
    expect((data.headline as string).length).toBeLessThanOrEqual(110);
    expect(data.headline).toMatch(/…$/);
  });

  it('is safe inside a script element', () => {
    const script = jsonLdScript(blogPostingJsonLd('fr-be', { ...post, title: '</script><script>alert(1)</script>' }));
    expect(script).not.toContain('</script');
  });
});

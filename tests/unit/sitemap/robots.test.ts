import { describe, expect, it } from 'vitest';
import { defaultRobotsTxt } from '@/lib/sitemap/robots';

describe('default robots.txt', () => {
  it('allows all but the API and search results, and names the edition sitemap', () => {
    expect(defaultRobotsTxt('nl-be')).toBe(
      'User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: /admin\nDisallow: /go/\nDisallow: /search$\nDisallow: /search?\n\nSitemap: https://vakanties.be/sitemap.xml\n',
    );
    expect(defaultRobotsTxt('fr-fr')).toContain('Sitemap: https://vacances.fr/sitemap.xml');
  });
});

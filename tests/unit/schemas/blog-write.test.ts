import { describe, expect, it } from 'vitest';
import { blogCategoryBody, postBody, postRuleErrors } from '@/lib/schemas/blog-write';
import { slugify } from '@/lib/slug';

const now = new Date('2026-11-25T12:00:00Z');

describe('postRuleErrors', () => {
  it('wants a future time on a scheduled post', () => {
    expect(postRuleErrors({ status: 'scheduled', published_at: null }, now)).toHaveProperty('published_at');
    expect(postRuleErrors({ status: 'scheduled', published_at: new Date('2026-11-25T11:00:00Z') }, now).published_at).toEqual([{ key: 'scheduleInPast' }]);
    expect(postRuleErrors({ status: 'scheduled', published_at: new Date('2026-11-26T08:00:00Z') }, now)).toEqual({});
  });

  it('refuses a published post dated in the future, and lets one be dated in the past', () => {
    expect(postRuleErrors({ status: 'published', published_at: new Date('2026-12-01T00:00:00Z') }, now).published_at).toEqual([{ key: 'publishedInFuture' }]);
    expect(postRuleErrors({ status: 'published', published_at: new Date('2026-01-01T00:00:00Z') }, now)).toEqual({});
    expect(postRuleErrors({ status: 'draft', published_at: null }, now)).toEqual({});
  });
});

describe('the blog bodies', () => {
  it('require a title and a category for a post, a name for a category, and refuse a malformed slug', () => {
    expect(postBody.safeParse({}).error?.issues.map((i) => i.path[0]).sort()).toEqual(['category', 'title']);
    expect(postBody.safeParse({ title: 'x', category: 1, slug: 'Avec Espaces' }).success).toBe(false);
    expect(blogCategoryBody.safeParse({ slug: 'velo' }).success).toBe(false);
    expect(blogCategoryBody.parse({ name: 'Vélo' })).toMatchObject({ description: '', is_featured: false, position: 0 });
  });
});

describe('slugify', () => {
  it('makes a slug of a French or Dutch title', () => {
    expect(slugify('Trois jours à Bruges : l’hiver !')).toBe('trois-jours-a-bruges-l-hiver');
    expect(slugify('Één dag in Gent')).toBe('een-dag-in-gent');
    expect(slugify('¿!')).toBe('');
  });
});

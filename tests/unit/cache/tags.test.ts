import { describe, expect, it } from 'vitest';
import { cacheTags, changeTags, readTags } from '@/lib/cache/tags';

describe('readTags', () => {
  it('tags a store read with its edition, its family and the store named by slug', () => {
    expect(readTags('fr-be', '/stores/zalando/')).toEqual(['fr-be', 'fr-be:stores', 'fr-be:store:zalando']);
  });

  it('accepts the /api prefix, a query and an escaped slug', () => {
    expect(readTags('nl-be', '/api/posts/zon%20zee/?language=nl-be&page=2')).toEqual(['nl-be', 'nl-be:blog', 'nl-be:post:zon zee']);
  });

  it("names the store or the category a promotion list belongs to, not a promotion", () => {
    expect(readTags('fr-be', '/promotions/12/by_store/')).toContain('fr-be:store:12');
    expect(readTags('fr-be', '/promotions/12/expired_promotions_by_store/')).toContain('fr-be:store:12');
    expect(readTags('fr-be', '/promotions/7/by_category/')).toContain('fr-be:category:7');
    expect(readTags('fr-be', '/categories/7/promotions_counts/')).toContain('fr-be:category:7');
  });

  it('gives a list or an action its family only', () => {
    expect(readTags('fr-fr', '/stores/top/')).toEqual(['fr-fr', 'fr-fr:stores']);
    expect(readTags('fr-fr', '/pages/footer_links/')).toEqual(['fr-fr', 'fr-fr:pages']);
    expect(readTags('fr-fr', '/locations/')).toEqual(['fr-fr', 'fr-fr:destinations']);
  });

  it('keeps the editions apart', () => {
    expect(readTags('fr-be', '/stores/zalando/')).not.toContain('nl-be:store:zalando');
  });
});

describe('changeTags', () => {
  it('reaches an entity by id and by every slug it had, and the lists of its family', () => {
    const tags = changeTags({ edition: 'fr-be', entities: [{ entity: 'store', id: 12, slugs: ['zalando', 'zalando-old'] }], families: ['stores'] });
    expect(tags.sort()).toEqual(['fr-be:store:12', 'fr-be:store:zalando', 'fr-be:store:zalando-old', 'fr-be:stores'].sort());
  });

  it('matches what the reads of that entity carry', () => {
    const tags = changeTags({ edition: 'nl-be', entities: [{ entity: 'store', id: 12, slugs: ['zalando'] }] });
    expect(readTags('nl-be', '/stores/zalando/').some((tag) => tags.includes(tag))).toBe(true);
    expect(readTags('nl-be', '/promotions/12/by_store/').some((tag) => tags.includes(tag))).toBe(true);
    expect(readTags('fr-be', '/stores/zalando/').some((tag) => tags.includes(tag))).toBe(false);
  });

  it('throws away a whole edition only when asked to', () => {
    expect(changeTags({ edition: 'fr-fr', everything: true })).toEqual([cacheTags.edition('fr-fr')]);
    expect(changeTags({ edition: 'fr-fr' })).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import PageCacheHandler from '@/lib/cache/page-cache-handler.mjs';
import { tagUpdates } from '@/lib/cache/shared-tags.mjs';

const page = (tags: string) => ({ kind: 'APP_PAGE', html: '<p>x</p>', rscData: Buffer.from('x'), headers: { 'x-next-cache-tags': tags }, status: 200 });

describe('the page cache handler', () => {
  it('misses a page whose tag an editor invalidated, whatever its age, and keeps one a counter only made stale', async () => {
    const handler = new PageCacheHandler();
    await handler.set('/route-cache/APP_PAGE/a', page('store:1,edition:fr-be'), {});
    await handler.set('/route-cache/APP_PAGE/b', page('store:2'), {});
    expect(await handler.get('/route-cache/APP_PAGE/a', { kind: 'APP_PAGE' })).not.toBeNull();

    await new Promise((resolve) => setTimeout(resolve, 5));
    await handler.revalidateTag('store:2', { expire: 60 });
    await handler.revalidateTag(['store:1'], { expire: 0 });
    expect(await handler.get('/route-cache/APP_PAGE/a', { kind: 'APP_PAGE' })).toBeNull();
    // Stale only: Next serves it while it renders the page again, for at most the counters' 60 s.
    expect(await handler.get('/route-cache/APP_PAGE/b', { kind: 'APP_PAGE' })).not.toBeNull();
  });

  it('misses a read whose tag was invalidated, by the tags of the call', async () => {
    const handler = new PageCacheHandler();
    await handler.set('read-1', { kind: 'FETCH', data: { headers: {}, body: '{}', url: '' }, revalidate: 30 }, { fetchCache: true, tags: ['promotions:fr-be'] });
    expect(await handler.get('read-1', { kind: 'FETCH', tags: ['promotions:fr-be'], softTags: [] })).not.toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 5));
    await handler.revalidateTag('promotions:fr-be');
    expect(await handler.get('read-1', { kind: 'FETCH', tags: ['promotions:fr-be'], softTags: [] })).toBeNull();
  });

  it('sets the times by Next’s rule: an editor’s write expires now, a counter is stale now and expires later', () => {
    expect(tagUpdates(['a'], undefined, 1000)).toEqual([{ tag: 'a', expired: 1000, hard: 1000 }]);
    expect(tagUpdates(['a'], { expire: 0 }, 1000)).toEqual([{ tag: 'a', stale: 1000, expired: 1000, hard: 1000 }]);
    expect(tagUpdates(['a', 'b'], { expire: 60 }, 1000)).toEqual([
      { tag: 'a', stale: 1000, expired: 61_000 },
      { tag: 'b', stale: 1000, expired: 61_000 },
    ]);
  });

  it('keeps an editor’s expiry when a visitor’s vote invalidates the same tag a moment later', async () => {
    const handler = new PageCacheHandler();
    await handler.set('/route-cache/APP_PAGE/c', page('store:3'), {});
    await new Promise((resolve) => setTimeout(resolve, 5));
    await handler.revalidateTag('store:3', { expire: 0 }); // the editor's write
    await handler.revalidateTag('store:3', { expire: 60 }); // a vote right after: the tag's expiry moves 60 s ahead
    // Rendered before the editor's write: a miss, not a stale copy served once more with the old text.
    expect(await handler.get('/route-cache/APP_PAGE/c', { kind: 'APP_PAGE' })).toBeNull();
    // Rendered after it: the vote only makes it stale.
    await handler.set('/route-cache/APP_PAGE/c', page('store:3'), {});
    expect(await handler.get('/route-cache/APP_PAGE/c', { kind: 'APP_PAGE' })).not.toBeNull();
  });
});

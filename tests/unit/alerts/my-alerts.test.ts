import { describe, expect, it } from 'vitest';
import { changeRefusal, followedHref, followedName, linkRefusal, manageTokenOf, myAlertsOf, searchPageFor, targetFields, type MyAlert } from '@/lib/alerts/my-alerts';

const alert = (over: Partial<MyAlert>): MyAlert => ({
  id: 1,
  kind: 'store',
  store: null,
  category: null,
  query: null,
  frequency: 'daily',
  paused: false,
  created_at: '2026-11-03T09:00:00Z',
  ...over,
});

describe('what a follow form posts', () => {
  it('names the shop, the category or the words, and the form it comes from', () => {
    expect(targetFields({ kind: 'store', id: 12, name: 'Sunweb' })).toEqual({ store: '12', source: 'store' });
    expect(targetFields({ kind: 'category', id: 7, name: 'Ski' })).toEqual({ category: '7', source: 'category' });
    expect(targetFields({ kind: 'query', query: 'ski alpes' })).toEqual({ query: 'ski alpes', source: 'search' });
  });
});

describe('where a followed thing lives', () => {
  it('links a shop, a category and a search in the edition’s own spelling', () => {
    const store = alert({ kind: 'store', store: { id: 12, name: 'Sunweb', slug: 'sunweb' } });
    const category = alert({ kind: 'category', category: { id: 7, name: 'Ski', slug: 'ski' } });
    const words = alert({ kind: 'query', query: 'ski & alpes' });
    expect(followedHref('fr-be', store)).toBe('/sunweb');
    expect(followedHref('fr-be', category)).toBe('/categories/ski');
    expect(followedHref('nl-be', category)).toBe('/categorieen/ski');
    expect(followedHref('fr-fr', words)).toBe('/search?str=ski+%26+alpes');
    expect(searchPageFor('nl-be', 'zon')).toBe('/search?str=zon');
    expect([store, category, words].map(followedName)).toEqual(['Sunweb', 'Ski', 'ski & alpes']);
  });

  it('links nothing when the shop or category has gone', () => {
    expect(followedHref('fr-be', alert({ kind: 'store', store: null }))).toBeNull();
    expect(followedName(alert({ kind: 'category', category: null }))).toBe('');
  });
});

describe('a refused link', () => {
  it('reads the API’s own word first, then the status', () => {
    expect(linkRefusal(400, { status: 'expired', token: ['…'] })).toBe('expired');
    expect(linkRefusal(400, { status: 'invalid' })).toBe('invalid');
    expect(linkRefusal(410, { status: 'gone' })).toBe('invalid');
    expect(linkRefusal(410, { detail: '…' })).toBe('expired');
    for (const status of [400, 401, 403, 404]) expect(linkRefusal(status, null)).toBe('invalid');
    expect(linkRefusal(500, null)).toBe('failed');
    expect(linkRefusal(429, { retry_after: 60 })).toBe('failed');
  });

  it('tells a change refused for its value from one refused for its link', () => {
    expect(changeRefusal(400, { frequency: ['…'] })).toBe('failed');
    expect(changeRefusal(400, { status: 'expired' })).toBe('expired');
    expect(changeRefusal(403, { detail: '…' })).toBe('invalid');
    expect(changeRefusal(410, null)).toBe('expired');
    expect(changeRefusal(503, null)).toBe('failed');
    // A forgotten address is no alert missing: the link itself names nobody any more.
    expect(changeRefusal(404, { status: 'gone', detail: '…' })).toBe('invalid');
    expect(changeRefusal(404, { detail: '…' })).toBe('failed');
  });
});

describe('the answer of "Mes alertes"', () => {
  it('keeps the alerts it can show and refuses what is no answer', () => {
    const answer = myAlertsOf({ email: 'lea@example.be', status: 'pending', alerts: [alert({}), { id: 'x' }, null, alert({ id: 2, kind: 'query', query: 'ski' })] });
    expect(answer?.status).toBe('pending');
    expect(answer?.alerts.map((a) => a.id)).toEqual([1, 2]);
    expect(myAlertsOf({ email: 'lea@example.be', alerts: [] })?.status).toBe('confirmed');
    expect(myAlertsOf({ detail: 'no' })).toBeNull();
    expect(myAlertsOf(null)).toBeNull();
  });

  it('takes the manage token a confirmation answers with', () => {
    expect(manageTokenOf({ status: 'confirmed', manage_token: 'm-1' })).toBe('m-1');
    expect(manageTokenOf({ status: 'confirmed' })).toBe('');
  });
});

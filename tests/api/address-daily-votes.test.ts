import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EditionId } from '@/lib/editions';
import { PEER_ADDRESS_HEADER } from '@/lib/security/client-address';
import { ALLOWANCES } from '@/server/api/core/address-limits';
import { codeVotes, coupons, rateLimits, stores, storeVotes } from '@/server/db/schema';
import { editorWithToken } from './editors';
import { createTestApi, type TestApi } from './harness';

/**
 * One address casts one NEW vote a day per shop and per code, whatever cookies it sends: the flood measured against
 * the site (100 ratings of one shop, each with a fresh cookie, moved it from 4.7 to 4.38) now moves it by one vote.
 * A visitor's own standing vote stays theirs: a second rating is told 409 as before, a code's answer can change.
 */
let api: TestApi;
let auth: { authorization: string };

beforeAll(async () => {
  api = await createTestApi();
  auth = (await editorWithToken(api, { editions: ['fr-be', 'nl-be'] })).auth;
});
afterAll(async () => api.handle.close());

const DAY = 24 * 3600;
const RATED_TODAY = {
  fr: 'Une note a déjà été donnée à cette boutique depuis votre connexion aujourd’hui. Réessayez demain.',
  nl: 'Vanaf je verbinding is deze winkel vandaag al beoordeeld. Probeer het morgen opnieuw.',
};
const CODE_VOTED_TODAY = {
  fr: 'Un avis sur ce code a déjà été donné depuis votre connexion aujourd’hui. Réessayez demain.',
  nl: 'Vanaf je verbinding is vandaag al een mening over deze code gegeven. Probeer het morgen opnieuw.',
};

const cookieOf = (res: Response) => /visitor=([^;]+)/.exec(res.headers.get('set-cookie') ?? '')?.[1];

/** A visitor: an address, and the cookie the API gave them once they have one (none: a fresh visitor each call). */
interface Visitor {
  ip: string;
  cookie?: string;
}

async function post(visitor: Visitor, path: string, body: unknown, language: EditionId) {
  const res = await api.request(`${path}?language=${language}`, {
    method: 'POST',
    body: JSON.stringify(body),
    headers: { 'content-type': 'application/json', [PEER_ADDRESS_HEADER]: visitor.ip, ...(visitor.cookie ? { cookie: `visitor=${visitor.cookie}` } : {}) },
  });
  visitor.cookie = cookieOf(res) ?? visitor.cookie;
  return res;
}

let shops = 0;
/** A shop of its own for each test, rated 4.7 by ten visitors. */
async function newShop(edition: EditionId = 'fr-be') {
  const n = ++shops;
  const [shop] = await api.db
    .insert(stores)
    .values({ edition, name: `ZZ Jour ${n}`, slug: `zz-jour-${n}`, websiteUrl: 'https://jour.example', ratingSum: 47, ratingCount: 10, rating: 4.7 })
    .returning({ id: stores.id });
  return shop.id;
}

const shopRow = async (id: number) =>
  (await api.db.select({ sum: stores.ratingSum, count: stores.ratingCount, rating: stores.rating }).from(stores).where(eq(stores.id, id)))[0];

const rate = (visitor: Visitor, shop: number, rating: number, language: EditionId = 'fr-be') => post(visitor, `/stores/${shop}/update_rating/`, { rating }, language);

let codes = 0;
/** A new published code of a shop of the edition, and its coupon's id. */
async function newCode(edition: EditionId = 'fr-be') {
  const n = ++codes;
  const res = await api.request(`/promotions/?language=${edition}`, {
    method: 'POST',
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify({ title: `Code du jour ${n}`, link: 'https://www.example-voyages.be/offre', kind: 'code', code: `JOUR${n}`, store: await newShop(edition), status: 'published', position: 0 }),
  });
  expect(res.status).toBe(201);
  const { id } = (await res.json()) as { id: number };
  const [coupon] = await api.db.select({ id: coupons.id }).from(coupons).where(eq(coupons.promotionId, id));
  return coupon.id;
}

const codeRow = async (id: number) => (await api.db.select({ worked: coupons.workedVotes, failed: coupons.failedVotes }).from(coupons).where(eq(coupons.id, id)))[0];

const codeVote = (visitor: Visitor, coupon: number, vote: 'worked' | 'failed', language: EditionId = 'fr-be') => post(visitor, `/coupons/${coupon}/vote/`, { vote }, language);

describe('ratings: one new vote per address and shop a day', () => {
  it('100 ratings of one shop from one address, each with a fresh cookie, count once and move it by one vote', async () => {
    const shop = await newShop();
    const statuses: number[] = [];
    const details: string[] = [];
    for (let i = 0; i < 100; i++) {
      const res = await rate({ ip: '203.0.113.10' }, shop, 1);
      statuses.push(res.status);
      if (res.status === 429) details.push(((await res.json()) as { detail: string }).detail);
    }
    expect(statuses[0]).toBe(200);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.slice(1).every((s) => s === 429)).toBe(true);
    // Until the hourly allowance runs out, the refusal names the day's rule; then the allowance's own words.
    expect(details.slice(0, ALLOWANCES.rating - 1).every((d) => d === RATED_TODAY.fr)).toBe(true);
    expect(await shopRow(shop)).toEqual({ sum: 48, count: 11, rating: 4.36 });
    expect(await api.db.select().from(storeVotes).where(eq(storeVotes.storeId, shop))).toHaveLength(1);
  });

  it('refuses with 429, Retry-After up to a day, and the words of the caller’s edition', async () => {
    const nlShop = await newShop('nl-be');
    expect((await rate({ ip: '203.0.113.11' }, nlShop, 4, 'nl-be')).status).toBe(200);
    const refused = await rate({ ip: '203.0.113.11' }, nlShop, 4, 'nl-be');
    expect(refused.status).toBe(429);
    const wait = Number(refused.headers.get('retry-after'));
    expect(wait).toBeGreaterThan(DAY - 60);
    expect(wait).toBeLessThanOrEqual(DAY);
    expect(await refused.json()).toEqual({ detail: RATED_TODAY.nl, retry_after: wait });

    for (const edition of ['fr-be', 'fr-fr'] as const) {
      const shop = await newShop(edition);
      expect((await rate({ ip: '203.0.113.12' }, shop, 4, edition)).status).toBe(200);
      const again = await rate({ ip: '203.0.113.12' }, shop, 4, edition);
      expect(again.status, edition).toBe(429);
      expect(((await again.json()) as { detail: string }).detail, edition).toBe(RATED_TODAY.fr);
    }
  });

  it('lets another address rate the shop, and the same address rate another shop', async () => {
    const shop = await newShop();
    const other = await newShop();
    expect((await rate({ ip: '203.0.113.20' }, shop, 5)).status).toBe(200);
    expect((await rate({ ip: '203.0.113.20' }, shop, 5)).status).toBe(429);
    expect((await rate({ ip: '203.0.113.21' }, shop, 5)).status).toBe(200);
    expect((await rate({ ip: '203.0.113.20' }, other, 5)).status).toBe(200);
    expect((await shopRow(shop)).count).toBe(12);
    expect((await shopRow(other)).count).toBe(11);
  });

  it('counts two addresses of one IPv6 /64 as one, and another /64 apart', async () => {
    const shop = await newShop();
    expect((await rate({ ip: '2001:db8:40:1::1' }, shop, 2)).status).toBe(200);
    expect((await rate({ ip: '2001:db8:40:1:ffff:ffff:ffff:fffe' }, shop, 2)).status).toBe(429);
    expect((await rate({ ip: '2001:0db8:0040:0001:0000:0000:0000:0002' }, shop, 2)).status).toBe(429);
    expect((await rate({ ip: '2001:db8:40:2::1' }, shop, 2)).status).toBe(200);
    expect((await shopRow(shop)).count).toBe(12);
  });

  it('still answers a visitor who rated already with 409 and their vote, not with the address’s refusal', async () => {
    const shop = await newShop();
    const visitor: Visitor = { ip: '203.0.113.30' };
    expect((await rate(visitor, shop, 3)).status).toBe(200);
    expect((await rate({ ip: visitor.ip }, shop, 1)).status).toBe(429);
    const again = await rate(visitor, shop, 1);
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ votes: 11, your_rating: 3 });
    // From another address too: their vote stands, and that address's own new vote is still to come.
    const moved = { ip: '203.0.113.31', cookie: visitor.cookie };
    expect((await rate(moved, shop, 1)).status).toBe(409);
    expect((await rate({ ip: '203.0.113.31' }, shop, 1)).status).toBe(200);
  });

  it('counts nothing that was not cast: a refused body, an unknown shop, the hourly allowance’s refusal', async () => {
    const shop = await newShop();
    const ip = '203.0.113.40';
    expect((await rate({ ip }, shop, 9)).status).toBe(400);
    expect((await post({ ip }, `/stores/${shop}/update_rating/`, { rating: 4, storeId: shop + 1 }, 'fr-be')).status).toBe(400);
    expect((await rate({ ip }, 999_999_999, 4)).status).toBe(404);
    // Another edition's address does not know the shop.
    expect((await rate({ ip }, shop, 4, 'nl-be')).status).toBe(404);

    // The hourly allowance spent on other shops: the refusal it gives keeps this shop's daily vote untouched.
    for (let i = 0; i < ALLOWANCES.rating; i++) expect((await rate({ ip }, await newShop(), 4)).status).toBe(200);
    const held = await rate({ ip }, shop, 4);
    expect(held.status).toBe(429);
    expect(((await held.json()) as { detail: string }).detail).not.toBe(RATED_TODAY.fr);
    // The hour gone by (its counters dropped), the address's vote on the shop is still there to cast.
    await api.db.delete(rateLimits).where(like(rateLimits.key, 'allowance-rating%'));
    expect((await rate({ ip }, shop, 4)).status).toBe(200);
    expect((await shopRow(shop)).count).toBe(11);
  });

  it('takes one vote of an address under concurrent fresh cookies', async () => {
    const shop = await newShop();
    const answers = await Promise.all(Array.from({ length: 12 }, () => rate({ ip: '203.0.113.50' }, shop, 1)));
    expect(answers.filter((res) => res.status === 200)).toHaveLength(1);
    expect(answers.filter((res) => res.status === 429)).toHaveLength(11);
    expect((await shopRow(shop)).count).toBe(11);
  });
});

describe('code votes: one new answer per address and code a day', () => {
  it('100 answers on one code from one address, each with a fresh cookie, count once', async () => {
    const coupon = await newCode();
    const statuses: number[] = [];
    for (let i = 0; i < 100; i++) statuses.push((await codeVote({ ip: '203.0.113.60' }, coupon, 'failed')).status);
    expect(statuses[0]).toBe(200);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.slice(1).every((s) => s === 429)).toBe(true);
    expect(await codeRow(coupon)).toEqual({ worked: 0, failed: 1 });
    expect(await api.db.select().from(codeVotes).where(eq(codeVotes.couponId, coupon))).toHaveLength(1);
  });

  it('lets the visitor change their own answer, while a new visitor from their address waits a day', async () => {
    const coupon = await newCode();
    const visitor: Visitor = { ip: '203.0.113.61' };
    expect((await codeVote(visitor, coupon, 'worked')).status).toBe(200);
    expect((await codeVote({ ip: visitor.ip }, coupon, 'failed')).status).toBe(429);
    const changed = await codeVote(visitor, coupon, 'failed');
    expect(changed.status).toBe(200);
    expect(await changed.json()).toMatchObject({ worked_votes: 0, failed_votes: 1, your_vote: 'failed' });
    expect((await codeVote(visitor, coupon, 'worked')).status).toBe(200);
    expect((await codeVote(visitor, coupon, 'worked')).status).toBe(200);
    expect(await codeRow(coupon)).toEqual({ worked: 1, failed: 0 });
    // Their answer goes with their cookie to another address, where it is still a change, not a new vote.
    expect((await codeVote({ ip: '203.0.113.62', cookie: visitor.cookie }, coupon, 'failed')).status).toBe(200);
    expect((await codeVote({ ip: '203.0.113.62' }, coupon, 'worked')).status).toBe(200);
    expect(await codeRow(coupon)).toEqual({ worked: 1, failed: 1 });
  });

  it('lets another address answer, the same address answer on another code, and counts a /64 as one', async () => {
    const coupon = await newCode();
    const other = await newCode();
    expect((await codeVote({ ip: '2001:db8:41:1::1' }, coupon, 'worked')).status).toBe(200);
    expect((await codeVote({ ip: '2001:db8:41:1::2' }, coupon, 'worked')).status).toBe(429);
    expect((await codeVote({ ip: '2001:db8:41:2::1' }, coupon, 'worked')).status).toBe(200);
    expect((await codeVote({ ip: '203.0.113.63' }, coupon, 'worked')).status).toBe(200);
    expect((await codeVote({ ip: '2001:db8:41:1::3' }, other, 'worked')).status).toBe(200);
    expect(await codeRow(coupon)).toEqual({ worked: 3, failed: 0 });
    expect(await codeRow(other)).toEqual({ worked: 1, failed: 0 });
  });

  it('refuses with 429, Retry-After up to a day, and the words of the caller’s edition', async () => {
    const coupon = await newCode('nl-be');
    expect((await codeVote({ ip: '203.0.113.64' }, coupon, 'worked', 'nl-be')).status).toBe(200);
    const refused = await codeVote({ ip: '203.0.113.64' }, coupon, 'worked', 'nl-be');
    expect(refused.status).toBe(429);
    const wait = Number(refused.headers.get('retry-after'));
    expect(wait).toBeGreaterThan(DAY - 60);
    expect(wait).toBeLessThanOrEqual(DAY);
    expect(await refused.json()).toEqual({ detail: CODE_VOTED_TODAY.nl, retry_after: wait });

    const frCoupon = await newCode('fr-be');
    expect((await codeVote({ ip: '203.0.113.64' }, frCoupon, 'failed')).status).toBe(200);
    const fr = await codeVote({ ip: '203.0.113.64' }, frCoupon, 'failed');
    expect(await fr.json()).toEqual({ detail: CODE_VOTED_TODAY.fr, retry_after: expect.any(Number) });
  });

  it('counts nothing for a code visitors cannot see', async () => {
    const coupon = await newCode();
    const ip = '203.0.113.65';
    // Asked of another edition, the code is unknown (404): the address has not used its vote on it.
    expect((await codeVote({ ip }, coupon, 'worked', 'nl-be')).status).toBe(404);
    expect((await post({ ip }, `/coupons/${coupon}/vote/`, { vote: 'maybe' }, 'fr-be')).status).toBe(400);
    expect((await codeVote({ ip }, coupon, 'worked')).status).toBe(200);
    expect(await codeRow(coupon)).toEqual({ worked: 1, failed: 0 });
  });
});

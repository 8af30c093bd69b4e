import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PEER_ADDRESS_HEADER } from '@/lib/security/client-address';
import { ALLOWANCES } from '@/server/api/core/address-limits';
import { codeVotes, coupons, stores } from '@/server/db/schema';
import { editorWithToken } from './editors';
import { createTestApi, type TestApi } from './harness';

/**
 * "It worked / it didn't work" on a code: one standing answer per signed visitor and code, figures on every card,
 * lists ordered by what the votes prove, and codes that fail flagged for the editors.
 */
let api: TestApi;
let auth: { authorization: string };
let store: { id: number; slug: string };

beforeAll(async () => {
  api = await createTestApi();
  auth = (await editorWithToken(api, { editions: ['fr-be'] })).auth;
  [store] = await api.db.select({ id: stores.id, slug: stores.slug }).from(stores).where(eq(stores.edition, 'fr-be')).orderBy(stores.id).limit(1);
});
afterAll(async () => api.handle.close());

let address = 0;
/** Each visitor of a test comes from an address of their own, unless the test says otherwise. */
const freshAddress = () => `198.18.${Math.floor(++address / 250)}.${(address % 250) + 1}`;

const cookieOf = (res: Response) => /visitor=([^;]+)/.exec(res.headers.get('set-cookie') ?? '')?.[1];

interface Visitor {
  cookie?: string;
  ip: string;
}
const newVisitor = (): Visitor => ({ ip: freshAddress() });

async function vote(visitor: Visitor, couponId: number, body: unknown, language = 'fr-be') {
  const res = await api.request(`/coupons/${couponId}/vote/?language=${language}`, {
    method: 'POST',
    body: typeof body === 'string' ? body : JSON.stringify(body),
    headers: { 'content-type': 'application/json', [PEER_ADDRESS_HEADER]: visitor.ip, ...(visitor.cookie ? { cookie: `visitor=${visitor.cookie}` } : {}) },
  });
  visitor.cookie = cookieOf(res) ?? visitor.cookie;
  return res;
}

/** A new published code promotion of the shop, and its coupon's id. */
async function codePromotion(title: string, code: string) {
  const res = await api.request('/promotions/?language=fr-be', {
    method: 'POST',
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify({ title, link: 'https://www.example-voyages.be/offre', kind: 'code', code, store: store.id, status: 'published', position: 0 }),
  });
  expect(res.status).toBe(201);
  const { id } = (await res.json()) as { id: number };
  const [coupon] = await api.db.select({ id: coupons.id }).from(coupons).where(eq(coupons.promotionId, id));
  return { promotion: id, coupon: coupon.id };
}

async function votes(couponId: number, worked: number, failed: number) {
  for (let i = 0; i < worked + failed; i++) expect((await vote(newVisitor(), couponId, { vote: i < worked ? 'worked' : 'failed' })).status).toBe(200);
}

describe('POST /coupons/{id}/vote/', () => {
  it('keeps one standing answer per visitor: a first vote, a change, the same answer again', async () => {
    const { coupon } = await codePromotion('-10 % sur les city-trips', 'CITY10');
    const visitor = newVisitor();
    const first = await vote(visitor, coupon, { vote: 'worked' });
    expect(first.status).toBe(200);
    const firstBody = await first.json();
    expect(firstBody).toMatchObject({ id: coupon, worked_votes: 1, failed_votes: 0, success_rate: 100, your_vote: 'worked' });
    expect(Date.parse(firstBody.last_worked_at)).toBeGreaterThan(Date.now() - 60_000);
    expect(visitor.cookie).toMatch(/^[\w-]{22}\.[\w-]{22}$/);

    const changed = await (await vote(visitor, coupon, { vote: 'failed' })).json();
    expect(changed).toMatchObject({ worked_votes: 0, failed_votes: 1, success_rate: 0, last_worked_at: null, your_vote: 'failed' });

    await vote(visitor, coupon, { vote: 'worked' });
    const again = await (await vote(visitor, coupon, { vote: 'worked' })).json();
    expect(again).toMatchObject({ worked_votes: 1, failed_votes: 0 });
    const rows = await api.db.select().from(codeVotes).where(eq(codeVotes.couponId, coupon));
    expect(rows).toHaveLength(1);
  });

  it('tells the shop’s cached page that a counter moved, and nothing when the answer stands', async () => {
    const { coupon } = await codePromotion('-12 % sur les week-ends', 'WEEKEND12');
    const visitor = newVisitor();
    const told = api.changes.length;
    await vote(visitor, coupon, { vote: 'worked' });
    expect(api.changes.slice(told)).toEqual([{ change: { edition: 'fr-be', entities: [{ entity: 'store', id: store.id, slugs: [store.slug] }] }, freshness: 'counter' }]);
    await vote(visitor, coupon, { vote: 'worked' });
    expect(api.changes).toHaveLength(told + 1);
  });

  it('never trusts a cookie it did not sign: a forged id is a new visitor, and the real one’s vote stands', async () => {
    const { coupon } = await codePromotion('-8 % sur les locations', 'LOC8');
    const visitor = newVisitor();
    await vote(visitor, coupon, { vote: 'worked' });
    const [id] = visitor.cookie!.split('.');
    const forger: Visitor = { ip: freshAddress(), cookie: `${id}.${'A'.repeat(22)}` };
    const res = await vote(forger, coupon, { vote: 'failed' });
    expect(forger.cookie).not.toContain(id);
    expect(await res.json()).toMatchObject({ worked_votes: 1, failed_votes: 1 });
    // The real visitor's answer was not changed by the forger: theirs is still "worked".
    expect(await (await vote(visitor, coupon, { vote: 'worked' })).json()).toMatchObject({ worked_votes: 1, failed_votes: 1 });
  });

  it('answers 400 per field, 404 for a code visitors cannot see, and counts nothing', async () => {
    const { coupon, promotion } = await codePromotion('-5 % sur les croisières', 'CROISE5');
    const visitor = newVisitor();
    const bad = await vote(visitor, coupon, { vote: 'maybe' });
    expect(bad.status).toBe(400);
    expect(Object.keys(await bad.json())).toEqual(['vote']);
    expect((await vote(visitor, coupon, 'not json')).status).toBe(400);
    expect((await vote(visitor, coupon, [])).status).toBe(400);
    expect((await vote(visitor, 999_999, { vote: 'worked' })).status).toBe(404);
    // Another edition's code, and a code whose promotion went back to draft.
    expect((await vote(visitor, coupon, { vote: 'worked' }, 'nl-be')).status).toBe(404);
    const draft = await api.request(`/promotions/${promotion}/?language=fr-be`, { method: 'PATCH', headers: { ...auth, 'content-type': 'application/json' }, body: JSON.stringify({ status: 'draft' }) });
    expect(draft.status).toBe(200);
    expect((await vote(visitor, coupon, { vote: 'worked' })).status).toBe(404);
    expect(await api.db.select().from(codeVotes).where(eq(codeVotes.couponId, coupon))).toHaveLength(0);
  });

  it('stops an address at its allowance with 429 and Retry-After, a visitor changing their answer over and over too', async () => {
    const { coupon } = await codePromotion('-20 % sur les séjours au ski', 'SKI20');
    // One visitor, one address: every answer after the first is a change of their own, which the address's one new
    // vote per code a day leaves alone (address-daily-votes.test.ts); the hourly allowance does not.
    const visitor: Visitor = { ip: '198.51.100.201' };
    const statuses: number[] = [];
    let refusal: Response | null = null;
    for (let i = 0; i < ALLOWANCES.code_vote + 5; i++) {
      const res = await vote(visitor, coupon, { vote: i % 2 === 0 ? 'worked' : 'failed' });
      statuses.push(res.status);
      if (res.status === 429) refusal = res;
    }
    expect(statuses.filter((s) => s === 200)).toHaveLength(ALLOWANCES.code_vote);
    expect(statuses.slice(ALLOWANCES.code_vote).every((s) => s === 429)).toBe(true);
    const wait = Number(refusal!.headers.get('retry-after'));
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(3600);
    // The last answer taken stands: the 60th, a "failed"; the refused ones moved nothing.
    const [row] = await api.db.select({ worked: coupons.workedVotes, failed: coupons.failedVotes }).from(coupons).where(eq(coupons.id, coupon));
    expect(row).toEqual({ worked: 0, failed: 1 });
  });
});

describe('what the votes change', () => {
  it('shows the figures on the promotion’s card', async () => {
    const { promotion, coupon } = await codePromotion('-15 % sur les séjours en Grèce', 'GRECE15');
    await votes(coupon, 28, 6);
    const { body } = await api.get(`/promotions/${promotion}/?language=fr-be`);
    expect(body.coupon).toMatchObject({ id: coupon, worked_votes: 28, failed_votes: 6, success_rate: 82 });
    expect(body.coupon.last_worked_at).not.toBeNull();
  });

  it('ranks a code the votes say fails below one they say works, whatever the raw rate', async () => {
    const proven = await codePromotion('Code confirmé par 19 visiteurs sur 20', 'PROUVE');
    const lucky = await codePromotion('Code confirmé par un seul visiteur', 'CHANCE');
    const failing = await codePromotion('Code qui ne marche presque jamais', 'RATE');
    await votes(proven.coupon, 19, 1);
    await votes(lucky.coupon, 1, 0);
    await votes(failing.coupon, 1, 9);
    const { body } = await api.get(`/promotions/search_by_store/?language=fr-be&store=${store.id}&size=100`);
    const order = (body.results as { id: number }[]).map((p) => p.id);
    const at = (id: number) => order.indexOf(id);
    // 100 % of one vote (lower bound 0.21) stays below 95 % of twenty (0.76); 10 % of ten goes last.
    expect(at(proven.promotion)).toBeGreaterThanOrEqual(0);
    expect(at(proven.promotion)).toBeLessThan(at(lucky.promotion));
    expect(at(lucky.promotion)).toBeLessThan(at(failing.promotion));
  });

  it('flags a code under 30 % over 10 votes on the dashboard and in the editors’ list', async () => {
    const dashboard = async () => {
      const res = await api.request('/editor_dashboard/?language=fr-be', { headers: auth });
      const body = await res.json();
      expect(res.status, JSON.stringify(body)).toBe(200);
      return body as { failing_codes: number };
    };
    const before = (await dashboard()).failing_codes;
    const { promotion, coupon } = await codePromotion('Code signalé par les visiteurs', 'SIGNALE');
    await votes(coupon, 2, 7);
    expect((await dashboard()).failing_codes).toBe(before);
    await votes(coupon, 0, 1);
    expect((await dashboard()).failing_codes).toBe(before + 1);

    const list = await (await api.request('/promotions/editable/?language=fr-be&failing=true&size=100', { headers: auth })).json();
    expect(list.count).toBe(before + 1);
    const row = list.results.find((r: { id: number }) => r.id === promotion);
    expect(row.code_feedback).toMatchObject({ worked_votes: 2, failed_votes: 8, success_rate: 20, is_failing: true });
    expect((await api.request('/promotions/editable/?language=fr-be&failing=maybe', { headers: auth })).status).toBe(400);
  });

  it('starts a changed code again with no votes', async () => {
    const { promotion, coupon } = await codePromotion('-30 % sur les hôtels', 'HOTEL30');
    await votes(coupon, 0, 10);
    const patch = await api.request(`/promotions/${promotion}/?language=fr-be`, { method: 'PATCH', headers: { ...auth, 'content-type': 'application/json' }, body: JSON.stringify({ code: 'HOTEL30B' }) });
    expect(patch.status).toBe(200);
    const [row] = await api.db.select({ worked: coupons.workedVotes, failed: coupons.failedVotes, failing: coupons.isFailing, rank: coupons.feedbackRank }).from(coupons).where(eq(coupons.id, coupon));
    expect(row).toEqual({ worked: 0, failed: 0, failing: false, rank: null });
    expect(await api.db.select().from(codeVotes).where(eq(codeVotes.couponId, coupon))).toHaveLength(0);
  });
});

import { createHash } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PEER_ADDRESS_HEADER } from '@/lib/security/client-address';
import { stores, storeVotes } from '@/server/db/schema';
import { createTestApi, type TestApi } from './harness';
import { addCatalogueFixtures, keys, type CatalogueFixtures } from './catalogue-fixtures';
import { fieldRefusalsIn } from './refusal-words';

let api: TestApi;
let fx: CatalogueFixtures;

beforeAll(async () => {
  api = await createTestApi();
  fx = await addCatalogueFixtures(api.db);
});
afterAll(async () => api.handle.close());

type Answer = { status: number; body: any; setCookie: string | null }; // eslint-disable-line @typescript-eslint/no-explicit-any -- bodies are checked field by field

let address = 0;
/**
 * An address of its own for each call: an address casts one new rating per shop a day, and these tests are about
 * other things (address-daily-votes.test.ts is about that one).
 */
const freshAddress = () => `198.18.${100 + Math.floor(++address / 250)}.${(address % 250) + 1}`;

/** POST a vote; `voter` is the visitor's cookie value (none: a new visitor). */
async function vote(path: string, body: unknown, opts: { voter?: string; contentType?: string; raw?: string } = {}): Promise<Answer> {
  const headers: Record<string, string> = { 'content-type': opts.contentType ?? 'application/json', [PEER_ADDRESS_HEADER]: freshAddress() };
  if (opts.voter) headers.cookie = `visitor=${opts.voter}`;
  const res = await api.request(path, { method: 'POST', headers, body: opts.raw ?? JSON.stringify(body) });
  const text = await res.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    // the assertion will show the text
  }
  return { status: res.status, body: parsed, setCookie: res.headers.get('set-cookie') };
}

/** The voter id a response's Set-Cookie gave. */
function voterFrom(setCookie: string | null): string {
  const match = /(?:^|;\s*)visitor=([^;]+)/.exec(setCookie ?? '');
  if (!match) throw new Error(`no voter cookie in ${setCookie}`);
  return match[1];
}

async function storeRow(id: number) {
  const [row] = await api.db
    .select({ sum: stores.ratingSum, count: stores.ratingCount, rating: stores.rating })
    .from(stores)
    .where(eq(stores.id, id));
  return { ...row, rating: Number(row.rating) };
}

async function voteRows(storeId: number) {
  return api.db.select().from(storeVotes).where(eq(storeVotes.storeId, storeId));
}

const round2 = (n: number) => Math.round(n * 100) / 100;
const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

describe('POST /stores/{id}/update_rating/', () => {
  let firstVoter = '';

  it('records a first vote, moves the average and the count, and gives the visitor a voter cookie', async () => {
    const before = await storeRow(fx.storeA);
    expect(before).toEqual({ sum: 54, count: 12, rating: 4.5 });
    const res = await vote(`/stores/${fx.storeA}/update_rating/`, { storeId: fx.storeA, rating: 5 });
    expect(res.status).toBe(200);
    expect(keys(res.body)).toEqual(['id', 'rating', 'votes', 'your_rating']);
    expect(res.body).toEqual({ id: fx.storeA, rating: round2(59 / 13), votes: 13, your_rating: 5 });
    expect(await storeRow(fx.storeA)).toEqual({ sum: 59, count: 13, rating: round2(59 / 13) });

    const cookie = res.setCookie ?? '';
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Path=\/api(;|$)/);
    expect(cookie).toMatch(/Max-Age=31536000/);
    // plain http here: a Secure cookie would be dropped by the browser
    expect(cookie).not.toMatch(/Secure/i);
    firstVoter = voterFrom(cookie);
    expect(firstVoter).toMatch(/^[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{22}$/);

    const rows = await voteRows(fx.storeA);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ rating: 5, voter: sha256(firstVoter.split('.')[0]) });
    // only the hash is stored
    expect(rows[0].voter).not.toContain(firstVoter);

    // the store's own page shows the new figures
    const page = await api.get(`/stores/${fx.storeA}/`);
    expect(page.body).toMatchObject({ rating: round2(59 / 13), votes: 13 });
  });

  it('refuses a second vote of the same visitor with 409 and the current figures, changing nothing', async () => {
    const before = await storeRow(fx.storeA);
    const res = await vote(`/stores/${fx.storeA}/update_rating/`, { rating: 1 }, { voter: firstVoter });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ detail: expect.any(String), rating: before.rating, votes: before.count, your_rating: 5 });
    expect(res.setCookie).toBeNull();
    expect(await storeRow(fx.storeA)).toEqual(before);
    expect(await voteRows(fx.storeA)).toHaveLength(1);
  });

  it('lets another visitor (another cookie) vote, and the same visitor vote on another shop', async () => {
    const other = await vote(`/stores/${fx.storeA}/update_rating/`, { rating: 1 });
    expect(other.status).toBe(200);
    expect(other.body).toEqual({ id: fx.storeA, rating: round2(60 / 14), votes: 14, your_rating: 1 });
    expect(voterFrom(other.setCookie)).not.toBe(firstVoter);

    const elsewhere = await vote(`/stores/${fx.storeB}/update_rating/`, { rating: 4 }, { voter: firstVoter });
    expect(elsewhere.status).toBe(200);
    expect(elsewhere.body).toEqual({ id: fx.storeB, rating: 4, votes: 1, your_rating: 4 });
    // a known voter keeps the cookie it has
    expect(elsewhere.setCookie).toBeNull();
  });

  it('names the store by slug too, without the trailing slash, and takes form bodies', async () => {
    const before = await storeRow(fx.storeC);
    const res = await vote('/stores/zz-calme/update_rating', null, {
      contentType: 'application/x-www-form-urlencoded',
      raw: `rating=3&storeId=${fx.storeC}`,
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ id: fx.storeC, rating: round2((before.sum + 3) / (before.count + 1)), votes: before.count + 1, your_rating: 3 });
    const form = new FormData();
    form.set('rating', '2');
    const multipart = await api.request('/stores/zz-calme/update_rating/', { method: 'POST', body: form, headers: { [PEER_ADDRESS_HEADER]: freshAddress() } });
    expect(multipart.status).toBe(200);
    expect((await multipart.json()).votes).toBe(before.count + 2);
  });

  it('answers 400 with a per-field message for a rating that is not a whole number from 1 to 5', async () => {
    const before = await storeRow(fx.storeB);
    // In the visitor's language, as every visitor form answers.
    const words = fieldRefusalsIn();
    const cases: [unknown, string][] = [
      [0, 'Choisissez une valeur d’au moins 1.'],
      [6, 'Choisissez une valeur d’au plus 5.'],
      [-3, 'Choisissez une valeur d’au moins 1.'],
      [2.5, words.invalid],
      ['2.5', words.invalid],
      ['x', words.invalid],
      ['', words.required],
      [true, words.invalid],
      [null, words.required],
      [[4], words.invalid],
      [{ value: 4 }, words.invalid],
      [1e300, words.invalid],
      [undefined, words.required],
    ];
    for (const [rating, message] of cases) {
      const res = await vote(`/stores/${fx.storeB}/update_rating/`, { rating });
      expect(res.status, JSON.stringify(rating)).toBe(400);
      expect(res.body, JSON.stringify(rating)).toEqual({ rating: [message] });
    }
    const missing = await vote(`/stores/${fx.storeB}/update_rating/`, {});
    expect(missing.body).toEqual({ rating: [words.required] });
    const form = await vote(`/stores/${fx.storeB}/update_rating/`, null, { contentType: 'application/x-www-form-urlencoded', raw: 'rating=9' });
    expect(form).toMatchObject({ status: 400, body: { rating: ['Choisissez une valeur d’au plus 5.'] } });
    // digits in a JSON string are a whole number, as in a form
    expect((await vote(`/stores/${fx.storeB}/update_rating/`, { rating: ' 5 ' })).status).toBe(200);
    expect(await storeRow(fx.storeB)).toEqual({ sum: before.sum + 5, count: before.count + 1, rating: round2((before.sum + 5) / (before.count + 1)) });
  });

  it('checks storeId when the body gives it', async () => {
    const before = await storeRow(fx.storeB);
    const wrong = await vote(`/stores/${fx.storeB}/update_rating/`, { rating: 4, storeId: fx.storeA });
    expect(wrong).toMatchObject({ status: 400, body: { storeId: [expect.any(String)] } });
    const bad = await vote(`/stores/${fx.storeB}/update_rating/`, { rating: 4, storeId: 'abc' });
    expect(bad).toMatchObject({ status: 400, body: { storeId: [fieldRefusalsIn().invalid] } });
    const both = await vote(`/stores/${fx.storeB}/update_rating/`, { rating: 9, storeId: 'abc' });
    expect(keys(both.body)).toEqual(['rating', 'storeId']);
    expect(await storeRow(fx.storeB)).toEqual(before);
  });

  it('answers 404 for an unknown store or one of another edition', async () => {
    for (const path of ['/stores/999999999/update_rating/', '/stores/zz-unknown-shop/update_rating/', '/stores/Bad%20Slug!/update_rating/']) {
      const res = await vote(path, { rating: 4 });
      expect(res, path).toMatchObject({ status: 404, body: { detail: expect.any(String) } });
    }
    // store N is nl-be: the default edition (fr-be) does not know it, and nl-be does not know store A
    const before = await storeRow(fx.storeN);
    expect((await vote(`/stores/${fx.storeN}/update_rating/`, { rating: 4 })).status).toBe(404);
    expect((await vote(`/stores/zz-winkel/update_rating/?language=fr-fr`, { rating: 4 })).status).toBe(404);
    expect((await vote(`/stores/${fx.storeA}/update_rating/?language=nl-be`, { rating: 4 })).status).toBe(404);
    expect(await storeRow(fx.storeN)).toEqual(before);
    const own = await vote(`/stores/zz-winkel/update_rating/?language=nl-be`, { rating: 4 });
    expect(own).toMatchObject({ status: 200, body: { id: fx.storeN, votes: before.count + 1 } });
  });

  it('never crashes on a malformed or unexpected body', async () => {
    const path = `/stores/${fx.storeC}/update_rating/`;
    const before = await storeRow(fx.storeC);
    for (const raw of ['{"rating": 4', '', 'rating=4', '{"rating": 4}}', '\u0000']) {
      const res = await vote(path, null, { raw });
      expect(res.status, raw).toBe(400);
      expect(typeof res.body.detail, raw).toBe('string');
    }
    for (const raw of ['[4]', '4', 'null', '"rating"']) {
      const res = await vote(path, null, { raw });
      expect(res, raw).toMatchObject({ status: 400, body: { non_field_errors: [expect.any(String)] } });
    }
    // fetch's default for a string body is text/plain: still JSON
    expect((await vote(path, null, { contentType: 'text/plain;charset=UTF-8', raw: '{"rating": x}' })).status).toBe(400);
    expect((await vote(path, { rating: 4 }, { contentType: 'application/xml' })).status).toBe(415);
    const huge = await vote(path, { rating: 4, padding: 'x'.repeat(10_000) });
    expect(huge.status).toBe(413);
    // a forged or truncated cookie is not trusted: the visitor gets a fresh one
    const forged = await vote(path, { rating: 4 }, { voter: 'not-a-real-id' });
    expect(forged.status).toBe(200);
    expect(voterFrom(forged.setCookie)).toMatch(/^[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{22}$/);
    // an id with a signature the server did not make is a new visitor too, and so is the same id re-signed by hand
    const [id, signature] = voterFrom(forged.setCookie).split('.');
    const tampered = await vote(path, { rating: 4 }, { voter: `${id}.${signature[0] === 'A' ? 'B' : 'A'}${signature.slice(1)}` });
    expect(tampered.status).toBe(200);
    expect(voterFrom(tampered.setCookie)).not.toBe(voterFrom(forged.setCookie));
    // nor is the server's signature spelled otherwise (a last character whose spare bits differ)
    const last = signature.at(-1)!;
    const respelled = await vote(path, { rating: 4 }, { voter: `${id}.${signature.slice(0, -1)}${last === 'A' ? 'B' : 'A'}` });
    expect(respelled.status).toBe(200);
    // the same signed cookie again is the same visitor: refused as a second vote
    expect((await vote(path, { rating: 4 }, { voter: voterFrom(forged.setCookie) })).status).toBe(409);
    expect(await storeRow(fx.storeC)).toMatchObject({ count: before.count + 3 });
    // only POST votes: another method is told which one
    const read = await api.request(path);
    expect(read.status).toBe(405);
    expect(read.headers.get('allow')).toBe('POST, OPTIONS');
  });

  it('loses no vote and takes at most one per visitor under concurrent requests', async () => {
    const [{ id }] = await api.db
      .insert(stores)
      .values({ edition: 'fr-be', name: 'ZZ Rush', slug: 'zz-rush', websiteUrl: 'https://rush.example' })
      .returning({ id: stores.id });
    const ratings = [1, 2, 3, 4, 5, 5, 4, 3, 2, 1, 5, 5];
    const answers = await Promise.all(ratings.map((rating) => vote(`/stores/${id}/update_rating/`, { rating })));
    expect(answers.map((a) => a.status)).toEqual(ratings.map(() => 200));
    const total = ratings.reduce((a, b) => a + b, 0);
    expect(await storeRow(id)).toEqual({ sum: total, count: ratings.length, rating: round2(total / ratings.length) });

    const voter = voterFrom(answers[0].setCookie);
    const again = await Promise.all([1, 2, 3, 4, 5].map((rating) => vote(`/stores/${id}/update_rating/`, { rating }, { voter })));
    expect(again.map((a) => a.status)).toEqual([409, 409, 409, 409, 409]);
    const [{ n }] = await api.db.select({ n: count() }).from(storeVotes).where(eq(storeVotes.storeId, id));
    expect(n).toBe(ratings.length);
  });
});

import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PEER_ADDRESS_HEADER } from '@/lib/security/client-address';
import { coupons, promotions, stores } from '@/server/db/schema';
import { createTestApi, type TestApi } from './harness';

/**
 * The API's refusals are told in the language of the call's edition, as its pages are: a visitor's vote, a rating,
 * an unknown address, a call that needs an editor, another site's write, a method the address does not take.
 * The words are written here in full, so that a refusal falling back to English (or to a message key) fails.
 */
let api: TestApi;
const storeOf: Record<string, number> = {};
let frCoupon: number;

beforeAll(async () => {
  api = await createTestApi();
  for (const edition of ['fr-be', 'nl-be']) {
    const [row] = await api.db.select({ id: stores.id }).from(stores).where(eq(stores.edition, edition)).orderBy(stores.id).limit(1);
    storeOf[edition] = row.id;
  }
  const [coupon] = await api.db
    .select({ id: coupons.id })
    .from(coupons)
    .innerJoin(promotions, eq(promotions.id, coupons.promotionId))
    .where(and(eq(promotions.edition, 'fr-be'), eq(promotions.status, 'published')))
    .orderBy(coupons.id)
    .limit(1);
  frCoupon = coupon.id;
});
afterAll(async () => api.handle.close());

let address = 0;
const post = (path: string, body: string, headers: Record<string, string> = {}) =>
  api.request(path, { method: 'POST', body, headers: { 'content-type': 'application/json', [PEER_ADDRESS_HEADER]: `198.19.7.${++address}`, ...headers } });

describe('refusals in the edition’s language', () => {
  it('a rating without its value, or out of range, is refused field by field in French or Dutch', async () => {
    const fr = await post(`/stores/${storeOf['fr-be']}/update_rating/?language=fr-be`, '{}');
    expect(fr.status).toBe(400);
    expect(await fr.json()).toEqual({ rating: ['Ce champ est obligatoire.'] });
    const nl = await post(`/stores/${storeOf['nl-be']}/update_rating/?language=nl-be`, '{}');
    expect(await nl.json()).toEqual({ rating: ['Dit veld is verplicht.'] });
    const low = await post(`/stores/${storeOf['nl-be']}/update_rating/?language=nl-be`, '{"rating": 0}');
    expect(await low.json()).toEqual({ rating: ['Kies een waarde van minstens 1.'] });
    const wrongStore = await post(`/stores/${storeOf['fr-be']}/update_rating/?language=fr-be`, `{"rating": 4, "storeId": ${storeOf['nl-be']}}`);
    expect(await wrongStore.json()).toEqual({ storeId: ['Cette boutique n’est pas celle de l’adresse.'] });
  });

  it('a code vote without its answer, or with another word, is refused in French', async () => {
    const missing = await post(`/coupons/${frCoupon}/vote/?language=fr-be`, '{}');
    expect(missing.status).toBe(400);
    expect(await missing.json()).toEqual({ vote: ['Ce champ est obligatoire.'] });
    const other = await post(`/coupons/${frCoupon}/vote/?language=fr-be`, '{"vote": "maybe"}');
    expect(await other.json()).toEqual({ vote: ['Cette valeur n’est pas valable.'] });
    const notJson = await post(`/coupons/${frCoupon}/vote/?language=fr-be`, '{oops');
    expect(await notJson.json()).toEqual({ detail: 'Le contenu envoyé n’est pas un objet JSON lisible.' });
  });

  it('an unknown address, an unknown entity and a malformed id answer in the edition’s words', async () => {
    expect(await api.get('/no-such-call/?language=nl-be')).toEqual({ status: 404, body: { detail: 'Niet gevonden: op dit adres staat niets.' } });
    expect(await api.get('/stores/999999999/?language=fr-fr')).toEqual({ status: 404, body: { detail: 'Introuvable : rien ne répond à cette adresse.' } });
    expect(await api.get('/slugs/?slug=zz-nothing&language=fr-be')).toEqual({ status: 404, body: { detail: 'Aucun contenu de cette édition ne porte cette adresse.' } });
    expect(await api.get('/promotions/1x/use_offer/?language=nl-be')).toMatchObject({ status: 400, body: { id: ['Vul een geheel getal in.'] } });
  });

  it('a call that needs an editor, without credentials, says so in French or Dutch', async () => {
    expect(await api.get('/audit/?language=fr-be')).toEqual({
      status: 401,
      body: { detail: 'Connectez-vous : cette action est réservée à l’équipe de rédaction.' },
    });
    expect(await api.get('/audit/?language=nl-be')).toEqual({ status: 401, body: { detail: 'Log in: deze actie is voorbehouden aan de redactie.' } });
  });

  it('another site’s write and a method the address does not take are refused in the edition’s words', async () => {
    const crossSite = await post(`/coupons/${frCoupon}/vote/?language=nl-be`, '{"vote": "worked"}', { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' });
    expect(crossSite.status).toBe(403);
    expect(await crossSite.json()).toEqual({ detail: 'Dit verzoek komt van een andere site en wordt geweigerd.' });
    const put = await api.request('/categories/?language=fr-be', { method: 'PUT' });
    expect(put.status).toBe(405);
    expect(await put.json()).toEqual({ detail: 'La méthode PUT n’est pas acceptée à cette adresse.' });
  });
});

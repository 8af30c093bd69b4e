import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stores } from '@/server/db/schema';
import { editorWithToken } from './editors';
import { createTestApi, type TestApi } from './harness';

let api: TestApi;
let auth: { authorization: string };
const storeOf: Record<string, number> = {};

beforeAll(async () => {
  api = await createTestApi();
  auth = (await editorWithToken(api)).auth;
  for (const edition of ['fr-be', 'nl-be'] as const) {
    [{ id: storeOf[edition] }] = await api.db.select({ id: stores.id }).from(stores).where(eq(stores.edition, edition)).limit(1);
  }
});
afterAll(async () => api.handle.close());

const post = (path: string, body: unknown) => api.request(path, { method: 'POST', body: JSON.stringify(body), headers: { 'content-type': 'application/json', ...auth } });

/** A promotion an editor got wrong: spaces in its code, a title too long, an end date without time zone, an unknown field. */
const badPromotion = (store: number) => ({ title: 'x'.repeat(201), link: 'https://www.example.be/', kind: 'code', code: 'ETE 26', store, expires_at: '2026-12-01', colour: 'red' });

describe('the editors’ refusals speak the language of the edition', () => {
  it('answers a bad promotion 400 field by field in Dutch on nl-be', async () => {
    const res = await post('/promotions/?language=nl-be', badPromotion(storeOf['nl-be']));
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      title: ['Schrijf hoogstens 200 tekens.'],
      code: ['Verwijder de spaties: een kortingscode bevat er geen.'],
      expires_at: ['Vul een datum en tijd in met de tijdzone erbij, bijvoorbeeld 2026-12-01T09:00:00+01:00.'],
      non_field_errors: ['Verwijder het onbekende veld: colour.'],
    });
  });

  it('answers the same body in French on fr-be', async () => {
    const res = await post('/promotions/?language=fr-be', badPromotion(storeOf['fr-be']));
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      title: ['Écrivez au plus 200 caractères.'],
      code: ['Retirez les espaces : un code promo n’en contient pas.'],
      expires_at: ['Saisissez une date et une heure avec leur fuseau horaire, par exemple 2026-12-01T09:00:00+01:00.'],
      non_field_errors: ['Retirez le champ inconnu : colour.'],
    });
  });

  it('words the rules that tie fields together, and the references to other objects', async () => {
    const body = (store: number) => ({ title: 'Sans code', link: 'https://www.example.be/', kind: 'code', store, categories: [999_999], status: 'scheduled' });
    const dutch = await post('/promotions/?language=nl-be', body(storeOf['nl-be']));
    expect(dutch.status).toBe(400);
    expect(await dutch.json()).toEqual({
      code: ['Vul de kortingscode in: een promotie van het type code heeft er een nodig.'],
      publish_at: ['Vul de datum en het uur van publicatie in: een geplande promotie heeft die nodig.'],
      categories: ['Geen enkele categorie van deze editie heeft het id 999999: haal het uit de lijst.'],
    });
    const french = await post('/promotions/?language=fr-be', body(storeOf['fr-be']));
    expect((await french.json()).code).toEqual(['Indiquez le code promo : une promotion de type code en a besoin.']);
  });

  it('words the refusals of the trash and of the redirections', async () => {
    const trash = await post('/promotions/bulk_destroy/?language=nl-be', { promotions: [999_998] });
    expect(trash.status).toBe(400);
    expect((await trash.json()).promotions).toEqual(['Geen enkele promotie van deze editie buiten de prullenbak heeft het id 999998: laad de lijst opnieuw en probeer het nog eens.']);
    const admin = (await editorWithToken(api, { role: 'admin' })).auth;
    const redirect = (body: unknown) =>
      api.request('/seo/redirections/?language=fr-be', { method: 'POST', body: JSON.stringify(body), headers: { 'content-type': 'application/json', ...admin } });
    expect((await redirect({ old_path: '/refus-a', new_path: '/refus-b' })).status).toBe(201);
    const loop = await redirect({ old_path: '/refus-b', new_path: '/refus-a' });
    expect(loop.status).toBe(400);
    expect(await loop.json()).toEqual({ new_path: ['/refus-a redirige déjà vers /refus-b : cette redirection créerait une boucle.'] });
  });
});

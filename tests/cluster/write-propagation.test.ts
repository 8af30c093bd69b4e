import { describe, expect, it } from 'vitest';
import { editorToken, instanceUrl, waitUntil } from './cluster';

/** An editor's write through one instance reaches the visitors of the other within a second (shared cache tags). */
describe('a write on instance A', () => {
  it('is visible on instance B within 1 s, though B had the page in its cache', async () => {
    const a = instanceUrl(1);
    const b = instanceUrl(2);
    const token = await editorToken(a);
    const [shop] = ((await (await fetch(`${a}/api/stores/top/?language=fr-be`)).json()) as { results: { slug: string }[] }).results;
    const { promotions } = (await (await fetch(`${a}/api/stores/${shop.slug}/?language=fr-be`)).json()) as { promotions: { id: number }[] };
    // B renders the shop's page and keeps it; a few renders first, so that an instance restarted by an earlier test
    // is measured warm, as the second that counts here is the invalidation's, not a cold start's.
    for (let i = 0; i < 5; i++) expect((await fetch(`${b}/${shop.slug}?warm=${i}`)).status).toBe(200);
    for (let i = 0; i < 2; i++) expect((await fetch(`${b}/${shop.slug}`)).status).toBe(200);

    const title = `Séjours au soleil : -15 % (édition ${Date.now()})`;
    const write = await fetch(`${a}/api/promotions/${promotions[0].id}/?language=fr-be`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ title }),
    });
    expect(write.status).toBe(200);
    const visibleAfter = await waitUntil(async () => (await (await fetch(`${b}/${shop.slug}`)).text()).includes(title.replace(/'/g, '&#x27;')), 1000, 20);
    console.log(`cluster: the write was visible on the other instance after ${visibleAfter} ms`);
    expect(visibleAfter).toBeLessThan(1000);
  });
});

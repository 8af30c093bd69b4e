import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stores } from '@/server/db/schema';
import { editorWithToken } from './editors';
import { createTestApi, type TestApi } from './harness';

let api: TestApi;
let auth: { authorization: string };
let png: Uint8Array<ArrayBuffer>;
let jpeg: Uint8Array<ArrayBuffer>;
const pdf = new TextEncoder().encode('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

beforeAll(async () => {
  api = await createTestApi();
  auth = (await editorWithToken(api)).auth;
  png = new Uint8Array(await sharp({ create: { width: 4, height: 4, channels: 3, background: '#e4572e' } }).png().toBuffer());
  jpeg = new Uint8Array(await sharp({ create: { width: 4, height: 4, channels: 3, background: '#17bebb' } }).jpeg().toBuffer());
});
afterAll(async () => api.handle.close());

const form = (content: BlobPart, name: string, type: string) => {
  const body = new FormData();
  body.append('file', new File([content], name, { type }));
  return body;
};
const upload = (path: string, body: BodyInit, headers: Record<string, string> = auth) => api.request(path, { method: 'POST', body, headers });
const icon = (content: BlobPart, name: string, type: string) => upload('/media_storage/upload_icon/', form(content, name, type));

describe('uploads are judged by their content', () => {
  it('answers 401 without a token', async () => {
    expect((await upload('/media_storage/upload_icon/', form(png, 'a.png', 'image/png'), {})).status).toBe(401);
    expect((await upload('/file_storage/upload_file/', form(pdf, 'a.pdf', 'application/pdf'), {})).status).toBe(401);
  });

  it('stores a PNG named .pdf as the PNG it is, under a generated name, and serves it as an image', async () => {
    const res = await upload('/file_storage/upload_file/', form(png, 'brochure.pdf', 'application/pdf'));
    expect(res.status).toBe(201);
    const stored = await res.json();
    expect(stored).toMatchObject({ name: 'brochure.pdf', mime_type: 'image/png', kind: 'file', size: png.byteLength });
    expect(stored.url).toMatch(/^\/media\/files\/[0-9a-f]{32}\.png$/);
    const served = await api.request(stored.url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('content-disposition')).toBeNull();
    expect(Buffer.from(await served.arrayBuffer()).equals(Buffer.from(png))).toBe(true);
  });

  it('stores a JPEG named .php as a .jpg', async () => {
    const res = await icon(jpeg, 'shell.php', 'application/x-php');
    expect(res.status).toBe(201);
    expect((await res.json()).url).toMatch(/^\/media\/icons\/[0-9a-f]{32}\.jpg$/);
  });

  it('serves a PDF as a download', async () => {
    const stored = await (await upload('/file_storage/upload_file/', form(pdf, 'conditions.pdf', 'application/pdf'))).json();
    const served = await api.request(stored.url);
    expect(served.headers.get('content-type')).toBe('application/pdf');
    expect(served.headers.get('content-disposition')).toMatch(/^attachment/);
  });

  it('refuses HTML sent as image/png, an SVG with script, and a PDF as an icon (415)', async () => {
    for (const [content, name, type] of [
      ['<html><script>alert(1)</script></html>', 'x.png', 'image/png'],
      ['<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>', 'logo.svg', 'image/svg+xml'],
      [pdf, 'x.pdf', 'application/pdf'],
    ] as const) {
      const res = await icon(content, name, type);
      expect(res.status, name).toBe(415);
      expect((await res.json()).file[0]).toMatch(/Formats acceptés : PNG, JPEG, WebP, AVIF/);
    }
  });

  it('refuses a file of 2 MB + 1 byte (413), an empty file and a cut-off body (400)', async () => {
    const big = new Uint8Array(2 * 1024 * 1024 + 1);
    big.set(png);
    const tooBig = await icon(big, 'big.png', 'image/png');
    expect(tooBig.status).toBe(413);
    expect((await tooBig.json()).file[0]).toMatch(/2 Mo/);
    const empty = await icon(new Uint8Array(0), 'empty.png', 'image/png');
    expect(empty.status).toBe(400);
    expect((await empty.json()).file[0]).toMatch(/vide/);
    const head = new TextEncoder().encode('--xyz\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n');
    const truncated = new Uint8Array(head.byteLength + 10);
    truncated.set(head);
    truncated.set(png.subarray(0, 10), head.byteLength);
    const cut = await upload('/media_storage/upload_icon/', truncated, {
      ...auth,
      'content-type': 'multipart/form-data; boundary=xyz',
    });
    expect(cut.status).toBe(400);
    expect((await icon(png, 'a.png', 'image/png')).status).toBe(201);
  });

  it('answers 415 for a body that is not multipart, and 404 for a made-up media path', async () => {
    expect((await upload('/media_storage/upload_icon/', png, { ...auth, 'content-type': 'image/png' })).status).toBe(415);
    expect((await api.request('/media/icons/00000000000000000000000000000000.png')).status).toBe(404);
    expect((await api.request('/media/icons/..%2F..%2Fetc%2Fpasswd')).status).toBe(404);
  });
});

describe('the media library', () => {
  it('lists and searches by name, and warns before deleting a file a shop still shows', async () => {
    const stored = await (await icon(png, 'logo-soleil-voyages.png', 'image/png')).json();
    const found = await (await api.request('/media_storage/search_by_name/?name=soleil', { headers: auth })).json();
    expect(found.results.map((m: { id: number }) => m.id)).toContain(stored.id);
    expect((await (await api.request('/media_storage/', { headers: auth })).json()).count).toBeGreaterThan(0);

    const [store] = await api.db.select({ id: stores.id, edition: stores.edition }).from(stores).limit(1);
    await api.db.update(stores).set({ icon: stored.url }).where(eq(stores.id, store.id));
    const refused = await api.request(`/media_storage/${stored.id}/`, { method: 'DELETE', headers: auth });
    expect(refused.status).toBe(409);
    expect((await refused.json()).used_by).toEqual([{ entity: 'store', id: store.id, edition: store.edition }]);
    // An editor of another edition may not take away a file this edition's shop shows, even by force.
    const other = (await editorWithToken(api, { editions: [store.edition === 'nl-be' ? 'fr-be' : 'nl-be'] })).auth;
    expect((await api.request(`/media_storage/${stored.id}/?force=true`, { method: 'DELETE', headers: other })).status).toBe(403);
    expect((await api.request(stored.url)).status).toBe(200);
    expect((await api.request(`/media_storage/${stored.id}/?force=true`, { method: 'DELETE', headers: auth })).status).toBe(204);
    expect((await api.request(stored.url)).status).toBe(404);
  });
});

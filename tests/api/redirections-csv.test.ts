import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '@/server/db/schema';
import { editorWithToken } from './editors';
import { createTestApi, type TestApi } from './harness';

let api: TestApi;
let admin: { authorization: string };

beforeAll(async () => {
  api = await createTestApi();
  admin = (await editorWithToken(api, { role: 'admin' })).auth;
});
afterAll(async () => api.handle.close());

const importCsv = (body: BodyInit, { language = 'fr-be', type = 'text/csv', headers = admin }: { language?: string; type?: string | null; headers?: Record<string, string> } = {}) =>
  api.request(`/seo/redirections/import/?language=${language}`, { method: 'POST', body, headers: { ...(type ? { 'content-type': type } : {}), ...headers } });

const exportCsv = (language = 'fr-be', headers: Record<string, string> = admin) => api.request(`/seo/redirections/export/?language=${language}`, { headers });

describe('POST /seo/redirections/import/', () => {
  it('is for admins of the edition: 401 without a token, 403 for an editor', async () => {
    expect((await importCsv('/a,/b\n', { headers: {} })).status).toBe(401);
    const editor = await editorWithToken(api);
    expect((await importCsv('/a,/b\n', { headers: editor.auth })).status).toBe(403);
    const dutch = await editorWithToken(api, { role: 'admin', editions: ['nl-be'] });
    expect((await importCsv('/a,/b\n', { headers: dutch.auth })).status).toBe(403);
  });

  it('stores each good line, refuses the others with their messages and line numbers, and logs what it stored', async () => {
    api.changes.length = 0;
    const csv = [
      'old_path,new_path,status_code',
      '/import-a,/faq,301',
      '/import-b,https://partner.example/x,302',
      '',
      'pas-un-chemin,/faq,',
      '/import-a,/contact,301',
      '/import-c,/import-a,',
      '/import-d,/faq,307',
      '/import-e,,',
    ].join('\r\n');
    const res = await importCsv(csv);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({ created: 2, refused: 5 });
    expect(body.results.map((r: { line: number; created: boolean }) => [r.line, r.created])).toEqual([
      [2, true],
      [3, true],
      [5, false],
      [6, false],
      [7, false],
      [8, false],
      [9, false],
    ]);
    expect(body.results[0]).toMatchObject({ old_path: '/import-a', new_path: '/faq', status_code: '301', id: expect.any(Number), collapsed: [] });
    expect(Object.keys(body.results[2].errors)).toEqual(['old_path']);
    expect(Object.keys(body.results[3].errors)).toEqual(['old_path']);
    expect(body.results[4].errors.new_path[0]).toEqual(expect.any(String));
    expect(Object.keys(body.results[5].errors)).toEqual(['status_code']);
    expect(Object.keys(body.results[6].errors)).toEqual(['new_path']);
    expect(api.changes).toEqual([{ change: { edition: 'fr-be', families: ['redirections'] }, freshness: 'now' }]);
    const logged = await api.db.select().from(auditLog).where(and(eq(auditLog.entityType, 'redirection'), eq(auditLog.action, 'create')));
    expect(logged.filter((entry) => ['/import-a', '/import-b'].includes((entry.after as { old_path: string }).old_path))).toHaveLength(2);
  });

  it('reads a file without a header, with Excel’s semicolons, quotes, byte-order mark and Windows-1252 accents', async () => {
    const utf8 = await (await importCsv('\uFEFF"/séjour-été";/faq;302\n')).json();
    expect(utf8.results[0]).toMatchObject({ created: true, old_path: '/séjour-été' });
    const latin1 = new Uint8Array([...new TextEncoder().encode('/hiver-'), 0xe9, ...new TextEncoder().encode(',/faq\n')]);
    const excel = await (await importCsv(latin1, { type: 'application/vnd.ms-excel' })).json();
    expect(excel.results[0]).toMatchObject({ created: true, old_path: '/hiver-é' });
  });

  it('takes a multipart file too, and maps columns by the header’s names', async () => {
    const form = new FormData();
    form.append('file', new File(['note,new_path,old_path\nà revoir,/faq,/par-nom\n'], 'redirections.csv', { type: 'text/csv' }));
    const res = await importCsv(form, { type: null });
    expect(await res.json()).toMatchObject({ created: 1, results: [{ old_path: '/par-nom', new_path: '/faq', created: true }] });
  });

  it('answers 400 on `file` for a file with no line or too many, and 415 for JSON', async () => {
    for (const csv of ['', 'old_path,new_path\n', `${'/x,/faq\n'.repeat(2001)}`]) {
      const res = await importCsv(csv);
      expect(res.status).toBe(400);
      expect((await res.json()).file[0]).toEqual(expect.any(String));
    }
    expect((await importCsv('{}', { type: 'application/json' })).status).toBe(415);
  });

  it('words its refusals in the edition’s language, the file’s and each line’s', async () => {
    const empty = await (await importCsv('old_path,new_path\n', { language: 'nl-be' })).json();
    expect(empty.file[0]).toMatch(/doorverwijzingen/);
    const lines = await (await importCsv('/nl-a,/faq,307\n', { language: 'nl-be' })).json();
    expect(lines.results[0].errors.status_code[0]).toMatch(/^Kies/);
    const french = await (await importCsv('/fr-a,/faq,307\n')).json();
    expect(french.results[0].errors.status_code[0]).toMatch(/^Choisissez/);
  });
});

describe('GET /seo/redirections/export/', () => {
  it('is for admins: 401 without a token, 403 for an editor', async () => {
    expect((await exportCsv('fr-be', {})).status).toBe(401);
    expect((await exportCsv('fr-be', (await editorWithToken(api)).auth)).status).toBe(403);
  });

  it('answers the edition’s redirections as CSV the import reads back, safe from spreadsheet formulas', async () => {
    await api.request('/seo/redirections/?language=fr-fr', {
      method: 'POST',
      headers: { ...admin, 'content-type': 'application/json' },
      body: JSON.stringify({ old_path: '/export-a', new_path: 'https://partner.example/a,b', status_code: 302 }),
    });
    const res = await exportCsv('fr-fr');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="redirections-fr-fr.csv"');
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await res.arrayBuffer());
    expect(text).toBe('\uFEFFold_path,new_path,status_code\r\n/export-a,"https://partner.example/a,b",302\r\n');
    expect((await (await exportCsv('nl-be')).text()).trim()).toBe('old_path,new_path,status_code');
  });
});

describe('csvField', () => {
  it('neutralises what a spreadsheet would run', async () => {
    const { csvDocument } = await import('@/server/api/core/csv');
    expect(csvDocument([['=HYPERLINK("x")', '+1', '-1', '@SUM(A1)', 'a;b']])).toBe(`"'=HYPERLINK(""x"")",'+1,'-1,'@SUM(A1),"a;b"\r\n`);
  });
});

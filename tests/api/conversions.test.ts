import { and, asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, clicks, conversions, conversionUploads } from '@/server/db/schema';
import { editorWithToken } from './editors';
import { createTestApi, type TestApi } from './harness';

let api: TestApi;
let admin: { authorization: string };

beforeAll(async () => {
  api = await createTestApi();
  admin = (await editorWithToken(api, { role: 'admin' })).auth;
  const click = { edition: 'fr-be', device: 'desktop', network: 'awin', visitorHash: 'h', firstOfDay: true } as const;
  await api.db.insert(clicks).values([
    { ...click, clickId: 'cv-click-1', day: '2026-02-27', kind: 'promotion', itemId: 101, storeId: 7, page: '/boutiques/sunweb' },
    { ...click, clickId: 'cv-click-2', day: '2026-02-28', kind: 'store', itemId: 7, storeId: 7, page: '' },
    { ...click, clickId: 'cv-click-nl', day: '2026-02-28', edition: 'nl-be', kind: 'offer', itemId: 55, storeId: null, page: '/reizen' },
  ]);
});
afterAll(async () => api.handle.close());

type Fields = Record<string, string>;

const upload = (csv: string, fields: Fields = { network: 'awin' }, { language = 'fr-be', headers = admin, name = 'awin.csv' }: { language?: string; headers?: Record<string, string>; name?: string } = {}) => {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  form.append('file', new File([csv], name, { type: 'text/csv' }));
  return api.request(`/stats/conversions/?language=${language}`, { method: 'POST', body: form, headers });
};

const awinHeader = 'Transaction ID,Transaction Date,Click Ref,Commission Amount,Currency,Commission Status';
const awinReport = (status2 = 'pending', commission1 = '12.50') =>
  [
    awinHeader,
    `AW-1,2026-03-01T10:00:00,cv-click-1,${commission1},EUR,approved`,
    `AW-2,2026-03-01T11:00:00,cv-click-2,"3,20",EUR,${status2}`,
    'AW-3,02/03/2026 09:30,cv-unknown,7.00,EUR,pending',
    'AW-4,2026-03-02T12:00:00,cv-click-nl,1.00,EUR,declined',
  ].join('\n');

const storedOf = async (keys: string[]) =>
  api.db
    .select()
    .from(conversions)
    .where(and(eq(conversions.network, 'awin'), inArray(conversions.rowKey, keys)))
    .orderBy(asc(conversions.rowKey));

describe('POST /stats/conversions/', () => {
  it('is for admins: 401 without a token, 403 for an editor', async () => {
    const anonymous = await upload(awinReport(), { network: 'awin' }, { headers: {} });
    expect(anonymous.status).toBe(401);
    const editor = await editorWithToken(api);
    const refused = await upload(awinReport(), { network: 'awin' }, { headers: editor.auth });
    expect(refused.status).toBe(403);
    expect((await refused.json()).detail).toBe('Cette action est réservée aux admins.');
    expect(await api.db.select().from(conversions)).toEqual([]);
  });

  it('stores the report, matches each conversion to its click and copies where the click was made', async () => {
    const res = await upload(awinReport());
    expect(res.status).toBe(201);
    const body = await res.json();
    expect(body).toMatchObject({ network: 'awin', file_name: 'awin.csv', rows: 4, created: 4, updated: 0, unchanged: 0, unmatched: 1, skipped: 0, errors: [] });
    expect(body.id).toEqual(expect.any(Number));
    const stored = await storedOf(['AW-1', 'AW-2', 'AW-3', 'AW-4']);
    expect(stored.map(({ rowKey, clickId, commissionCents, currency, status, clickDay, edition, kind, itemId, storeId, page, uploadId }) => ({ rowKey, clickId, commissionCents, currency, status, clickDay, edition, kind, itemId, storeId, page, uploadId }))).toEqual([
      { rowKey: 'AW-1', clickId: 'cv-click-1', commissionCents: 1250, currency: 'EUR', status: 'approved', clickDay: '2026-02-27', edition: 'fr-be', kind: 'promotion', itemId: 101, storeId: 7, page: '/boutiques/sunweb', uploadId: body.id },
      { rowKey: 'AW-2', clickId: 'cv-click-2', commissionCents: 320, currency: 'EUR', status: 'pending', clickDay: '2026-02-28', edition: 'fr-be', kind: 'store', itemId: 7, storeId: 7, page: '', uploadId: body.id },
      // Unknown click id: kept, unplaced.
      { rowKey: 'AW-3', clickId: 'cv-unknown', commissionCents: 700, currency: 'EUR', status: 'pending', clickDay: null, edition: null, kind: null, itemId: null, storeId: null, page: null, uploadId: body.id },
      { rowKey: 'AW-4', clickId: 'cv-click-nl', commissionCents: 100, currency: 'EUR', status: 'rejected', clickDay: '2026-02-28', edition: 'nl-be', kind: 'offer', itemId: 55, storeId: null, page: '/reizen', uploadId: body.id },
    ]);
    expect(stored[0].occurredAt.toISOString()).toBe('2026-03-01T09:00:00.000Z');
    const [saved] = await api.db.select().from(conversionUploads).where(eq(conversionUploads.id, body.id));
    expect(saved).toMatchObject({ network: 'awin', fileName: 'awin.csv', rows: 4, created: 4, updated: 0, unchanged: 0, unmatched: 1, errors: [] });
    const [logged] = await api.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'conversion_upload'), eq(auditLog.entityId, String(body.id))));
    expect(logged).toMatchObject({ action: 'upload', edition: 'fr-be' });
    expect(logged.after).toMatchObject({ created: 4, unmatched: 1, mapping: { click_id: 'Click Ref' } });
  });

  it('changes nothing when the same report comes again', async () => {
    const before = await storedOf(['AW-1', 'AW-2', 'AW-3', 'AW-4']);
    const body = await (await upload(awinReport())).json();
    expect(body).toMatchObject({ rows: 4, created: 0, updated: 0, unchanged: 4, unmatched: 1 });
    expect(await storedOf(['AW-1', 'AW-2', 'AW-3', 'AW-4'])).toEqual(before);
  });

  it('updates a conversion whose status or commission changed, and places one whose click now exists', async () => {
    await api.db.insert(clicks).values({ clickId: 'cv-unknown', day: '2026-03-01', edition: 'fr-fr', kind: 'promotion', itemId: 202, storeId: 9, page: '/', device: 'phone', network: 'awin', visitorHash: 'h', firstOfDay: true });
    const body = await (await upload(awinReport('approved', '13.00'))).json();
    expect(body).toMatchObject({ created: 0, updated: 3, unchanged: 1, unmatched: 0 });
    const [one, two, three] = await storedOf(['AW-1', 'AW-2', 'AW-3']);
    expect(one).toMatchObject({ commissionCents: 1300, status: 'approved', clickDay: '2026-02-27', uploadId: body.id });
    expect(two).toMatchObject({ status: 'approved', commissionCents: 320 });
    expect(three).toMatchObject({ clickDay: '2026-03-01', edition: 'fr-fr', kind: 'promotion', itemId: 202, storeId: 9, page: '/' });
  });

  it('keeps a conversion’s place once its click is deleted', async () => {
    await api.db.delete(clicks).where(eq(clicks.clickId, 'cv-click-1'));
    const body = await (await upload(awinReport('approved', '14.00'))).json();
    expect(body).toMatchObject({ updated: 1, unchanged: 3, unmatched: 0 });
    const [one] = await storedOf(['AW-1']);
    expect(one).toMatchObject({ commissionCents: 1400, clickDay: '2026-02-27', edition: 'fr-be', itemId: 101 });
  });

  it('keys a report without transaction ids on the line itself: a status change updates it', async () => {
    const csv = (status: string) => `Sub ID;Date;Commission;Currency;Status\ncv-click-2;05/03/2026 10:00;4,10;EUR;${status}\ncv-click-2;05/03/2026 10:00;4,10;EUR;${status}\n`;
    const first = await (await upload(csv('open'), { network: 'daisycon' })).json();
    expect(first).toMatchObject({ network: 'daisycon', rows: 2, created: 1, unchanged: 1, updated: 0 });
    expect(await (await upload(csv('open'), { network: 'daisycon' })).json()).toMatchObject({ created: 0, updated: 0, unchanged: 2 });
    expect(await (await upload(csv('approved'), { network: 'daisycon' })).json()).toMatchObject({ created: 0, updated: 1, unchanged: 1 });
    const rows = await api.db.select().from(conversions).where(eq(conversions.network, 'daisycon'));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'approved', commissionCents: 410, clickDay: '2026-02-28' });
  });

  it('reads a long report batch after batch, matching across batches', async () => {
    const lines = Array.from({ length: 2100 }, (_, i) => `TD-${i};${i % 3 === 0 ? 'cv-click-2' : `cv-nowhere-${i}`};2026-03-04 10:00;1,00;EUR;P`);
    const csv = ['Order;EPI;Time of Event;Publisher Commission;Currency;Status', ...lines].join('\n');
    const fields = { network: 'tradedoubler', transaction_id: 'Order' };
    expect(await (await upload(csv, fields)).json()).toMatchObject({ rows: 2100, created: 2100, unmatched: 1400 });
    expect(await (await upload(csv.replace(/;P$/gm, ';A'), fields)).json()).toMatchObject({ created: 0, updated: 2100, unchanged: 0, unmatched: 1400 });
    const stored = await api.db.select().from(conversions).where(eq(conversions.network, 'tradedoubler'));
    expect(stored).toHaveLength(2100);
    expect(stored.filter((row) => row.clickDay === '2026-02-28' && row.status === 'approved')).toHaveLength(700);
  });

  it('skips bad lines with their reasons in the edition’s language, and stores the good ones', async () => {
    const csv = ['click_id;time;commission;currency;status', 'cv-click-2;2026-03-07 10:00;2,00;EUR;pending', 'cv-click-2;hier;2,00;EUR;peut-être', ';2026-03-07 10:00;2,00;EUR;pending'].join('\n');
    const body = await (await upload(csv, { network: 'generic' }, { language: 'nl-be' })).json();
    expect(body).toMatchObject({ rows: 3, created: 1, skipped: 2 });
    expect(body.errors).toEqual([
      { row: 3, field: 'time', message: 'Onleesbare datum: ‘hier’. Schrijf hem bijvoorbeeld als 2026-03-01 14:30 of 01/03/2026 14:30.' },
      { row: 3, field: 'status', message: expect.stringMatching(/^Onbekende status: ‘peut-être’\./) },
      { row: 4, field: 'click_id', message: 'De kolom ‘click_id’ is leeg op deze regel.' },
    ]);
    const [saved] = await api.db.select().from(conversionUploads).where(eq(conversionUploads.id, body.id));
    expect(saved.errors).toEqual(body.errors);
  });

  it('reads the admin’s own columns instead of the network’s usual ones', async () => {
    const csv = 'Ref;Quand;Gain;Devise;État\ncv-click-2;2026-03-08 10:00;1,00;EUR;validée\n';
    const fields = { network: 'tradetracker', click_id: 'Ref', time: 'Quand', commission: 'Gain', currency: 'Devise', status: 'État', transaction_id: '' };
    expect(await (await upload(csv, fields)).json()).toMatchObject({ network: 'tradetracker', created: 1 });
  });

  it('answers 400 field by field for mapped columns the header lacks, in French or Dutch', async () => {
    const count = (await api.db.select().from(conversionUploads)).length;
    const res = await upload('Click Ref,Date,Commission Amount,Currency,Status\ncv-click-1,2026-03-01,1,EUR,pending\n');
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      time: ['La colonne « Transaction Date » n’est pas dans l’en-tête du fichier : corrigez son nom, ou choisissez le réseau qui a exporté ce rapport.'],
      status: ['La colonne « Commission Status » n’est pas dans l’en-tête du fichier : corrigez son nom, ou choisissez le réseau qui a exporté ce rapport.'],
      transaction_id: ['La colonne « Transaction ID » n’est pas dans l’en-tête du fichier : corrigez son nom, ou choisissez le réseau qui a exporté ce rapport.'],
      file: ['L’en-tête du fichier contient : Click Ref, Date, Commission Amount, Currency, Status.'],
    });
    const dutch = await (await upload('a,b\n1,2\n', { network: 'generic' }, { language: 'nl-be' })).json();
    expect(dutch.click_id).toEqual(['De kolom ‘click_id’ staat niet in de kopregel van het bestand: verbeter de naam, of kies het netwerk dat dit rapport heeft geëxporteerd.']);
    expect(Object.keys(dutch).sort()).toEqual(['click_id', 'commission', 'currency', 'file', 'status', 'time']);
    expect(await api.db.select().from(conversionUploads)).toHaveLength(count);
  });

  it('answers 400 for a bad mapping, a missing file or an unreadable one, never 500', async () => {
    const badNetwork = await upload(awinReport(), { network: 'none', time: '' });
    expect(badNetwork.status).toBe(400);
    expect(Object.keys(await badNetwork.json()).sort()).toEqual(['network', 'time']);
    const unknownField = await upload(awinReport(), { network: 'awin', colour: 'red' });
    expect(unknownField.status).toBe(400);
    const form = new FormData();
    form.append('network', 'awin');
    const noFile = await api.request('/stats/conversions/?language=fr-be', { method: 'POST', body: form, headers: admin });
    expect(noFile.status).toBe(400);
    expect(await noFile.json()).toEqual({ file: [expect.any(String)] });
    expect((await upload('', { network: 'awin' })).status).toBe(400);
    const notCsv = await upload('Click Ref,Transaction Date\n"oops', { network: 'awin' });
    expect(notCsv.status).toBe(400);
    expect((await notCsv.json()).file[0]).toMatch(/CSV/);
    const json = await api.request('/stats/conversions/?language=fr-be', { method: 'POST', body: JSON.stringify({ network: 'awin' }), headers: { ...admin, 'content-type': 'application/json' } });
    expect(json.status).toBe(415);
  });

  it('refuses a file over 5 MB with 413 and says so', async () => {
    const big = `${awinHeader}\n${'x'.repeat(5 * 1024 * 1024 + 10)}`;
    const res = await upload(big);
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ file: ['Ce fichier dépasse 5 Mo : réduisez-le ou choisissez-en un plus léger.'] });
  });
});

describe('GET /stats/conversions/uploads/', () => {
  it('lists the last uploads, newest first, paged, with who sent them', async () => {
    const res = await api.get('/stats/conversions/uploads/?language=fr-be&size=2');
    expect(res.status).toBe(401);
    const list = await (await api.request('/stats/conversions/uploads/?language=fr-be&size=2', { headers: admin })).json();
    const total = (await api.db.select().from(conversionUploads)).length;
    expect(list.count).toBe(total);
    expect(list.results).toHaveLength(2);
    expect(list.next).toMatch(/^https:\/\/[^/]+\/api\/stats\/conversions\/uploads\/\?language=fr-be&size=2&page=2$/);
    expect(list.previous).toBeNull();
    const [newest, next] = list.results;
    expect(newest.id).toBeGreaterThan(next.id);
    expect(newest).toMatchObject({ network: 'tradetracker', created: 1, uploaded_by: expect.stringMatching(/@vacances\.test$/), uploaded_at: expect.any(String) });
    expect(newest).not.toHaveProperty('errors');
    const one = await (await api.request(`/stats/conversions/uploads/${next.id}/?language=fr-be`, { headers: admin })).json();
    expect(one).toMatchObject({ id: next.id, skipped: 2 });
    expect(one.errors.map((error: { row: number; field: string }) => [error.row, error.field])).toEqual([
      [3, 'time'],
      [3, 'status'],
      [4, 'click_id'],
    ]);
    expect((await api.request('/stats/conversions/uploads/999999/?language=fr-be', { headers: admin })).status).toBe(404);
    const editor = await editorWithToken(api);
    expect((await api.request('/stats/conversions/uploads/?language=fr-be', { headers: editor.auth })).status).toBe(403);
  });
});

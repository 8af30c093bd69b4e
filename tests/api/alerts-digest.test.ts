import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AlertFrequency } from '@/lib/alerts/constants';
import { calendarDay } from '@/lib/format/expiry';
import type { EditionId } from '@/lib/editions';
import { readAlertToken } from '@/server/alerts/alert-tokens';
import { runDigest } from '@/server/alerts/digest';
import { jwtSecret } from '@/server/api/auth/jwt-secret';
import { deliverDueMail, type OutgoingMail } from '@/server/api/mail/outbox';
import { smtpSender } from '@/server/api/mail/smtp';
import { alerts, alertSent, alertSubscribers, auditLog, categories, coupons, emailOutbox, promotionCategories, promotions, stores } from '@/server/db/schema';
import { editorWithToken } from './editors';
import { createTestApi, type TestApi } from './harness';

/**
 * The alerts' digest engine: what an address is mailed (only what is new for it, public, valid, of its edition, never
 * twice), when (daily, or instant at most hourly), that two runs never mail twice, and the admins' run endpoint.
 * The catalogue is the test's own (slugs `zz-alerte-…`), dated around the real clock.
 */

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const t0 = new Date();
const at = (ms: number) => new Date(t0.getTime() + ms);

let api: TestApi;
const ids = {} as {
  soleil: number;
  bravo: number;
  calme: number;
  winkel: number;
  fr: number;
  mer: number;
  merCrete: number;
  fresh: number;
  scheduled: number;
  expired: number;
  draft: number;
  withdrawn: number;
  beforeLastDigest: number;
  inChildCategory: number;
  byWords: number;
  byWordsNl: number;
  frenchShop: number;
};

beforeAll(async () => {
  api = await createTestApi();
  const db = api.db;
  const [soleil, bravo, calme, winkel, fr] = await db
    .insert(stores)
    .values([
      { edition: 'fr-be', name: 'ZZ Alerte Soleil', slug: 'zz-alerte-soleil', websiteUrl: 'https://soleil.example', icon: '/logos/stores/zz-soleil.svg' },
      { edition: 'fr-be', name: 'ZZ Alerte Bravo', slug: 'zz-alerte-bravo', websiteUrl: 'https://bravo.example' },
      { edition: 'fr-be', name: 'ZZ Alerte Calme', slug: 'zz-alerte-calme', websiteUrl: 'https://calme.example' },
      { edition: 'nl-be', name: 'ZZ Alerte Winkel', slug: 'zz-alerte-winkel', websiteUrl: 'https://winkel.example' },
      { edition: 'fr-fr', name: 'ZZ Alerte France', slug: 'zz-alerte-france', websiteUrl: 'https://france.example' },
    ])
    .returning({ id: stores.id });
  Object.assign(ids, { soleil: soleil.id, bravo: bravo.id, calme: calme.id, winkel: winkel.id, fr: fr.id });
  const [mer] = await db.insert(categories).values({ edition: 'fr-be', name: 'ZZ Alerte Mer', slug: 'zz-alerte-mer' }).returning({ id: categories.id });
  const [merCrete] = await db.insert(categories).values({ edition: 'fr-be', name: 'ZZ Alerte Crète', slug: 'zz-alerte-mer-crete', parentId: mer.id }).returning({ id: categories.id });
  Object.assign(ids, { mer: mer.id, merCrete: merCrete.id });

  const base = { link: 'https://soleil.example/deal', kind: 'offer' as const };
  const rows = await db
    .insert(promotions)
    .values([
      { ...base, edition: 'fr-be', storeId: soleil.id, title: 'ZZ Soleil nouveau code', offer: '-20 %', kind: 'code', createdAt: at(-2 * HOUR), expiresAt: at(5 * DAY) },
      { ...base, edition: 'fr-be', storeId: soleil.id, title: 'ZZ Soleil programmé', status: 'scheduled', publishAt: at(-30 * 60_000), createdAt: at(-10 * DAY) },
      { ...base, edition: 'fr-be', storeId: soleil.id, title: 'ZZ Soleil expiré', createdAt: at(-2 * HOUR), expiresAt: at(-HOUR) },
      { ...base, edition: 'fr-be', storeId: soleil.id, title: 'ZZ Soleil brouillon', status: 'draft', createdAt: at(-2 * HOUR) },
      { ...base, edition: 'fr-be', storeId: soleil.id, title: 'ZZ Soleil retiré du flux', withdrawnAt: at(-HOUR), createdAt: at(-2 * HOUR) },
      { ...base, edition: 'fr-be', storeId: soleil.id, title: 'ZZ Soleil avant le dernier e-mail', createdAt: at(-DAY - 2 * HOUR) },
      { ...base, edition: 'fr-be', storeId: bravo.id, title: 'ZZ Bravo en Crète', createdAt: at(-HOUR) },
      { ...base, edition: 'fr-be', storeId: bravo.id, title: 'ZZ Bravo Zorblaxia été', createdAt: at(-HOUR) },
      { ...base, edition: 'nl-be', storeId: winkel.id, title: 'ZZ Winkel Zorblaxia zomer', createdAt: at(-HOUR) },
      { ...base, edition: 'fr-fr', storeId: fr.id, title: 'ZZ France nouveauté', createdAt: at(-HOUR) },
    ])
    .returning({ id: promotions.id });
  const [fresh, scheduled, expired, draft, withdrawn, beforeLastDigest, inChildCategory, byWords, byWordsNl, frenchShop] = rows.map((r) => r.id);
  Object.assign(ids, { fresh, scheduled, expired, draft, withdrawn, beforeLastDigest, inChildCategory, byWords, byWordsNl, frenchShop });
  await db.insert(coupons).values({ promotionId: fresh, code: 'ZZSOLEIL', workedVotes: 9, failedVotes: 1 });
  await db.insert(promotionCategories).values({ promotionId: inChildCategory, categoryId: merCrete.id });
});

afterAll(async () => {
  await api.handle.close();
});

beforeEach(async () => {
  await api.db.delete(alertSubscribers);
  await api.db.delete(emailOutbox);
});

type Follow = { store?: number; category?: number; query?: string; frequency?: AlertFrequency; paused?: boolean };

let addresses = 0;
/** An address confirmed three days ago (or pending), mailed a day ago, with its alerts created when it confirmed. */
async function subscriber(edition: EditionId, follows: Follow[], { status = 'confirmed', lastDailyAt = at(-DAY) }: { status?: 'pending' | 'confirmed'; lastDailyAt?: Date | null } = {}) {
  const [row] = await api.db
    .insert(alertSubscribers)
    .values({ edition, email: `alerte-${++addresses}@example.be`, status, consentSource: 'store', requestedAt: at(-3 * DAY), confirmedAt: status === 'confirmed' ? at(-3 * DAY) : null, lastDailyAt })
    .returning();
  const rows = await api.db
    .insert(alerts)
    .values(
      follows.map((f) => ({
        subscriberId: row.id,
        kind: f.store ? ('store' as const) : f.category ? ('category' as const) : ('query' as const),
        storeId: f.store ?? null,
        categoryId: f.category ?? null,
        query: f.query ?? null,
        frequency: f.frequency ?? 'daily',
        paused: f.paused ?? false,
        createdAt: at(-3 * DAY),
      })),
    )
    .returning({ id: alerts.id });
  return { ...row, alertIds: rows.map((r) => r.id) };
}

const mailsTo = (email: string) => api.db.select().from(emailOutbox).where(eq(emailOutbox.to, email)).orderBy(emailOutbox.id);

/** The promotions a mail links to, from its text part (`?code=ID&utm_source=alert`), in order. */
const linkedPromotions = (text: string) => [...new Set([...text.matchAll(/\?code=(\d+)&utm_source=alert/g)].map((m) => Number(m[1])))];

describe('the digest of an address', () => {
  it('lists only the new promotions of what it follows: public, valid, of its edition, published since its last mail', async () => {
    const lea = await subscriber('fr-be', [{ store: ids.soleil }, { category: ids.mer }, { query: 'zorblaxia' }]);
    expect(await runDigest(api.db, { frequency: 'daily' })).toEqual({ mailsQueued: 1 });

    const [mail] = await mailsTo(lea.email);
    expect(mail).toMatchObject({ edition: 'fr-be', purpose: 'alert_digest', status: 'pending' });
    expect(mail.subject).toBe('4 nouveaux codes pour vos alertes Vacances.be');
    // The shop's new and newly published promotions; the category's through its child; the search's words.
    expect(linkedPromotions(mail.text).sort()).toEqual([ids.fresh, ids.scheduled, ids.inChildCategory, ids.byWords].sort());
    for (const left of [ids.expired, ids.draft, ids.withdrawn, ids.beforeLastDigest, ids.byWordsNl, ids.frenchShop]) expect(linkedPromotions(mail.text)).not.toContain(left);
    expect(mail.text).toContain('== ZZ Alerte Soleil ==');
    expect(mail.text).toContain('== ZZ Alerte Mer ==');
    expect(mail.text).toContain('== « zorblaxia » ==');
    expect(mail.text).toContain('90 % de réussite');
    expect(mail.text).toContain(`https://vacances.be/zz-alerte-soleil?code=${ids.fresh}&utm_source=alert`);
    expect(mail.html).toContain(`https://vacances.be/zz-alerte-soleil?code=${ids.fresh}&amp;utm_source=alert`);
    expect(mail.html).toContain('https://vacances.be/logos/vacances-be.svg');

    // Each promotion is recorded once for the address, and its last daily mail moved to the run.
    const sent = await api.db.select().from(alertSent).where(eq(alertSent.subscriberId, lea.id));
    expect(sent.map((r) => r.promotionId).sort()).toEqual([ids.fresh, ids.scheduled, ids.inChildCategory, ids.byWords].sort());
    const [after] = await api.db.select().from(alertSubscribers).where(eq(alertSubscribers.id, lea.id));
    expect(after.lastDailyAt!.getTime()).toBeGreaterThan(t0.getTime() - 1000);
  });

  it('never mails a promotion twice: a second run queues nothing, and one already sent is left out', async () => {
    const max = await subscriber('fr-be', [{ store: ids.soleil }]);
    await api.db.insert(alertSent).values({ subscriberId: max.id, promotionId: ids.fresh });
    expect(await runDigest(api.db)).toEqual({ mailsQueued: 1 });
    expect(linkedPromotions((await mailsTo(max.email))[0].text)).toEqual([ids.scheduled]);
    expect(await runDigest(api.db)).toEqual({ mailsQueued: 0 });
    expect(await mailsTo(max.email)).toHaveLength(1);
  });

  it('sends nothing when nothing is new, nor to a pending address, nor for a paused alert', async () => {
    const quiet = await subscriber('fr-be', [{ store: ids.calme }]);
    const pending = await subscriber('fr-be', [{ store: ids.soleil }], { status: 'pending' });
    const paused = await subscriber('fr-be', [{ store: ids.soleil, paused: true }]);
    expect(await runDigest(api.db)).toEqual({ mailsQueued: 0 });
    for (const who of [quiet, pending, paused]) expect(await mailsTo(who.email)).toHaveLength(0);
    // A paused alert beside a live one: only the live one's section.
    const mixed = await subscriber('fr-be', [{ store: ids.soleil, paused: true }, { query: 'zorblaxia' }]);
    expect(await runDigest(api.db)).toEqual({ mailsQueued: 1 });
    expect(linkedPromotions((await mailsTo(mixed.email))[0].text)).toEqual([ids.byWords]);
  });

  it('counts a draft written long ago as new from the moment it is published', async () => {
    const [draft] = await api.db
      .insert(promotions)
      .values({ edition: 'fr-be', storeId: ids.calme, title: 'ZZ Brouillon publié plus tard', kind: 'offer', link: 'https://calme.example/plus-tard', status: 'draft', createdAt: at(-30 * DAY) })
      .returning({ id: promotions.id });
    const reader = await subscriber('fr-be', [{ store: ids.calme }]);
    expect(await runDigest(api.db)).toEqual({ mailsQueued: 0 });
    await api.db.update(promotions).set({ status: 'published' }).where(eq(promotions.id, draft.id));
    expect(await runDigest(api.db)).toEqual({ mailsQueued: 1 });
    expect(linkedPromotions((await mailsTo(reader.email))[0].text)).toEqual([draft.id]);
  });

  it('keeps the editions apart, in their own language and domain', async () => {
    const fr = await subscriber('fr-be', [{ query: 'zorblaxia' }]);
    const nl = await subscriber('nl-be', [{ query: 'zorblaxia' }]);
    const france = await subscriber('fr-fr', [{ store: ids.fr }]);
    expect(await runDigest(api.db, { editions: ['nl-be'] })).toEqual({ mailsQueued: 1 });
    expect(await mailsTo(fr.email)).toHaveLength(0);
    const [nlMail] = await mailsTo(nl.email);
    expect(linkedPromotions(nlMail.text)).toEqual([ids.byWordsNl]);
    expect(nlMail.subject).toBe('‘zorblaxia’: 1 nieuwe code');
    expect(nlMail.text).toContain('https://vakanties.be/zz-alerte-winkel?code=');
    expect(nlMail.text).toContain('Mijn meldingen beheren: https://vakanties.be/mijn-meldingen?token=');

    expect(await runDigest(api.db)).toEqual({ mailsQueued: 2 });
    expect(linkedPromotions((await mailsTo(fr.email))[0].text)).toEqual([ids.byWords]);
    const [franceMail] = await mailsTo(france.email);
    expect(franceMail.text).toContain(`https://vacances.fr/zz-alerte-france?code=${ids.frenchShop}&utm_source=alert`);
  });

  it('looks a week back at most, for an address never mailed since it confirmed long ago', async () => {
    const [shop] = await api.db.insert(stores).values({ edition: 'fr-be', name: 'ZZ Alerte Ancienne', slug: 'zz-alerte-ancienne', websiteUrl: 'https://ancienne.example' }).returning({ id: stores.id });
    const [stale, recent] = await api.db
      .insert(promotions)
      .values([
        { edition: 'fr-be', storeId: shop.id, title: 'ZZ Ancienne il y a dix jours', link: 'https://ancienne.example/1', kind: 'offer', createdAt: at(-10 * DAY) },
        { edition: 'fr-be', storeId: shop.id, title: 'ZZ Ancienne avant-hier', link: 'https://ancienne.example/2', kind: 'offer', createdAt: at(-2 * DAY) },
      ])
      .returning({ id: promotions.id });
    const old = await subscriber('fr-be', [{ store: shop.id }], { lastDailyAt: null });
    await api.db.update(alertSubscribers).set({ confirmedAt: at(-30 * DAY) }).where(eq(alertSubscribers.id, old.id));
    await api.db.update(alerts).set({ createdAt: at(-30 * DAY) }).where(eq(alerts.subscriberId, old.id));
    await runDigest(api.db);
    const [mail] = await mailsTo(old.email);
    expect(linkedPromotions(mail.text)).toEqual([recent.id]);
    expect(linkedPromotions(mail.text)).not.toContain(stale.id);
  });

  it('shows the newest ten of a followed thing, and links to its page for the rest', async () => {
    const [crowded] = await api.db.insert(stores).values({ edition: 'fr-be', name: 'ZZ Alerte Foule', slug: 'zz-alerte-foule', websiteUrl: 'https://foule.example' }).returning({ id: stores.id });
    await api.db
      .insert(promotions)
      .values(Array.from({ length: 13 }, (_, i) => ({ edition: 'fr-be', storeId: crowded.id, title: `ZZ Foule ${i}`, link: 'https://foule.example/deal', kind: 'offer' as const, createdAt: at(-(i + 1) * 60_000) })));
    const ann = await subscriber('fr-be', [{ store: crowded.id }]);
    await runDigest(api.db);
    const [mail] = await mailsTo(ann.email);
    expect(linkedPromotions(mail.text)).toHaveLength(10);
    expect(mail.subject).toBe('ZZ Alerte Foule : 13 nouveaux codes');
    expect(mail.text).toContain('Et 3 autres nouveautés : https://vacances.be/zz-alerte-foule');
    expect(await api.db.select().from(alertSent).where(eq(alertSent.subscriberId, ann.id))).toHaveLength(10);
  });
});

describe('the digest mail as the outbox keeps it', () => {
  it('carries the HTML, one-click headers that stop its first alert, and its key for the day', async () => {
    const zoe = await subscriber('fr-be', [{ store: ids.soleil }, { category: ids.mer }]);
    const now = new Date();
    await runDigest(api.db, { now });
    const [mail] = await mailsTo(zoe.email);
    expect(mail.dedupeKey).toBe(`alerts:daily:${zoe.id}:${calendarDay(now, 'Europe/Brussels')}`);
    expect(mail.html).toMatch(/^<!DOCTYPE html/);
    expect(mail.html).toContain('lang="fr-BE"');
    expect(mail.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const oneClick = /^<(https:\/\/vacances\.be\/api\/alerts\/unsubscribe\/\?language=fr-be&token=([^>]+))>$/.exec(mail.headers['List-Unsubscribe']);
    expect(oneClick).not.toBeNull();
    const claims = await readAlertToken(await jwtSecret(api.db), 'alert-unsubscribe', decodeURIComponent(oneClick![2]));
    expect(claims).toEqual({ subscriber: zoe.id, email: zoe.email, alert: zoe.alertIds[0] });
    // Each section's own removal link, and the manage link, open the "Mes alertes" page with their tokens.
    expect(mail.text).toMatch(/Ne plus suivre ZZ Alerte Soleil : https:\/\/vacances\.be\/mes-alertes\?unsubscribe=\S+/);
    expect(mail.text).toMatch(/Ne plus suivre ZZ Alerte Mer : https:\/\/vacances\.be\/mes-alertes\?unsubscribe=\S+/);
    expect(mail.text).toMatch(/Gérer mes alertes : https:\/\/vacances\.be\/mes-alertes\?token=\S+/);

    // The SMTP sender is handed both parts.
    const handed: OutgoingMail[] = [];
    await deliverDueMail(api.db, async (m) => void handed.push(m), new Date(Date.now() + 1000), 50);
    expect(handed.find((m) => m.to === zoe.email)).toMatchObject({ html: mail.html, text: mail.text, headers: mail.headers });
  });

  it('goes to the SMTP server with its text and HTML parts and its one-click headers', async () => {
    const received: string[] = [];
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, _session, done) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          received.push(Buffer.concat(chunks).toString('utf8'));
          done();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const eva = await subscriber('nl-be', [{ query: 'zorblaxia' }]);
      await runDigest(api.db);
      const send = smtpSender(`smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`)!;
      expect(await deliverDueMail(api.db, send, new Date(Date.now() + 1000))).toMatchObject({ sent: 1, failed: 0 });
      // Long headers are folded on the wire: unfolded, each is one line.
      const raw = received[0].replace(/\r\n/g, '\n').replace(/\n[ \t]+/g, ' ');
      expect(raw).toMatch(/^To: alerte-\d+@example\.be$/m);
      expect(raw).toMatch(/Content-Type: multipart\/alternative/i);
      expect(raw).toMatch(/Content-Type: text\/plain/i);
      expect(raw).toMatch(/Content-Type: text\/html/i);
      expect(raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
      expect(raw).toMatch(/^List-Unsubscribe: <https:\/\/vakanties\.be\/api\/alerts\/unsubscribe\//m);
      expect((await mailsTo(eva.email))[0].status).toBe('sent');
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});

describe('when digests go', () => {
  it('mails an instant alert at most once an hour', async () => {
    const [shop] = await api.db.insert(stores).values({ edition: 'fr-be', name: 'ZZ Alerte Vite', slug: 'zz-alerte-vite', websiteUrl: 'https://vite.example' }).returning({ id: stores.id });
    const first = (await api.db.insert(promotions).values({ edition: 'fr-be', storeId: shop.id, title: 'ZZ Vite un', link: 'https://vite.example/1', kind: 'offer', createdAt: at(-5 * 60_000) }).returning())[0];
    const ivo = await subscriber('fr-be', [{ store: shop.id, frequency: 'instant' }], { lastDailyAt: null });
    expect(await runDigest(api.db, { frequency: 'daily' })).toEqual({ mailsQueued: 0 });
    expect(await runDigest(api.db, { frequency: 'instant', now: t0 })).toEqual({ mailsQueued: 1 });

    const second = (await api.db.insert(promotions).values({ edition: 'fr-be', storeId: shop.id, title: 'ZZ Vite deux', link: 'https://vite.example/2', kind: 'offer', createdAt: at(20 * 60_000) }).returning())[0];
    expect(await runDigest(api.db, { frequency: 'instant', now: at(30 * 60_000) })).toEqual({ mailsQueued: 0 });
    expect(await runDigest(api.db, { frequency: 'instant', now: at(61 * 60_000) })).toEqual({ mailsQueued: 1 });

    const mails = await mailsTo(ivo.email);
    expect(mails.map((m) => linkedPromotions(m.text))).toEqual([[first.id], [second.id]]);
    expect(mails[0].dedupeKey).toBe(`alerts:instant:${ivo.id}:${t0.toISOString().slice(0, 13)}`);
    expect(mails[1].text).toContain('au plus un e-mail par heure');
  });

  it('queues one mail when two runs race, and the day’s key stops a second one whatever happened', async () => {
    const ria = await subscriber('fr-be', [{ store: ids.soleil }]);
    const runs = await Promise.all([runDigest(api.db), runDigest(api.db)]);
    expect(runs.map((r) => r.mailsQueued).sort()).toEqual([0, 1]);
    expect(await mailsTo(ria.email)).toHaveLength(1);

    // As if the records of that mail were lost: the outbox still holds the day's mail, so nothing more goes today…
    await api.db.delete(alertSent).where(eq(alertSent.subscriberId, ria.id));
    await api.db.update(alertSubscribers).set({ lastDailyAt: at(-DAY) }).where(eq(alertSubscribers.id, ria.id));
    expect(await runDigest(api.db)).toEqual({ mailsQueued: 0 });
    // …and tomorrow's digest is another mail.
    expect(await runDigest(api.db, { now: at(DAY) })).toEqual({ mailsQueued: 1 });
    expect(await mailsTo(ria.email)).toHaveLength(2);
  });
});

describe('POST /alerts/run/', () => {
  const run = (auth: Record<string, string>, body?: unknown, query = '?language=fr-be') =>
    api.request(`/alerts/run/${query}`, { method: 'POST', headers: { 'content-type': 'application/json', ...auth }, body: body === undefined ? undefined : JSON.stringify(body) });

  it('answers 401 without a token and 403 to an editor who is not an admin', async () => {
    expect((await run({})).status).toBe(401);
    const editor = await editorWithToken(api, { role: 'editor' });
    expect((await run(editor.auth)).status).toBe(403);
  });

  it('runs the digest now for the call’s edition, or every edition of the admin, answers how many mails went, then none', async () => {
    const fr = await subscriber('fr-be', [{ store: ids.soleil }]);
    const nl = await subscriber('nl-be', [{ query: 'zorblaxia' }]);
    const dutchAdmin = await editorWithToken(api, { role: 'admin', editions: ['nl-be'] });
    expect((await run(dutchAdmin.auth, { frequency: 'daily' })).status).toBe(403);
    const first = await run(dutchAdmin.auth, { frequency: 'daily' }, '');
    expect(first.status).toBe(200);
    expect(await first.json()).toMatchObject({ mails_queued: 1 });
    expect(await mailsTo(fr.email)).toHaveLength(0);
    expect(await mailsTo(nl.email)).toHaveLength(1);

    const admin = await editorWithToken(api, { role: 'admin' });
    expect(await (await run(admin.auth)).json()).toMatchObject({ mails_queued: 1, frequency: 'daily' });
    expect(await (await run(admin.auth)).json()).toMatchObject({ mails_queued: 0 });
    const audited = await api.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'alert_digest'), eq(auditLog.accountId, admin.account.id)));
    expect(audited).toHaveLength(2);
    expect(audited[0]).toMatchObject({ action: 'run', after: { frequency: 'daily', mails_queued: 1 } });
  });

  it('refuses a frequency it does not know', async () => {
    const admin = await editorWithToken(api, { role: 'admin' });
    const res = await run(admin.auth, { frequency: 'weekly' });
    expect(res.status).toBe(400);
    expect(await res.json()).toHaveProperty('frequency');
  });
});

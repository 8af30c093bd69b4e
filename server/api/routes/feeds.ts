import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import type { EditionId } from '@/lib/editions';
import { advertiserMappingBody, feedBody, feedPatch, feedRuleErrors, type FeedPatch } from '@/lib/schemas/feeds';
import { pageQuery } from '@/lib/schemas/params';
import { feedAdvertisers, feedRuns, feeds, promotions, stores } from '@/server/db/schema';
import { canStoreCredentials, sealCredentials } from '@/server/feeds/credentials';
import { feedAdvertiserList, feedAnswer, feedOf, lastRuns, runReport } from '@/server/feeds/feed-reads';
import { confirmHeldRun } from '@/server/feeds/held-run';
import { importWaitingVouchers } from '@/server/feeds/import-waiting';
import { isFeedRunning, runFeed } from '@/server/feeds/run-feed';
import { recordAudit } from '../audit/record';
import { assertMayEdit, requireEditor } from '../auth/editor-guard';
import type { ApiEnv } from '../core/env';
import { assertNoRefusals, editorJsonBody, refusedCall, refusedFields } from '../core/editor-refusal';
import { limitBody } from '../core/json-body';
import { offsetOf, pageOf } from '../core/pagination';
import { newRouter } from '../core/router';
import { parseQuery, pathInt } from '../core/validation';

/**
 * `/feeds/`: the affiliate networks' voucher feeds of an edition, for admins only. Every write goes to the audit log;
 * a feed's credentials are written, stored encrypted, and never answered or logged.
 */
export const feedsRoutes = newRouter();

const admin = requireEditor('admin');
const BODY_LIMIT = 64 * 1024;
const RUNS_PAGE_SIZE = 20;

/** The call's edition, once the admin is known to be allowed to change it. */
function adminEdition(c: Context<ApiEnv>): EditionId {
  const edition = c.get('edition');
  assertMayEdit(c.get('editor'), edition);
  return edition;
}

async function feedOr404(c: Context<ApiEnv>) {
  const edition = adminEdition(c);
  const feed = await feedOf(c.get('db'), edition, pathInt(c));
  if (!feed) throw refusedCall(edition, 404, { key: 'notFound' });
  return feed;
}

/** What the audit log keeps of a feed: everything but its credentials, of which only their presence. */
const audited = (feed: typeof feeds.$inferSelect) => feedAnswer(feed, null);

/** The stored form of the body's credentials: sealed, kept (absent), or removed (null). */
function credentialsColumn(c: Context<ApiEnv>, body: FeedPatch): { credentials?: string | null } {
  if (body.credentials === undefined) return {};
  if (body.credentials === null || Object.keys(body.credentials).length === 0) return { credentials: null };
  if (!canStoreCredentials()) throw refusedFields(c.get('edition'), { credentials: [{ key: 'feedCredentialsKey' }] });
  return { credentials: sealCredentials(body.credentials) };
}

feedsRoutes.get('/', admin, async (c) => {
  const edition = adminEdition(c);
  const q = parseQuery(c, pageQuery(50, 200));
  const db = c.get('db');
  const [[{ n }], rows] = await Promise.all([
    db.select({ n: count() }).from(feeds).where(eq(feeds.edition, edition)),
    db.select().from(feeds).where(eq(feeds.edition, edition)).orderBy(feeds.name, feeds.id).limit(q.size).offset(offsetOf(q.page, q.size)),
  ]);
  const runs = await lastRuns(
    db,
    rows.map((row) => row.id),
  );
  return c.json(pageOf(c, { page: q.page, size: q.size, count: n, results: rows.map((row) => feedAnswer(row, runs.get(row.id) ?? null)) }));
});

feedsRoutes.post('/', admin, limitBody(BODY_LIMIT), async (c) => {
  const body = await editorJsonBody(c, feedBody);
  const edition = body.edition ?? adminEdition(c);
  assertMayEdit(c.get('editor'), edition);
  assertNoRefusals(c.get('edition'), feedRuleErrors({ network: body.network, mapping: body.mapping ?? null }));
  const [feed] = await c
    .get('db')
    .insert(feeds)
    .values({
      name: body.name,
      network: body.network,
      edition,
      url: body.url,
      mapping: body.mapping ?? null,
      everyMinutes: body.every_minutes,
      publish: body.publish ?? 'draft',
      enabled: body.enabled ?? true,
      ...credentialsColumn(c, body),
    })
    .returning();
  await recordAudit(c, c.get('editor'), { action: 'create', entityType: 'feed', entityId: feed.id, edition, before: null, after: audited(feed) });
  return c.json(feedAnswer(feed, null), 201);
});

feedsRoutes.get('/:id', admin, async (c) => {
  const feed = await feedOr404(c);
  return c.json(feedAnswer(feed, (await lastRuns(c.get('db'), [feed.id])).get(feed.id) ?? null));
});

feedsRoutes.patch('/:id', admin, limitBody(BODY_LIMIT), async (c) => {
  const before = await feedOr404(c);
  const body = await editorJsonBody(c, feedPatch);
  if (body.edition) assertMayEdit(c.get('editor'), body.edition);
  const network = body.network ?? before.network;
  const mapping = body.mapping === undefined ? before.mapping : body.mapping;
  assertNoRefusals(c.get('edition'), feedRuleErrors({ network, mapping }));
  const [after] = await c
    .get('db')
    .update(feeds)
    .set({
      ...(body.name !== undefined ? { name: body.name } : {}),
      ...(body.network !== undefined ? { network: body.network } : {}),
      ...(body.edition !== undefined ? { edition: body.edition } : {}),
      ...(body.url !== undefined ? { url: body.url } : {}),
      ...(body.mapping !== undefined ? { mapping: body.mapping } : {}),
      ...(body.every_minutes !== undefined ? { everyMinutes: body.every_minutes } : {}),
      ...(body.publish !== undefined ? { publish: body.publish } : {}),
      ...(body.enabled !== undefined ? { enabled: body.enabled } : {}),
      ...credentialsColumn(c, body),
      updatedAt: sql`now()`,
    })
    .where(eq(feeds.id, before.id))
    .returning();
  await recordAudit(c, c.get('editor'), { action: 'update', entityType: 'feed', entityId: after.id, edition: before.edition as EditionId, before: audited(before), after: audited(after) });
  return c.json(feedAnswer(after, (await lastRuns(c.get('db'), [after.id])).get(after.id) ?? null));
});

/** The feed goes; the promotions it brought stay, as the editors' own (their source forgotten). */
feedsRoutes.delete('/:id', admin, async (c) => {
  const feed = await feedOr404(c);
  const db = c.get('db');
  await db.transaction(async (tx) => {
    await tx.update(promotions).set({ sourceFeedId: null }).where(eq(promotions.sourceFeedId, feed.id));
    await tx.delete(feeds).where(eq(feeds.id, feed.id));
  });
  await recordAudit(c, c.get('editor'), { action: 'delete', entityType: 'feed', entityId: feed.id, edition: feed.edition as EditionId, before: audited(feed), after: null });
  return c.body(null, 204);
});

/** Runs the feed now and answers its report (a feed already being imported answers 409). */
feedsRoutes.post('/:id/run', admin, async (c) => {
  const feed = await feedOr404(c);
  const db = c.get('db');
  if (await isFeedRunning(db, feed.id)) throw refusedCall(c.get('edition'), 409, { key: 'feedRunBusy' });
  const runId = await runFeed({ db, contentChanged: c.get('contentChanged') }, feed.id, `account:${c.get('editor').id}`);
  const [run] = await db.select().from(feedRuns).where(eq(feedRuns.id, runId));
  await recordAudit(c, c.get('editor'), { action: 'run', entityType: 'feed', entityId: feed.id, edition: feed.edition as EditionId, before: null, after: runReport(run) });
  return c.json(runReport(run));
});

feedsRoutes.get('/:id/runs', admin, async (c) => {
  const feed = await feedOr404(c);
  const q = parseQuery(c, pageQuery(RUNS_PAGE_SIZE, 100));
  const db = c.get('db');
  const [[{ n }], rows] = await Promise.all([
    db.select({ n: count() }).from(feedRuns).where(eq(feedRuns.feedId, feed.id)),
    db.select().from(feedRuns).where(eq(feedRuns.feedId, feed.id)).orderBy(desc(feedRuns.startedAt), desc(feedRuns.id)).limit(q.size).offset(offsetOf(q.page, q.size)),
  ]);
  return c.json(pageOf(c, { page: q.page, size: q.size, count: n, results: rows.map(runReport) }));
});

/** An admin confirms a held run: its withdrawals are carried out. */
feedsRoutes.post('/:id/runs/:run/confirm', admin, async (c) => {
  const feed = await feedOr404(c);
  const db = c.get('db');
  const runId = pathInt(c, 'run');
  const [before] = await db
    .select()
    .from(feedRuns)
    .where(and(eq(feedRuns.id, runId), eq(feedRuns.feedId, feed.id)));
  if (!before) throw refusedCall(c.get('edition'), 404, { key: 'notFound' });
  if (!(await confirmHeldRun(db, feed.edition as EditionId, runId, c.get('contentChanged')))) throw refusedCall(c.get('edition'), 409, { key: 'feedRunNotHeld' });
  const [after] = await db.select().from(feedRuns).where(eq(feedRuns.id, runId));
  await recordAudit(c, c.get('editor'), { action: 'confirm', entityType: 'feed_run', entityId: runId, edition: feed.edition as EditionId, before: runReport(before), after: runReport(after) });
  return c.json(runReport(after));
});

feedsRoutes.get('/:id/advertisers', admin, async (c) => {
  const feed = await feedOr404(c);
  const results = await feedAdvertiserList(c.get('db'), feed);
  return c.json({ count: results.length, next: null, previous: null, results });
});

/** Maps an advertiser to a shop of the feed's edition (or to none): its waiting vouchers are imported at once. */
feedsRoutes.put('/:id/advertisers/:advertiser', admin, limitBody(4 * 1024), async (c) => {
  const feed = await feedOr404(c);
  const db = c.get('db');
  const advertiserId = decodeURIComponent(c.req.param('advertiser') ?? '');
  const { store } = await editorJsonBody(c, advertiserMappingBody);
  const [before] = await db
    .select()
    .from(feedAdvertisers)
    .where(and(eq(feedAdvertisers.feedId, feed.id), eq(feedAdvertisers.advertiserId, advertiserId)));
  if (!before) throw refusedCall(c.get('edition'), 404, { key: 'notFound' });
  if (store !== null) {
    const [shop] = await db
      .select({ id: stores.id })
      .from(stores)
      .where(and(eq(stores.id, store), eq(stores.edition, feed.edition)));
    if (!shop) throw refusedFields(c.get('edition'), { store: [{ key: 'unknownStore', values: { id: String(store) } }] });
  }
  await db
    .update(feedAdvertisers)
    .set({ storeId: store })
    .where(and(eq(feedAdvertisers.feedId, feed.id), eq(feedAdvertisers.advertiserId, advertiserId)));
  const imported = store === null ? 0 : await importWaitingVouchers(db, feed, advertiserId, c.get('contentChanged'));
  await recordAudit(c, c.get('editor'), {
    action: 'map',
    entityType: 'feed_advertiser',
    entityId: `${feed.id}:${advertiserId}`,
    edition: feed.edition as EditionId,
    before: { store: before.storeId },
    after: { store, imported },
  });
  const advertiser = (await feedAdvertiserList(db, feed)).find((row) => row.advertiser_id === advertiserId);
  return c.json({ ...advertiser, imported });
});

import { and, asc, eq, like } from 'drizzle-orm';
import type { MyAlert } from '@/lib/alerts/my-alerts';
import type { EditionId } from '@/lib/editions';
import type { AlertPatch } from '@/lib/schemas/alerts';
import { alerts, alertSubscribers, categories, emailOutbox, stores } from '@/server/db/schema';
import type { Db } from '@/server/db/types';
import { jwtSecret } from '@/server/api/auth/jwt-secret';
import { readAlertToken } from './alert-tokens';
import { subscriberOf } from './subscriptions';

/**
 * "Mes alertes" / "Mijn meldingen": what an address follows, opened by the manage link of its mails, and what it may
 * change there (pause, how often, stop one, stop all, forget the address). The link is the only key: no account.
 */

type Subscriber = typeof alertSubscribers.$inferSelect;

/** The address the manage link names on this edition; `invalid` for a forged link, `gone` once it was forgotten. */
export async function subscriberOfManageToken(db: Db, edition: EditionId, token: string): Promise<Subscriber | 'invalid' | 'gone'> {
  const claims = await readAlertToken(await jwtSecret(db), 'alerts-manage', token);
  if (typeof claims === 'string') return 'invalid';
  return (await subscriberOf(db, edition, claims)) ?? 'gone';
}

/** One alert, as `GET /alerts/mine/` lists it: the contract's shape, shared with the page that reads it. */
export type AlertView = MyAlert;

/** The address's alerts, oldest first, with the names of what they follow. */
export async function alertsOf(db: Db, subscriber: Subscriber, alertId?: number): Promise<AlertView[]> {
  const rows = await db
    .select({
      id: alerts.id,
      kind: alerts.kind,
      query: alerts.query,
      frequency: alerts.frequency,
      paused: alerts.paused,
      createdAt: alerts.createdAt,
      storeId: stores.id,
      storeName: stores.name,
      storeSlug: stores.slug,
      categoryId: categories.id,
      categoryName: categories.name,
      categorySlug: categories.slug,
    })
    .from(alerts)
    .leftJoin(stores, and(eq(stores.id, alerts.storeId), eq(stores.edition, subscriber.edition)))
    .leftJoin(categories, and(eq(categories.id, alerts.categoryId), eq(categories.edition, subscriber.edition)))
    .where(and(eq(alerts.subscriberId, subscriber.id), alertId === undefined ? undefined : eq(alerts.id, alertId)))
    .orderBy(asc(alerts.createdAt), asc(alerts.id));
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    store: row.storeId !== null && row.storeName !== null && row.storeSlug !== null ? { id: row.storeId, name: row.storeName, slug: row.storeSlug } : null,
    category: row.categoryId !== null && row.categoryName !== null && row.categorySlug !== null ? { id: row.categoryId, name: row.categoryName, slug: row.categorySlug } : null,
    query: row.query,
    frequency: row.frequency,
    paused: row.paused,
    created_at: row.createdAt.toISOString(),
  }));
}

/** Pauses, resumes or changes how often one of the address's alerts mails; null when the address has no such alert. */
export async function changeAlert(db: Db, subscriber: Subscriber, alertId: number, patch: AlertPatch): Promise<AlertView | null> {
  const changed = await db
    .update(alerts)
    .set({ ...(patch.paused !== undefined ? { paused: patch.paused } : {}), ...(patch.frequency !== undefined ? { frequency: patch.frequency } : {}) })
    .where(and(eq(alerts.id, alertId), eq(alerts.subscriberId, subscriber.id)))
    .returning({ id: alerts.id });
  if (!changed.length) return null;
  return (await alertsOf(db, subscriber, alertId))[0] ?? null;
}

/** Stops one of the address's alerts; false when the address has no such alert. */
export async function removeAlert(db: Db, subscriber: Subscriber, alertId: number): Promise<boolean> {
  const removed = await db
    .delete(alerts)
    .where(and(eq(alerts.id, alertId), eq(alerts.subscriberId, subscriber.id)))
    .returning({ id: alerts.id });
  return removed.length > 0;
}

/** Stops every alert of the address; the address stays, confirmed, ready to follow something else. */
export async function removeAllAlerts(db: Db, subscriber: Subscriber): Promise<void> {
  await db.delete(alerts).where(eq(alerts.subscriberId, subscriber.id));
}

/**
 * "Forget me": the address goes with its alerts and the record of what it was sent, and so do the alerts' mails to
 * it still waiting in the outbox. Its old links then name nobody.
 */
export async function forgetSubscriber(db: Db, subscriber: Subscriber): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(alertSubscribers).where(eq(alertSubscribers.id, subscriber.id));
    await tx
      .delete(emailOutbox)
      .where(and(eq(emailOutbox.edition, subscriber.edition), eq(emailOutbox.to, subscriber.email), eq(emailOutbox.status, 'pending'), like(emailOutbox.purpose, 'alert%')));
  });
}

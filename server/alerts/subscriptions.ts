import { alertMailPurpose } from '@/lib/alerts/constants';
import { and, eq, type SQL } from 'drizzle-orm';
import type { EditionId } from '@/lib/editions';
import { alertSourceOf, alertTargetOf, type AlertSubscription, type AlertTarget } from '@/lib/schemas/alerts';
import { alerts, alertSubscribers, categories, stores } from '@/server/db/schema';
import type { Db } from '@/server/db/types';
import { jwtSecret } from '@/server/api/auth/jwt-secret';
import { queueMail } from '@/server/api/mail/outbox';
import { publishedRows } from '@/server/api/shared/visibility';
import { alertsPageUrl, oneClickAlertHeaders } from './alert-links';
import { readAlertToken, signAlertToken } from './alert-tokens';
import { renderConfirmMail, renderFollowNoticeMail } from './mails';


/** Why a follow was refused: the shop or category is not one visitors of the edition can see. */
export type FollowRefusal = 'unknownStore' | 'unknownCategory';

type Transaction = Parameters<Parameters<Db['transaction']>[0]>[0];
type Subscriber = typeof alertSubscribers.$inferSelect;

/** What is followed, in words for the mail: the shop's or the category's name, or the searched words; null when it is not there. */
async function followedWords(db: Db, edition: EditionId, target: AlertTarget): Promise<string | null> {
  if (target.kind === 'query') return target.query;
  const [row] =
    target.kind === 'store'
      ? await db
          .select({ name: stores.name })
          .from(stores)
          .where(and(eq(stores.id, target.storeId), eq(stores.edition, edition), publishedRows(stores)))
      : await db
          .select({ name: categories.name })
          .from(categories)
          .where(and(eq(categories.id, target.categoryId), eq(categories.edition, edition)));
  return row?.name ?? null;
}

/** The address's row, created pending on its first follow and held until the transaction ends. */
async function heldSubscriber(tx: Transaction, edition: EditionId, email: string, source: string, now: Date): Promise<Subscriber> {
  // Two first follows of one address at once: the second waits for the first's row, then takes it.
  const [created] = await tx.insert(alertSubscribers).values({ edition, email, consentSource: source, requestedAt: now }).onConflictDoNothing().returning();
  if (created) return created;
  const [existing] = await tx
    .select()
    .from(alertSubscribers)
    .where(and(eq(alertSubscribers.edition, edition), eq(alertSubscribers.email, email)))
    .for('update');
  if (existing.status === 'pending') await tx.update(alertSubscribers).set({ requestedAt: now }).where(eq(alertSubscribers.id, existing.id));
  return existing;
}

/** The columns that say what an alert follows: the ones a kind leaves empty stay null. */
const targetColumns = (target: AlertTarget) => ({
  kind: target.kind,
  storeId: target.kind === 'store' ? target.storeId : null,
  categoryId: target.kind === 'category' ? target.categoryId : null,
  query: target.kind === 'query' ? target.query : null,
});

/** The alert of that address that follows that thing (a kind fills only its own column). */
function sameTarget(subscriberId: number, target: AlertTarget): SQL {
  const followed =
    target.kind === 'store' ? eq(alerts.storeId, target.storeId) : target.kind === 'category' ? eq(alerts.categoryId, target.categoryId) : eq(alerts.query, target.query);
  return and(eq(alerts.subscriberId, subscriberId), eq(alerts.kind, target.kind), followed)!;
}

/**
 * A visitor follows a shop, a category or a search's words. A new or pending address gets the alert and a
 * confirmation mail (a fresh one each time, its link valid 48 h); a confirmed one gets the alert and a notice that it
 * now follows it, unless it followed it already (then nothing changes). Everything is written before the caller
 * answers, and it answers the same in every case: the form never tells who follows what.
 */
export async function follow(db: Db, edition: EditionId, request: AlertSubscription, now = new Date()): Promise<FollowRefusal | 'followed'> {
  const target = alertTargetOf(request);
  const followed = await followedWords(db, edition, target);
  if (followed === null) return target.kind === 'store' ? 'unknownStore' : 'unknownCategory';
  // Read before the transaction: on the embedded database a query outside it would wait for it to end.
  const key = await jwtSecret(db);
  const email = request.email.trim().toLowerCase();
  await db.transaction(async (tx) => {
    const subscriber = await heldSubscriber(tx, edition, email, alertSourceOf(request), now);
    const [added] = await tx
      .insert(alerts)
      .values({ subscriberId: subscriber.id, ...targetColumns(target), frequency: request.frequency, createdAt: now })
      .onConflictDoNothing()
      .returning({ id: alerts.id });
    const confirmed = subscriber.status === 'confirmed';
    if (confirmed && !added) return;
    const alertId = added?.id ?? (await tx.select({ id: alerts.id }).from(alerts).where(sameTarget(subscriber.id, target)))[0].id;
    const claims = { subscriber: subscriber.id, email };
    const [manageToken, unsubscribeToken] = await Promise.all([
      signAlertToken(key, 'alerts-manage', claims, now),
      signAlertToken(key, 'alert-unsubscribe', { ...claims, alert: alertId }, now),
    ]);
    const manageUrl = alertsPageUrl(edition, manageToken);
    const mail = confirmed
      ? await renderFollowNoticeMail({ edition, followed, manageUrl })
      : await renderConfirmMail({ edition, followed, manageUrl, confirmUrl: alertsPageUrl(edition, await signAlertToken(key, 'alerts-confirm', claims, now), 'confirm') });
    await queueMail(tx, {
      edition,
      purpose: confirmed ? alertMailPurpose.notice : alertMailPurpose.confirm,
      to: email,
      ...mail,
      headers: oneClickAlertHeaders(edition, unsubscribeToken),
    });
  });
  return 'followed';
}

/** The address a signed link names on this edition: the token's subscriber, still at the token's e-mail. */
export async function subscriberOf(db: Db, edition: EditionId, claims: { subscriber: number; email: string }): Promise<Subscriber | null> {
  const [row] = await db
    .select()
    .from(alertSubscribers)
    .where(and(eq(alertSubscribers.id, claims.subscriber), eq(alertSubscribers.edition, edition), eq(alertSubscribers.email, claims.email)));
  return row ?? null;
}

export type ConfirmOutcome = { status: 'confirmed'; manageToken: string } | 'expired' | 'invalid';

/**
 * The link of the confirmation mail was followed: the address is confirmed (once; following it again changes
 * nothing), and its alerts start mailing. The answer carries the manage token, so the page can list them at once.
 */
export async function confirmAddress(db: Db, edition: EditionId, token: string, now = new Date()): Promise<ConfirmOutcome> {
  const key = await jwtSecret(db);
  const claims = await readAlertToken(key, 'alerts-confirm', token, now);
  if (typeof claims === 'string') return claims;
  // Forgotten since, or another edition's: the link confirms nothing.
  const row = await subscriberOf(db, edition, claims);
  if (!row) return 'invalid';
  if (row.status === 'pending') await db.update(alertSubscribers).set({ status: 'confirmed', confirmedAt: now }).where(eq(alertSubscribers.id, row.id));
  return { status: 'confirmed', manageToken: await signAlertToken(key, 'alerts-manage', claims, now) };
}

/**
 * The one-click removal of one alert from its mail (RFC 8058): that alert goes, the address's others stay. An alert
 * or address already gone is as good as removed; a forged link, or another edition's, changes nothing.
 */
export async function stopOneAlert(db: Db, edition: EditionId, token: string, now = new Date()): Promise<'unsubscribed' | 'invalid'> {
  const claims = await readAlertToken(await jwtSecret(db), 'alert-unsubscribe', token, now);
  if (typeof claims === 'string' || claims.alert === undefined) return 'invalid';
  const [row] = await db.select({ edition: alertSubscribers.edition, email: alertSubscribers.email }).from(alertSubscribers).where(eq(alertSubscribers.id, claims.subscriber));
  if (row && row.edition !== edition) return 'invalid';
  if (row?.email === claims.email) await db.delete(alerts).where(and(eq(alerts.id, claims.alert), eq(alerts.subscriberId, claims.subscriber)));
  return 'unsubscribed';
}

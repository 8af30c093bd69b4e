import { and, eq } from 'drizzle-orm';
import { absoluteUrl, editions, type EditionId } from '@/lib/editions';
import type { NewsletterSubscription } from '@/lib/schemas/visitor-forms';
import { newsletterSubscribers } from '@/server/db/schema';
import type { Db } from '@/server/db/types';
import { jwtSecret } from '../auth/jwt-secret';
import { queueMail } from '../mail/outbox';
import { visitorWords } from '@/lib/forms/visitor-words';
import { readLinkToken, signLinkToken } from './link-tokens';

/** The page a newsletter link opens, on the edition's own domain. */
export const newsletterPagePath = '/newsletter';

/** The one-click unsubscribe address of the mails' `List-Unsubscribe` header (RFC 8058): a POST there unsubscribes. */
export const oneClickUnsubscribeUrl = (edition: EditionId, token: string) =>
  absoluteUrl(edition, `/api/newsletter/unsubscribe/?language=${edition}&token=${encodeURIComponent(token)}`);

/** Headers every newsletter mail carries, so that mail clients offer "unsubscribe" with one click. */
export const unsubscribeHeaders = (edition: EditionId, token: string) => ({
  'List-Unsubscribe': `<${oneClickUnsubscribeUrl(edition, token)}>`,
  'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
});

/**
 * A request to subscribe. A new or unsubscribed address becomes `pending` and gets the confirmation mail; a pending
 * one gets a fresh mail; a confirmed one gets nothing. The caller answers the same in every case, so the form never
 * tells who is subscribed.
 */
export async function requestSubscription(db: Db, edition: EditionId, request: NewsletterSubscription, now = new Date()): Promise<void> {
  const email = request.email.trim().toLowerCase();
  // Read before the transaction: on the embedded database a query outside it would wait for it to end.
  const key = await jwtSecret(db);
  await db.transaction(async (tx) => {
    const [existing] = await tx
      .select()
      .from(newsletterSubscribers)
      .where(and(eq(newsletterSubscribers.edition, edition), eq(newsletterSubscribers.email, email)))
      .for('update');
    if (existing?.status === 'confirmed') return;
    const [row] = existing
      ? await tx
          .update(newsletterSubscribers)
          .set({ status: 'pending', consentSource: request.source, requestedAt: now, unsubscribedAt: null })
          .where(eq(newsletterSubscribers.id, existing.id))
          .returning({ id: newsletterSubscribers.id })
      : await tx.insert(newsletterSubscribers).values({ edition, email, consentSource: request.source, requestedAt: now }).returning({ id: newsletterSubscribers.id });
    const claims = { subscriber: row.id, email };
    const [confirmToken, unsubscribeToken] = await Promise.all([signLinkToken(key, 'newsletter-confirm', claims, now), signLinkToken(key, 'newsletter-unsubscribe', claims, now)]);
    const t = visitorWords(edition, 'mail');
    const brand = editions[edition].brandName;
    await queueMail(tx, {
      edition,
      purpose: 'newsletter_confirm',
      to: email,
      subject: t('confirmSubject', { brand }),
      text: t('confirmBody', {
        brand,
        confirmUrl: absoluteUrl(edition, `${newsletterPagePath}?confirm=${encodeURIComponent(confirmToken)}`),
        unsubscribeUrl: absoluteUrl(edition, `${newsletterPagePath}?unsubscribe=${encodeURIComponent(unsubscribeToken)}`),
      }),
      headers: unsubscribeHeaders(edition, unsubscribeToken),
    });
  });
}

export type LinkOutcome = 'confirmed' | 'unsubscribed' | 'expired' | 'invalid';

/** The confirmation link was followed: the subscriber is confirmed (once; following it again changes nothing). */
export async function confirmSubscription(db: Db, edition: EditionId, token: string, now = new Date()): Promise<LinkOutcome> {
  const claims = await readLinkToken(await jwtSecret(db), 'newsletter-confirm', token, now);
  if (typeof claims === 'string') return claims;
  const [row] = await db
    .select()
    .from(newsletterSubscribers)
    .where(and(eq(newsletterSubscribers.id, claims.subscriber), eq(newsletterSubscribers.edition, edition), eq(newsletterSubscribers.email, claims.email)));
  // Unsubscribed since: an old confirmation mail does not subscribe them again.
  if (!row || row.status === 'unsubscribed') return 'invalid';
  if (row.status === 'pending') await db.update(newsletterSubscribers).set({ status: 'confirmed', confirmedAt: now }).where(eq(newsletterSubscribers.id, row.id));
  return 'confirmed';
}

/** An unsubscribe link or one-click POST: the address leaves the list at once. */
export async function unsubscribe(db: Db, edition: EditionId, token: string, now = new Date()): Promise<LinkOutcome> {
  const claims = await readLinkToken(await jwtSecret(db), 'newsletter-unsubscribe', token, now);
  if (typeof claims === 'string') return claims;
  const [row] = await db
    .select({ id: newsletterSubscribers.id, status: newsletterSubscribers.status })
    .from(newsletterSubscribers)
    .where(and(eq(newsletterSubscribers.id, claims.subscriber), eq(newsletterSubscribers.edition, edition), eq(newsletterSubscribers.email, claims.email)));
  if (!row) return 'invalid';
  if (row.status !== 'unsubscribed') await db.update(newsletterSubscribers).set({ status: 'unsubscribed', unsubscribedAt: now }).where(eq(newsletterSubscribers.id, row.id));
  return 'unsubscribed';
}

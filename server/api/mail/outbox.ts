import { and, asc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { EditionId } from '@/lib/editions';
import { emailOutbox } from '@/server/db/schema';
import type { Db } from '@/server/db/types';

/** A mail as the site writes it; the sender is the edition's (see `senderOf`). */
export interface OutgoingMail {
  edition: EditionId;
  purpose: string;
  to: string;
  replyTo?: string | null;
  subject: string;
  text: string;
  /** The HTML part beside the text, for the mails that have one. */
  html?: string | null;
  /** A mail that must go once whoever queues it: the outbox holds one mail per key (its unique index refuses a second). */
  dedupeKey?: string | null;
  headers?: Record<string, string>;
}

/** Something that hands a mail to an SMTP server: nodemailer in the site, a stub or a local server in tests. */
export type MailSender = (mail: OutgoingMail & { id: number }) => Promise<void>;

/** Tries before a mail is given up as `failed`: with the waits below, about a day and a half. */
export const MAX_ATTEMPTS = 10;
/** How long a worker holds the mails it took: another instance takes them over if it died meanwhile. */
const HOLD_SECONDS = 120;

/** The wait after the n-th failed try: 1 min, 2, 4… up to 6 hours. */
export const retryDelaySeconds = (attempts: number) => Math.min(60 * 2 ** Math.max(0, attempts - 1), 6 * 3600);

/** The outbox row of a mail as the site writes it. */
const rowOf = (mail: OutgoingMail) => ({
  edition: mail.edition,
  purpose: mail.purpose,
  to: mail.to,
  replyTo: mail.replyTo ?? null,
  subject: mail.subject,
  text: mail.text,
  html: mail.html ?? null,
  dedupeKey: mail.dedupeKey ?? null,
  headers: mail.headers ?? {},
});

/**
 * Writes a mail into the outbox (in the caller's transaction, with what it is about). Nothing is sent here. Answers
 * whether it was queued: a mail whose `dedupeKey` is already in the outbox is not queued again, whoever wrote it.
 */
export async function queueMail(db: Pick<Db, 'insert'>, mail: OutgoingMail): Promise<boolean> {
  const queued = await db.insert(emailOutbox).values(rowOf(mail)).onConflictDoNothing({ target: emailOutbox.dedupeKey }).returning({ id: emailOutbox.id });
  return queued.length > 0;
}

/**
 * Writes many mails in one statement (a digest's batch), each kept out when its `dedupeKey` is already in the outbox.
 * Answers the keys of the mails queued (the mails without a key are all queued, and have none to answer).
 */
export async function queueMails(db: Pick<Db, 'insert'>, mails: OutgoingMail[]): Promise<Set<string>> {
  if (mails.length === 0) return new Set();
  const queued = await db
    .insert(emailOutbox)
    .values(mails.map(rowOf))
    .onConflictDoNothing({ target: emailOutbox.dedupeKey })
    .returning({ key: emailOutbox.dedupeKey });
  return new Set(queued.flatMap((row) => (row.key === null ? [] : [row.key])));
}

/**
 * Sends the mails that are due, at most `batch`: each is taken (held for a while, so two instances never send it
 * twice), handed to `send`, then marked sent, or put back with a later try and the error. Answers how many went.
 */
export async function deliverDueMail(db: Db, send: MailSender, now = new Date(), batch = 20): Promise<{ sent: number; failed: number }> {
  const holdUntil = new Date(now.getTime() + HOLD_SECONDS * 1000);
  const taken = await db.transaction(async (tx) => {
    const due = await tx
      .select({ id: emailOutbox.id })
      .from(emailOutbox)
      .where(and(eq(emailOutbox.status, 'pending'), lte(emailOutbox.nextAttemptAt, now), or(isNull(emailOutbox.lockedUntil), lte(emailOutbox.lockedUntil, now))))
      .orderBy(asc(emailOutbox.nextAttemptAt), asc(emailOutbox.id))
      .limit(batch)
      .for('update', { skipLocked: true });
    if (!due.length) return [];
    return tx
      .update(emailOutbox)
      .set({ lockedUntil: holdUntil })
      .where(inArray(
        emailOutbox.id,
        due.map((row) => row.id),
      ))
      .returning();
  });
  let sent = 0;
  let failed = 0;
  for (const row of taken.sort((a, b) => a.id - b.id)) {
    try {
      await send({ id: row.id, edition: row.edition as EditionId, purpose: row.purpose, to: row.to, replyTo: row.replyTo, subject: row.subject, text: row.text, html: row.html, headers: row.headers });
      await db.update(emailOutbox).set({ status: 'sent', sentAt: new Date(), attempts: row.attempts + 1, lockedUntil: null, lastError: null }).where(eq(emailOutbox.id, row.id));
      sent++;
    } catch (error) {
      const attempts = row.attempts + 1;
      const message = error instanceof Error ? error.message : String(error);
      await db
        .update(emailOutbox)
        .set({
          attempts,
          status: attempts >= MAX_ATTEMPTS ? 'failed' : 'pending',
          nextAttemptAt: new Date(now.getTime() + retryDelaySeconds(attempts) * 1000),
          lockedUntil: null,
          lastError: message.slice(0, 1000),
        })
        .where(eq(emailOutbox.id, row.id));
      failed++;
    }
  }
  return { sent, failed };
}

/** How many mails wait, for the health of the outbox. */
export async function pendingMailCount(db: Db): Promise<number> {
  const [{ n }] = await db.select({ n: sql<number>`count(*)::int` }).from(emailOutbox).where(eq(emailOutbox.status, 'pending'));
  return n;
}

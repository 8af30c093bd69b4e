import { sql } from 'drizzle-orm';
import type { AlertFrequency } from '@/lib/alerts/constants';
import { queueMails } from '@/server/api/mail/outbox';
import { queryRows } from '@/server/db/raw';
import type { Db } from '@/server/db/types';
import { oneClickAlertHeaders } from './alert-links';
import { ALERT_DIGEST_PURPOSE } from './digest-periods';
import type { PlannedDigest } from './digest-plan';
import type { DigestMailInput } from './mail-shapes';
import { renderDigestMail } from './mails';

const array = <T>(values: readonly T[]) => sql.param([...values]);

/**
 * The digest without the sections whose alert stopped mailing and the entries mailed meanwhile; null when nothing is
 * left. The same object when nothing changed, so the mail already rendered is kept.
 */
function stillToSay(input: DigestMailInput, liveAlerts: Set<number>, sent: Set<number> | undefined): DigestMailInput | null {
  let changed = false;
  const sections = input.sections.flatMap((section) => {
    if (!liveAlerts.has(section.alertId)) {
      changed = true;
      return [];
    }
    const entries = sent ? section.entries.filter((entry) => !sent.has(entry.promotionId)) : section.entries;
    if (entries.length !== section.entries.length) changed = true;
    return entries.length ? [entries === section.entries ? section : { ...section, entries }] : [];
  });
  if (!sections.length) return null;
  return changed ? { ...input, sections } : input;
}

/**
 * Queues a batch's digests and records them, in ONE transaction: the mails go into the outbox, their promotions into
 * `alert_sent`, and each address's last mail moves to `now`, all or none. A crash before the commit leaves nothing,
 * so the next run plans the same mails again; after it, those promotions are never planned again.
 *
 * Two runs at once (two instances, a schedule and an admin) meet on the addresses' rows: each locks its batch's rows
 * first (in id order, so they never deadlock), and then takes only the addresses whose last mail is still the one it
 * planned from, whose mail of that period is not in the outbox yet, and only the promotions not recorded meanwhile (a
 * daily and an instant digest of one address take turns the same way). The outbox's unique key on each mail stands
 * behind all this: whatever happened, it holds one digest per address and period. Answers how many mails were queued.
 */
export async function recordDigests(db: Db, frequency: AlertFrequency, plans: PlannedDigest[], now: Date): Promise<number> {
  if (plans.length === 0) return 0;
  const last = sql.raw(frequency === 'daily' ? 'last_daily_at' : 'last_instant_at');
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const held = await queryRows<{ id: number; seen: string | null }>(
      tx,
      sql`select id, ${last}::text as seen from alert_subscribers
          where id = any(${array(plans.map((plan) => plan.subscriber.id))}::int[]) and status = 'confirmed'
          order by id for update`,
    );
    const seen = new Map(held.map((row) => [row.id, row.seen]));
    let kept = plans.filter((plan) => seen.has(plan.subscriber.id) && seen.get(plan.subscriber.id) === plan.subscriber.seen);
    if (!kept.length) return 0;

    const alreadyQueued = await queryRows<{ key: string }>(tx, sql`select dedupe_key as key from email_outbox where dedupe_key = any(${array(kept.map((plan) => plan.dedupeKey))}::text[])`);
    const queuedKeys = new Set(alreadyQueued.map((row) => row.key));
    kept = kept.filter((plan) => !queuedKeys.has(plan.dedupeKey));
    if (!kept.length) return 0;

    const alertIds = kept.flatMap((plan) => plan.input.sections.map((section) => section.alertId));
    const promotionIds = [...new Set(kept.flatMap((plan) => plan.input.sections.flatMap((section) => section.entries.map((entry) => entry.promotionId))))];
    const live = await queryRows<{ id: number }>(tx, sql`select id from alerts where id = any(${array(alertIds)}::int[]) and frequency = ${frequency} and not paused`);
    const sentRows = await queryRows<{ subscriberId: number; promotionId: number }>(
      tx,
      sql`select subscriber_id as "subscriberId", promotion_id as "promotionId" from alert_sent
          where subscriber_id = any(${array(kept.map((plan) => plan.subscriber.id))}::int[]) and promotion_id = any(${array(promotionIds)}::int[])`,
    );
    const liveAlerts = new Set(live.map((row) => row.id));
    const sent = new Map<number, Set<number>>();
    for (const row of sentRows) sent.set(row.subscriberId, (sent.get(row.subscriberId) ?? new Set()).add(row.promotionId));

    const final: { plan: PlannedDigest; input: DigestMailInput; mail: PlannedDigest['mail'] }[] = [];
    for (const plan of kept) {
      const input = stillToSay(plan.input, liveAlerts, sent.get(plan.subscriber.id));
      if (!input) continue;
      final.push({ plan, input, mail: input === plan.input ? plan.mail : await renderDigestMail(input) });
    }
    const queued = await queueMails(
      tx,
      final.map(({ plan, input, mail }) => ({
        edition: plan.subscriber.edition,
        purpose: ALERT_DIGEST_PURPOSE,
        to: plan.subscriber.email,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        // The first section of the mail as it goes (one may have been dropped since it was planned).
        headers: oneClickAlertHeaders(plan.subscriber.edition, plan.unsubscribeTokens.get(input.sections[0].alertId)!),
        dedupeKey: plan.dedupeKey,
      })),
    );
    const done = final.filter(({ plan }) => queued.has(plan.dedupeKey));
    if (!done.length) return 0;

    // A promotion shown in two sections of a mail is recorded once.
    const pairs = new Map<string, [number, number]>();
    for (const { plan, input } of done) {
      for (const section of input.sections) for (const entry of section.entries) pairs.set(`${plan.subscriber.id}:${entry.promotionId}`, [plan.subscriber.id, entry.promotionId]);
    }
    const rows = [...pairs.values()];
    await tx.execute(
      sql`insert into alert_sent (subscriber_id, promotion_id, sent_at)
          select s, p, ${now.toISOString()}::timestamptz from unnest(${array(rows.map(([s]) => s))}::int[], ${array(rows.map(([, p]) => p))}::int[]) as v(s, p)
          on conflict do nothing`,
    );
    await tx.execute(sql`update alert_subscribers set ${last} = ${now.toISOString()}::timestamptz where id = any(${array(done.map(({ plan }) => plan.subscriber.id))}::int[])`);
    return done.length;
  });
}

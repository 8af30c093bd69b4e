import { editionIds, type EditionId } from '@/lib/editions';
import type { AlertFrequency } from '@/lib/alerts/constants';
import { jwtSecret } from '@/server/api/auth/jwt-secret';
import type { Db } from '@/server/db/types';
import { subscriberBatch } from './digest-batch';
import { planDigests } from './digest-plan';
import { recordDigests } from './digest-record';

/** Addresses per batch: a batch's alerts, new promotions and rendered mails are all a run holds at once. */
export const DIGEST_BATCH_SIZE = 500;

export interface DigestOptions {
  /** Daily (the default) or instant alerts. */
  frequency?: AlertFrequency;
  /** The run's clock: what is new, valid, and the period of its mails are counted from it. */
  now?: Date;
  /** The editions whose addresses are mailed; all by default. */
  editions?: readonly EditionId[];
  /** Told after each batch that queued mail, so the outbox worker sends it while the run goes on. */
  onQueued?: (mails: number) => void;
}

/**
 * Mails every confirmed address following something (with that frequency, not paused) what is new for it since its
 * last mail: one digest per address, in batches of addresses by id, each batch planned and recorded on its own (see
 * planDigests and recordDigests). Nothing new: no mail. Safe to run again, or twice at once: nothing goes twice.
 */
export async function runDigest(db: Db, options: DigestOptions = {}): Promise<{ mailsQueued: number }> {
  const frequency = options.frequency ?? 'daily';
  const now = options.now ?? new Date();
  const editions = options.editions ?? editionIds;
  if (editions.length === 0) return { mailsQueued: 0 };
  const key = await jwtSecret(db);
  let after = 0;
  let mailsQueued = 0;
  for (;;) {
    const batch = await subscriberBatch(db, { frequency, editions, after, now, size: DIGEST_BATCH_SIZE });
    if (batch.length === 0) break;
    after = batch[batch.length - 1].id;
    const plans = await planDigests(db, batch, { frequency, now, key });
    const queued = await recordDigests(db, frequency, plans, now);
    mailsQueued += queued;
    if (queued > 0) options.onQueued?.(queued);
    if (batch.length < DIGEST_BATCH_SIZE) break;
  }
  return { mailsQueued };
}

import type { Db } from '@/server/db/types';
import { runAlone } from '@/server/db/run-alone';
import { providerListFromEnv, syncProviderLists, type ProviderList } from '../newsletter/provider-list';
import { deliverDueMail, type MailSender } from './outbox';
import { smtpSender } from './smtp';
import { log } from '@/lib/log/logger.mjs';

/** How often the outbox is looked at when nothing new was queued: retries come due on their own. */
const POLL_MS = 30_000;

interface Worker {
  kick: () => void;
}

const key = Symbol.for('vacances.outbox-worker');
type Holder = { [key]?: Worker };

/**
 * Sends the outbox in the background of the server process: at once when a mail was queued (`kick`), and every
 * 30 s for the retries; and brings the mailing-list provider's list in step with the newsletter's. Without SMTP_URL
 * mail waits, without a provider key there is no second list. One worker per process; instances sharing a
 * database never send one mail twice (see `deliverDueMail`).
 */
export function outboxWorker(getDb: () => Promise<Db>, sender: MailSender | null = smtpSender(), providerList: ProviderList | null = providerListFromEnv()): Worker {
  const holder = globalThis as Holder;
  if (holder[key]) return holder[key];
  if (!sender && !providerList) return (holder[key] = { kick: () => {} });
  let running = false;
  let again = false;
  const run = async () => {
    if (running) {
      again = true;
      return;
    }
    running = true;
    try {
      do {
        again = false;
        const db = await getDb();
        const sent = sender ? (await deliverDueMail(db, sender)).sent : 0;
        // Mail is claimed row by row (each instance sends what it locked); the provider's list is brought in step by
        // one instance at a time.
        if (providerList) await runAlone(db, 'newsletter-provider-sync', () => syncProviderLists(db, providerList));
        if (sent > 0) again = true;
      } while (again);
    } catch (error) {
      log.error({ err: error }, 'the mail outbox could not be sent');
    } finally {
      running = false;
    }
  };
  setInterval(run, POLL_MS).unref();
  return (holder[key] = { kick: () => void run() });
}

import { and, asc, eq, isNotNull, isNull } from 'drizzle-orm';
import { editionIds, editions, type EditionId } from '@/lib/editions';
import { newsletterSubscribers } from '@/server/db/schema';
import type { Db } from '@/server/db/types';
import { log } from '@/lib/log/logger.mjs';

/** Adds an address to, or takes it off, the provider's list `listId`. Throws when the provider refuses. */
export interface ProviderList {
  add: (email: string, listId: string) => Promise<void>;
  remove: (email: string, listId: string) => Promise<void>;
}

const DEFAULT_API_URL = 'https://api.brevo.com/v3/contacts';

/**
 * The mailing-list provider's contacts API (`NEWSLETTER_LIST_API_URL`, Brevo's by default) with the account's key
 * (`NEWSLETTER_LIST_API_KEY`), or null without a key: the site's own list is then the only one.
 */
export function providerListFromEnv(): ProviderList | null {
  const key = process.env.NEWSLETTER_LIST_API_KEY?.trim();
  if (!key) return null;
  const base = (process.env.NEWSLETTER_LIST_API_URL?.trim() || DEFAULT_API_URL).replace(/\/$/, '');
  const call = async (url: string, method: string, body: unknown) => {
    const res = await fetch(url, { method, headers: { 'api-key': key, 'content-type': 'application/json', accept: 'application/json' }, body: JSON.stringify(body), signal: AbortSignal.timeout(10_000) });
    if (!res.ok) throw new Error(`the mailing-list provider answered ${res.status}`);
  };
  return {
    add: (email, listId) => call(base, 'POST', { email, listIds: [Number(listId)], updateEnabled: true }),
    remove: (email, listId) => call(`${base}/${encodeURIComponent(email)}`, 'PUT', { unlinkListIds: [Number(listId)] }),
  };
}

/**
 * Keeps the provider's list in step with the site's, for each edition that has one: a confirmed subscriber joins
 * it, one who unsubscribed leaves it. Only confirmed addresses ever reach the provider. A refusal is tried again
 * on the next round; answers how many addresses were brought in step.
 */
export async function syncProviderLists(db: Db, provider: ProviderList, now = new Date(), batch = 50): Promise<number> {
  let done = 0;
  for (const edition of editionIds) {
    const listId = editions[edition].thirdParty.newsletterPopup.listId;
    if (!listId) continue;
    done += await syncEdition(db, provider, edition, listId, now, batch);
  }
  return done;
}

async function syncEdition(db: Db, provider: ProviderList, edition: EditionId, listId: string, now: Date, batch: number): Promise<number> {
  const s = newsletterSubscribers;
  const [joining, leaving] = await Promise.all([
    db.select({ id: s.id, email: s.email }).from(s).where(and(eq(s.edition, edition), eq(s.status, 'confirmed'), isNull(s.onProviderListAt))).orderBy(asc(s.id)).limit(batch),
    db.select({ id: s.id, email: s.email }).from(s).where(and(eq(s.edition, edition), eq(s.status, 'unsubscribed'), isNotNull(s.onProviderListAt))).orderBy(asc(s.id)).limit(batch),
  ]);
  let done = 0;
  for (const [rows, step, mark] of [
    [joining, provider.add, now],
    [leaving, provider.remove, null],
  ] as const) {
    for (const row of rows) {
      try {
        await step(row.email, listId);
      } catch (error) {
        log.error({ err: error }, 'the newsletter provider list could not be updated');
        return done;
      }
      await db.update(s).set({ onProviderListAt: mark }).where(eq(s.id, row.id));
      done++;
    }
  }
  return done;
}

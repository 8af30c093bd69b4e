import { and, eq, sql } from 'drizzle-orm';
import { editions, type EditionId } from '@/lib/editions';
import type { ContactMessage, SharedCode, SuggestedShop } from '@/lib/schemas/visitor-forms';
import { formSubmissions, stores } from '@/server/db/schema';
import type { Db } from '@/server/db/types';
import { queueMail } from '../mail/outbox';
import { visitorWords } from '@/lib/forms/visitor-words';

/** Lower case, accents and spaces gone: `Booking.com ` and `booking.com` are one shop, `ete 2027` and `ETE2027` one code. */
export const dedupePart = (value: string) =>
  value
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '');

/** The contact message is stored, and its mail to the edition's address queued, in one transaction: both or neither. */
export async function storeContactMessage(db: Db, edition: EditionId, message: ContactMessage): Promise<number> {
  const t = visitorWords(edition, 'mail');
  const brand = editions[edition].brandName;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(formSubmissions)
      .values({ edition, kind: 'contact', email: message.email, payload: { name: message.name, subject: message.subject, message: message.message, privacy_accepted_at: new Date().toISOString() } })
      .returning({ id: formSubmissions.id });
    await queueMail(tx, {
      edition,
      purpose: 'contact',
      to: editions[edition].contactEmail,
      replyTo: message.email,
      // One line: what a visitor typed never starts a header of its own.
      subject: t('contactSubject', { brand, subject: message.subject.replace(/\s+/g, ' ') }),
      text: t('contactBody', { brand, name: message.name, email: message.email, subject: message.subject, message: message.message }),
    });
    return row.id;
  });
}

/** The edition's shop of that name, whatever the capitals and accents, or null for a shop the site does not have yet. */
async function shopNamed(db: Db, edition: EditionId, name: string): Promise<number | null> {
  const [row] = await db
    .select({ id: stores.id })
    .from(stores)
    .where(and(eq(stores.edition, edition), sql`lower(unaccent(${stores.name})) = lower(unaccent(${name.trim()}))`))
    .limit(1);
  return row?.id ?? null;
}

/**
 * A queued submission of the moderation queue; the same one sent again (same `dedupeKey`) counts on its row, so
 * editors see one code shared by ten visitors as one row with 10.
 */
async function queueForModeration(db: Db, edition: EditionId, kind: 'share_code' | 'suggest_shop', email: string | null, dedupeKey: string, payload: Record<string, unknown>) {
  const [row] = await db
    .insert(formSubmissions)
    .values({ edition, kind, email, payload, dedupeKey })
    .onConflictDoUpdate({
      target: [formSubmissions.edition, formSubmissions.kind, formSubmissions.dedupeKey],
      targetWhere: sql`dedupe_key is not null`,
      set: { count: sql`${formSubmissions.count} + 1`, lastSubmittedAt: sql`now()`, email: sql`coalesce(${formSubmissions.email}, excluded.email)` },
    })
    .returning({ id: formSubmissions.id, count: formSubmissions.count });
  return row;
}

export async function storeSharedCode(db: Db, edition: EditionId, shared: SharedCode) {
  const storeId = await shopNamed(db, edition, shared.store);
  const what = shared.no_code ? `offer:${dedupePart(shared.offer)}` : `code:${dedupePart(shared.code ?? '')}`;
  return queueForModeration(db, edition, 'share_code', shared.email ?? null, `${dedupePart(shared.store)}|${what}`, {
    store: shared.store,
    store_id: storeId,
    code: shared.no_code ? null : (shared.code ?? null),
    offer: shared.offer,
    expires_at: shared.expires_at ?? null,
    link: shared.link ?? null,
  });
}

export async function storeSuggestedShop(db: Db, edition: EditionId, suggested: SuggestedShop) {
  const host = new URL(suggested.site).hostname.replace(/^www\./, '');
  return queueForModeration(db, edition, 'suggest_shop', suggested.email ?? null, dedupePart(host), { store: suggested.store, site: suggested.site });
}

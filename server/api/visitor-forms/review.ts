import { and, eq } from 'drizzle-orm';
import { editions, type EditionId } from '@/lib/editions';
import { promotionDefaults } from '@/lib/schemas/promotion-write';
import { storeDefaults } from '@/lib/schemas/store-write';
import { endOfDayIn } from '@/lib/time';
import { formSubmissions, stores } from '@/server/db/schema';
import type { Db } from '@/server/db/types';
import { visitorWords } from '@/lib/forms/visitor-words';
import { refusedFields } from '../core/editor-refusal';
import { queueMail } from '../mail/outbox';
import { savePromotion } from '../promotions/editing';
import { saveStore } from '../stores/editing';

export type Submission = typeof formSubmissions.$inferSelect;

/** A submission as editors read it. */
export const serializeSubmission = (row: Submission) => ({
  id: row.id,
  edition: row.edition,
  kind: row.kind,
  status: row.status,
  email: row.email,
  ...row.payload,
  count: row.count,
  created_at: row.createdAt.toISOString(),
  last_submitted_at: row.lastSubmittedAt.toISOString(),
  handled_at: row.handledAt?.toISOString() ?? null,
  handled_by: row.handledBy,
  created_entity_id: row.createdEntityId,
});

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * The draft an approval makes, prefilled from what the visitor sent: a promotion for a shared code (in the shop the
 * editor chose, else the one its name matched), a shop for a suggested one. Nothing is published: the editor
 * completes the draft and publishes it.
 */
export async function draftFromSubmission(db: Db, edition: EditionId, row: Submission, chosenStore: number | undefined) {
  const p = row.payload;
  if (row.kind === 'suggest_shop') {
    const saved = await saveStore(db, edition, null, { ...storeDefaults, name: text(p.store).slice(0, 100), website_url: text(p.site), status: 'draft' }, null);
    return { entity: 'store' as const, ...saved };
  }
  const storeId = chosenStore ?? (typeof p.store_id === 'number' ? p.store_id : undefined);
  if (!storeId) throw refusedFields(edition, { store: [{ key: 'storeToChoose', values: { name: text(p.store) } }] });
  const [store] = await db.select({ link: stores.websiteUrl }).from(stores).where(and(eq(stores.id, storeId), eq(stores.edition, edition)));
  if (!store) throw refusedFields(edition, { store: [{ key: 'unknownStore', values: { id: String(storeId) } }] });
  const code = text(p.code) || null;
  const expires = text(p.expires_at);
  const saved = await savePromotion(
    db,
    edition,
    null,
    {
      ...promotionDefaults,
      title: text(p.offer).slice(0, 200),
      offer: '',
      link: text(p.link) || store.link,
      kind: code ? 'code' : 'offer',
      code,
      store: storeId,
      expires_at: expires ? endOfDayIn(expires, editions[edition].timeZone) : null,
      is_verified: false,
      status: 'draft',
    },
    null,
  );
  return { entity: 'promotion' as const, ...saved };
}

/** The thanks the visitor who shared a code asked for, once an editor took it up. */
export async function queueSharedCodeThanks(db: Db, edition: EditionId, to: string, store: string): Promise<void> {
  const t = visitorWords(edition, 'mail');
  const brand = editions[edition].brandName;
  await queueMail(db, { edition, purpose: 'shared_code_thanks', to, subject: t('sharedCodeThanksSubject', { store }), text: t('sharedCodeThanksBody', { store, brand }) });
}

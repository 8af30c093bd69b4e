import { and, eq, inArray, sql } from 'drizzle-orm';
import type { ConversionNetwork } from '@/lib/schemas/conversions';
import { clicks, conversions, conversionUploads } from '@/server/db/schema';
import type { Db } from '@/server/db/types';
import type { ReportConversion } from './conversion-report';

/**
 * Stores a read report's conversions under a new upload, in batches: one query finds a batch's clicks, one its
 * conversions already stored, one writes what is new or changed. A line stored before and unchanged is not written;
 * one whose click was unknown and now exists takes the click's place in the figures.
 */

/** Lines per batch: a thousand rows of thirteen values stay far below PostgreSQL's 65,535 parameters. */
const BATCH = 1000;

/** A skipped line's field and what is wrong, in the words of the admin who uploaded it. */
export interface UploadError {
  row: number;
  field: string;
  message: string;
}

export interface ConversionImport {
  network: ConversionNetwork;
  fileName: string;
  uploadedBy: number;
  rows: number;
  conversions: ReportConversion[];
  /** What is wrong with them, as the upload keeps and answers it (a long list cut short). */
  errors: UploadError[];
}

/** Where a conversion sits in the figures: copied from its click. */
interface Placement {
  clickDay: string | null;
  edition: string | null;
  kind: (typeof clicks.$inferSelect)['kind'] | null;
  itemId: number | null;
  storeId: number | null;
  page: string | null;
}

const unplaced: Placement = { clickDay: null, edition: null, kind: null, itemId: null, storeId: null, page: null };

type Stored = typeof conversions.$inferSelect;

const placementOf = (row: Stored): Placement => ({ clickDay: row.clickDay, edition: row.edition, kind: row.kind, itemId: row.itemId, storeId: row.storeId, page: row.page });

const samePlacement = (a: Placement, b: Placement) =>
  a.clickDay === b.clickDay && a.edition === b.edition && a.kind === b.kind && a.itemId === b.itemId && a.storeId === b.storeId && a.page === b.page;

/** Whether the report says something else of a stored conversion than what is stored. */
const changed = (stored: Stored, line: ReportConversion, placement: Placement) =>
  stored.status !== line.status ||
  stored.commissionCents !== line.commissionCents ||
  stored.currency !== line.currency ||
  stored.clickId !== line.clickId ||
  stored.occurredAt.getTime() !== line.occurredAt.getTime() ||
  !samePlacement(placementOf(stored), placement);

/**
 * The place a line takes: a stored conversion of the same click keeps its copy (the click may be gone since, past
 * its days); otherwise the click's, when it exists.
 */
function placementFor(line: ReportConversion, stored: Stored | undefined, click: Placement | undefined): Placement {
  if (stored && stored.clickId === line.clickId && stored.clickDay !== null) return placementOf(stored);
  return click ?? unplaced;
}

interface Tally {
  created: number;
  updated: number;
  unchanged: number;
  unmatched: number;
}

async function importBatch(tx: Db, network: ConversionNetwork, uploadId: number, batch: ReportConversion[], tally: Tally): Promise<void> {
  const clickIds = [...new Set(batch.map((line) => line.clickId))];
  const [clickRows, storedRows] = await Promise.all([
    tx
      .select({ clickId: clicks.clickId, clickDay: clicks.day, edition: clicks.edition, kind: clicks.kind, itemId: clicks.itemId, storeId: clicks.storeId, page: clicks.page })
      .from(clicks)
      .where(inArray(clicks.clickId, clickIds)),
    tx
      .select()
      .from(conversions)
      .where(
        and(
          eq(conversions.network, network),
          inArray(
            conversions.rowKey,
            batch.map((line) => line.rowKey),
          ),
        ),
      ),
  ]);
  const clickOf = new Map(clickRows.map(({ clickId, ...placement }) => [clickId, placement]));
  const storedOf = new Map(storedRows.map((row) => [row.rowKey, row]));
  const writes: (typeof conversions.$inferInsert)[] = [];
  for (const line of batch) {
    const stored = storedOf.get(line.rowKey);
    const placement = placementFor(line, stored, clickOf.get(line.clickId));
    if (placement.clickDay === null) tally.unmatched++;
    if (stored && !changed(stored, line, placement)) {
      tally.unchanged++;
      continue;
    }
    if (stored) tally.updated++;
    else tally.created++;
    writes.push({
      network,
      rowKey: line.rowKey,
      clickId: line.clickId,
      occurredAt: line.occurredAt,
      commissionCents: line.commissionCents,
      currency: line.currency,
      status: line.status,
      ...placement,
      uploadId,
    });
  }
  if (writes.length === 0) return;
  const excluded = (column: string) => sql.raw(`excluded."${column}"`);
  await tx
    .insert(conversions)
    .values(writes)
    .onConflictDoUpdate({
      target: [conversions.network, conversions.rowKey],
      set: {
        clickId: excluded('click_id'),
        occurredAt: excluded('occurred_at'),
        commissionCents: excluded('commission_cents'),
        currency: excluded('currency'),
        status: excluded('status'),
        clickDay: excluded('click_day'),
        edition: excluded('edition'),
        kind: excluded('kind'),
        itemId: excluded('item_id'),
        storeId: excluded('store_id'),
        page: excluded('page'),
        uploadId: excluded('upload_id'),
        updatedAt: sql`now()`,
      },
    });
}

/**
 * The upload and what it did, all in one transaction: a report is stored whole or not at all. The same line twice in
 * one file is one conversion, the last one read; the other counts as unchanged.
 */
export async function importConversions(db: Db, upload: ConversionImport): Promise<typeof conversionUploads.$inferSelect> {
  const latest = new Map<string, ReportConversion>();
  for (const line of upload.conversions) latest.set(line.rowKey, line);
  const lines = [...latest.values()];
  return db.transaction(async (tx) => {
    const [{ id }] = await tx
      .insert(conversionUploads)
      .values({ network: upload.network, fileName: upload.fileName, rows: upload.rows, errors: upload.errors, uploadedBy: upload.uploadedBy })
      .returning({ id: conversionUploads.id });
    const tally: Tally = { created: 0, updated: 0, unchanged: upload.conversions.length - lines.length, unmatched: 0 };
    for (let start = 0; start < lines.length; start += BATCH) await importBatch(tx, upload.network, id, lines.slice(start, start + BATCH), tally);
    const [saved] = await tx.update(conversionUploads).set(tally).where(eq(conversionUploads.id, id)).returning();
    return saved;
  });
}

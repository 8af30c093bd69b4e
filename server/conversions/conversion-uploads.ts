import { count, desc, eq } from 'drizzle-orm';
import type { ConversionUploadReport, ConversionUploadSummary } from '@/lib/api/conversions';
import type { ConversionNetwork } from '@/lib/schemas/conversions';
import { conversionUploads, editorAccounts } from '@/server/db/schema';
import type { Db } from '@/server/db/types';

/** The uploads of conversion reports as the admins read them: newest first, with who sent each. */

type Upload = typeof conversionUploads.$inferSelect;

export function uploadSummary(upload: Upload, uploadedBy: string | null): ConversionUploadSummary {
  const { id, network, fileName, rows, created, updated, unchanged, unmatched } = upload;
  return {
    id,
    network: network as ConversionNetwork,
    file_name: fileName,
    rows,
    created,
    updated,
    unchanged,
    unmatched,
    // Every line is created, updated, unchanged (a repeat included) or left out.
    skipped: Math.max(0, rows - created - updated - unchanged),
    uploaded_at: upload.uploadedAt.toISOString(),
    uploaded_by: uploadedBy,
  };
}

export const uploadReport = (upload: Upload, uploadedBy: string | null): ConversionUploadReport => ({ ...uploadSummary(upload, uploadedBy), errors: upload.errors });

const withUploader = (db: Db) => db.select({ upload: conversionUploads, email: editorAccounts.email }).from(conversionUploads).leftJoin(editorAccounts, eq(editorAccounts.id, conversionUploads.uploadedBy));

/** A page of the uploads, newest first, and how many there are. */
export async function uploadPage(db: Db, limit: number, offset: number): Promise<{ count: number; results: ConversionUploadSummary[] }> {
  const [[{ n }], rows] = await Promise.all([
    db.select({ n: count() }).from(conversionUploads),
    withUploader(db).orderBy(desc(conversionUploads.uploadedAt), desc(conversionUploads.id)).limit(limit).offset(offset),
  ]);
  return { count: n, results: rows.map((row) => uploadSummary(row.upload, row.email)) };
}

/** One upload with its left-out lines; null when there is none of that id. */
export async function uploadById(db: Db, id: number): Promise<ConversionUploadReport | null> {
  const [row] = await withUploader(db).where(eq(conversionUploads.id, id));
  return row ? uploadReport(row.upload, row.email) : null;
}

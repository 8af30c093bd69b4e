import { editorCall } from '@/lib/api/editor-browser';
import type { EditionId } from '@/lib/editions';

export type BulkOutcome = { done: number; failed: number; network: boolean };

/** Moves promotions to the trash in one call of at most BULK_MAX ids. */
export async function trashPromotions(ids: number[], edition: EditionId): Promise<BulkOutcome> {
  const result = await editorCall('POST', '/promotions/bulk_destroy/', edition, { promotions: ids });
  if (result.status === 'network') return { done: 0, failed: 0, network: true };
  if (result.status >= 200 && result.status < 300) return { done: ids.length, failed: 0, network: false };
  return { done: 0, failed: ids.length, network: false };
}

/** Takes promotions back out of the trash, one call each; the ones refused are counted, the others still done. */
export async function restorePromotions(ids: number[], edition: EditionId): Promise<BulkOutcome> {
  let done = 0;
  let failed = 0;
  for (const id of ids) {
    const result = await editorCall('POST', `/promotions/${id}/restore/`, edition);
    if (result.status === 'network') return { done, failed, network: true };
    if (result.status >= 200 && result.status < 300) done += 1;
    else failed += 1;
  }
  return { done, failed, network: false };
}

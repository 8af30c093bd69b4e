import { inArray } from 'drizzle-orm';
import type { EditionId } from '@/lib/editions';
import { blogPosts } from '@/server/db/schema';
import type { Db } from '@/server/db/types';
import { publishedIn, selectPostCards, serializePostCardRow, type PostCard } from '../blog/posts';

/**
 * Post cards of a landing page's editor-ordered `related_post_ids`, in that order. Posts of another edition,
 * unpublished (scheduled) or deleted ones drop out.
 */
export async function relatedPosts(db: Db, edition: EditionId, ids: number[]): Promise<PostCard[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  const rows = await selectPostCards(db).where(publishedIn(edition, inArray(blogPosts.id, unique)));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return unique.flatMap((id) => {
    const row = byId.get(id);
    return row ? [serializePostCardRow(edition, row)] : [];
  });
}

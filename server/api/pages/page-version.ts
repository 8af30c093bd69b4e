import type { PageTexts } from '@/server/db/schema';

interface PageRow {
  title: string;
  header1: string;
  content: string;
  seoTitle: string;
  metaDescription: string;
  draft: PageTexts | null;
  draftStatus: 'draft' | 'scheduled' | null;
  draftPublishAt: Date | null;
}

/**
 * The texts of a static page a read shows: the waiting version in an editor's preview, or once its scheduled time
 * has come; otherwise the published one.
 */
export function pageTextsShown(row: PageRow, { preview, now }: { preview: boolean; now: Date }): PageTexts & { pending: boolean } {
  const due = row.draftStatus === 'scheduled' && row.draftPublishAt !== null && row.draftPublishAt.getTime() <= now.getTime();
  if (row.draft && (preview || due)) return { ...row.draft, pending: !due };
  return { title: row.title, header_1: row.header1, content: row.content, seo_title: row.seoTitle, meta_description: row.metaDescription, pending: false };
}

import { editorGet, type EditorSession } from '@/lib/api/editor';
import type { Paginated } from '@/lib/api/types/common';
import type { EditionId } from '@/lib/editions';
import { MAX_PAGE_SIZE } from '@/lib/schemas/params';

export interface BlogCategoryOption {
  id: number;
  name: string;
  slug: string;
}

/** The edition's blog categories for the editors' filters and pickers: an edition has a handful, one page holds them. */
export async function blogCategoryOptions(session: EditorSession, edition: EditionId): Promise<BlogCategoryOption[] | null> {
  const page = await editorGet<Paginated<BlogCategoryOption>>(session, '/blog_categories/', edition, { minified: 'true', size: MAX_PAGE_SIZE }).catch(() => null);
  return page ? page.results.map(({ id, name, slug }) => ({ id, name, slug })) : null;
}

import type { CmsPage } from './pages';

/**
 * A static page as an editor reads it (`GET /pages/{page}/` in preview, and the answer of `PUT /pages/update_page/`):
 * the waiting version's texts when there is one (a draft, or scheduled for `publish_at`), else the published ones.
 */
export interface EditorPage extends CmsPage {
  /** `published`: no version waits; otherwise the waiting version's status. */
  status: 'draft' | 'scheduled' | 'published';
  publish_at: string | null;
}

import type { ContentStatus } from '@/lib/schemas/content-status';
import type { Paginated } from './common';

/** A row of the editors' shop list (`GET /stores/editable/`). */
export interface EditorStoreRow {
  id: number;
  name: string;
  slug: string;
  icon: string | null;
  status: ContentStatus;
  publish_at: string | null;
  updated_at: string;
}

export type EditorStorePage = Paginated<EditorStoreRow>;

/** A shop as the editor's form reads it (`GET /stores/{id}/editable/`). */
export interface EditableStore {
  id: number;
  name: string;
  slug: string;
  icon: string | null;
  website_url: string;
  description: string;
  header_1: string;
  categories: number[];
  in_menu: boolean;
  is_top: boolean;
  on_homepage: boolean;
  position: number;
  status: ContentStatus;
  publish_at: string | null;
  created_at: string;
  updated_at: string;
}

/** The editors' media library of the `/api` contract: `/media_storage/`. */
import type { Paginated } from './common';

/** An upload as the library lists it; `url` is the path every edition serves it at (`/media/icons/….webp`). */
export interface MediaFile {
  id: number;
  name: string;
  url: string;
  mime_type: string;
  size: number;
  kind: 'icon' | 'file';
  created_at: string;
}

export type MediaPage = Paginated<MediaFile>;

/** An entity that still shows a file: `promotion`, `store`, `category`, `location`, `sublocation`, `blog_category`, `blog_post`, `homepage_banner`. */
export interface MediaUse {
  entity: string;
  id: number;
}

import { mediaFileResponse } from '@/lib/api/media';

// The bytes come from the database on every request; the answer tells browsers and CDNs to keep them for a year.
export const dynamic = 'force-dynamic';

/** The editors' uploads, at the paths the media library hands out (`/media/icons/….webp`). */
export function GET(request: Request) {
  return mediaFileResponse(new URL(request.url).pathname);
}

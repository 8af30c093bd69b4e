import { eq } from 'drizzle-orm';
import { mediaFiles } from '@/server/db/schema';
import { notFound } from '../core/errors';
import { newRouter } from '../core/router';

/** `/media/{icons|files}/{name}`: the uploads, served to everyone (the site's `/media/…` answers with this). */
export const mediaRoutes = newRouter();

const NAME = /^[0-9a-f]{32}\.(png|jpg|webp|avif|pdf)$/;

mediaRoutes.get('/:folder/:name', async (c) => {
  const folder = c.req.param('folder');
  const name = c.req.param('name');
  if ((folder !== 'icons' && folder !== 'files') || !NAME.test(name)) throw notFound();
  const [row] = await c
    .get('db')
    .select({ content: mediaFiles.content, mimeType: mediaFiles.mimeType })
    .from(mediaFiles)
    .where(eq(mediaFiles.path, `/media/${folder}/${name}`));
  if (!row?.content) throw notFound();
  const headers: Record<string, string> = {
    'Content-Type': row.mimeType,
    'Content-Length': String(row.content.byteLength),
    // A path is never reused for other bytes: a new upload gets a new name.
    'Cache-Control': 'public, max-age=31536000, immutable',
    'X-Content-Type-Options': 'nosniff',
  };
  // A browser shows pictures; anything else is downloaded, never opened in the site's origin.
  if (!row.mimeType.startsWith('image/')) headers['Content-Disposition'] = `attachment; filename="${name}"`;
  return c.body(row.content as Uint8Array<ArrayBuffer>, 200, headers);
});

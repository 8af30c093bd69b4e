import type { EditionId } from '@/lib/editions';
import { isPreviewPath } from '@/lib/schemas/preview-links';
import type { EditorSession } from './editor';
import { editorApiSubmit } from './transport';

export type PreviewLinkCheck = { path: string } | 'expired' | 'invalid';

/** The page a preview link opens for this editor on this edition, once the API has checked its signature and age. */
export async function checkPreviewLink(session: EditorSession, edition: EditionId, token: string): Promise<PreviewLinkCheck> {
  if (!token || token.length > 4096) return 'invalid';
  const { status, body } = await editorApiSubmit('/preview_links/verify/', edition, session.token, { token });
  if (status === 410) return 'expired';
  const path = (body as { path?: unknown } | null)?.path;
  // The path came from a signed link of this edition; it is checked again so the redirect can only stay on the site.
  if (status !== 200 || typeof path !== 'string' || !isPreviewPath(path)) return 'invalid';
  return { path };
}

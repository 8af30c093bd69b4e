import { previewLinkBody, previewTokenBody } from '@/lib/schemas/preview-links';
import { assertMayEdit, requireEditor } from '../auth/editor-guard';
import { jwtSecret } from '../auth/jwt-secret';
import { ApiError, refusal } from '../core/errors';
import { limitBody } from '../core/json-body';
import { editorJsonBody } from '../core/editor-refusal';
import { newRouter } from '../core/router';
import { readPreviewToken, signPreviewToken } from '../preview/preview-tokens';

/**
 * `/preview_links/`: links that open an unpublished page of the edition in preview, for 24 hours, to anyone signed
 * in as one of its editors. The site's preview route checks a link here before it turns preview on.
 */
export const previewLinksRoutes = newRouter();

const BODY_LIMIT = 8 * 1024;

previewLinksRoutes.post('/', requireEditor(), limitBody(BODY_LIMIT), async (c) => {
  const edition = c.get('edition');
  assertMayEdit(c.get('editor'), edition);
  const { path } = await editorJsonBody(c, previewLinkBody);
  const { token, expiresAt } = await signPreviewToken(await jwtSecret(c.get('db')), edition, path);
  return c.json({ token, path, expires_at: expiresAt.toISOString() }, 201);
});

previewLinksRoutes.post('/verify', requireEditor(), limitBody(BODY_LIMIT), async (c) => {
  const edition = c.get('edition');
  assertMayEdit(c.get('editor'), edition);
  const { token } = await editorJsonBody(c, previewTokenBody);
  const claims = await readPreviewToken(await jwtSecret(c.get('db')), edition, token);
  if (claims === 'expired') throw refusal(410, { key: 'previewExpired' });
  if (claims === 'invalid') throw new ApiError(400, { token: ['This is not a preview link of this edition.'] });
  return c.json({ path: claims.path, expires_at: claims.expiresAt.toISOString() });
});

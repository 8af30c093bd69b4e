import { rule } from '@/lib/forms/editor-issue-message';
import { z } from './zod';

/** How long a preview link works: long enough to send to a colleague, short enough that an old mail shows nothing. */
export const PREVIEW_LINK_HOURS = 24;

/**
 * A path of the edition's public site: one leading slash (never `//host`, which a browser reads as another site), no
 * backslash, white space or fragment, printable ASCII only (a path's other characters travel %-encoded, as the site's
 * own links write them, and a `Location` header takes nothing else). A preview only ever opens such a path, so it
 * cannot send anyone elsewhere.
 */
export const PREVIEW_PATH = /^\/(?![/\\])[!-"$-\[\]-~]*$/;

export const isPreviewPath = (path: string) => path.length <= 2000 && PREVIEW_PATH.test(path) && !/^\/(admin|api)(\/|\?|$)/.test(path);

/** `POST /preview_links/`: the public page to preview. */
export const previewLinkBody = z.strictObject({
  path: z.string().trim().refine(isPreviewPath, rule('previewPath')),
});

/** `POST /preview_links/verify/`: a link's token. */
export const previewTokenBody = z.strictObject({
  token: z.string().min(1).max(4096),
});

import type { Wording } from '@/lib/forms/editor-issue-message';

/** An uploaded robots.txt is a small text file: 64 KiB, four times what Google reads of one (500 KiB is its cut-off). */
export const ROBOTS_MAX_BYTES = 64 * 1024;

export type RobotsCheck = { ok: true; content: string } | { ok: false; refusal: Wording };

/** The MIME types a browser or curl gives a .txt file; an unknown type (empty, octet-stream) is judged by its bytes. */
const acceptedTypes = /^(text\/plain|application\/octet-stream)?$/i;

/**
 * Whether `bytes` can be served as robots.txt: not empty, at most ROBOTS_MAX_BYTES, UTF-8, text (no control
 * characters but tab, CR, LF and form feed). A leading byte-order mark is dropped: crawlers may read it as part
 * of the first directive.
 */
export function checkRobotsFile(bytes: Uint8Array, mimeType = ''): RobotsCheck {
  const type = mimeType.split(';')[0].trim();
  if (!acceptedTypes.test(type)) return { ok: false, refusal: { key: 'robotsType', values: { type } } };
  if (bytes.byteLength === 0) return { ok: false, refusal: { key: 'uploadEmpty' } };
  if (bytes.byteLength > ROBOTS_MAX_BYTES) return { ok: false, refusal: { key: 'robotsTooLarge', values: { max: ROBOTS_MAX_BYTES } } };
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return { ok: false, refusal: { key: 'robotsNotUtf8' } };
  }
  if (/[\u0000-\u0008\u000B\u000E-\u001F\u007F]/.test(text)) return { ok: false, refusal: { key: 'robotsBinary' } };
  if (text.trim() === '') return { ok: false, refusal: { key: 'uploadEmpty' } };
  return { ok: true, content: text };
}

import type { UploadResult } from './upload-request';

/** The API's limit for a library image (server/api/media/upload.ts): a larger file is told so before it is sent. */
export const IMAGE_MAX_BYTES = 2 * 1024 * 1024;

/** The formats the library keeps; the API judges the content, this only narrows the file chooser. */
export const IMAGE_ACCEPT = 'image/png,image/jpeg,image/webp,image/avif';

export type UploadProblem = 'tooBig' | 'wrongType' | 'empty' | 'unreadable' | 'signedOut' | 'forbidden' | 'failed' | 'network';

/** What can be said of a file before sending it: an empty or too heavy one would only be refused. */
export function problemBeforeSending(file: File): UploadProblem | null {
  if (file.size === 0) return 'empty';
  if (file.size > IMAGE_MAX_BYTES) return 'tooBig';
  return null;
}

/**
 * The editor's words for a refused upload, from the answer's status: the API's own messages are English and for
 * developers. 415 is a content that is no accepted image, 413 too heavy (from the API or a proxy before it), 400
 * an upload that arrived empty or cut off.
 */
export function problemOf(result: Exclude<UploadResult, { status: 'aborted' }>): UploadProblem {
  if (result.status === 'network' || result.status === 0) return 'network';
  if (result.status === 413) return 'tooBig';
  if (result.status === 415) return 'wrongType';
  if (result.status === 400) return 'unreadable';
  if (result.status === 401) return 'signedOut';
  if (result.status === 403) return 'forbidden';
  return 'failed';
}

import { apiPath } from '@/lib/api/path';
import type { EditionId } from '@/lib/editions';

export type UploadResult = { status: number; body: unknown } | { status: 'network' } | { status: 'aborted' };

export interface UploadRequest {
  done: Promise<UploadResult>;
  abort: () => void;
}

const parse = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
};

/**
 * Sends one file to the media library as multipart (field `file`), reporting how much has left: XMLHttpRequest,
 * because fetch tells nothing of a body's progress. Same-origin, so the editor's cookie goes with it and the
 * browser's Sec-Fetch-Site satisfies the API's check of cookie-carried writes.
 */
export function sendUpload(file: File, edition: EditionId, onProgress: (sent: number, total: number) => void): UploadRequest {
  const xhr = new XMLHttpRequest();
  const done = new Promise<UploadResult>((resolve) => {
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) onProgress(event.loaded, event.total);
    });
    xhr.addEventListener('load', () => resolve({ status: xhr.status, body: parse(xhr.responseText) }));
    xhr.addEventListener('error', () => resolve({ status: 'network' }));
    xhr.addEventListener('timeout', () => resolve({ status: 'network' }));
    xhr.addEventListener('abort', () => resolve({ status: 'aborted' }));
    xhr.open('POST', apiPath('/media_storage/upload_icon/', edition));
    xhr.setRequestHeader('accept', 'application/json');
    const form = new FormData();
    form.append('file', file);
    xhr.send(form);
  });
  return { done, abort: () => xhr.abort() };
}

import { randomUUID } from 'node:crypto';
import type { Context } from 'hono';
import { fileTypeFromBuffer } from 'file-type';
import { ApiError } from '../core/errors';

/** What an icon may be: the raster formats every browser shows. SVG is refused: it can carry script. */
export const ICON_TYPES: Readonly<Record<string, string>> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp', 'image/avif': 'avif' };
/** What a file may be: an icon's formats, or a PDF. */
export const FILE_TYPES: Readonly<Record<string, string>> = { ...ICON_TYPES, 'application/pdf': 'pdf' };

export const ICON_MAX_BYTES = 2 * 1024 * 1024;
export const FILE_MAX_BYTES = 10 * 1024 * 1024;
/** What a multipart envelope adds around the file: the body limit refuses anything larger before reading it. */
export const MULTIPART_OVERHEAD = 16 * 1024;

const megabytes = (bytes: number) => `${bytes / (1024 * 1024)} MB`;
const typeNames: Record<string, string> = { 'image/png': 'PNG', 'image/jpeg': 'JPEG', 'image/webp': 'WebP', 'image/avif': 'AVIF', 'application/pdf': 'PDF' };

export interface ReceivedUpload {
  bytes: Uint8Array;
  /** The uploader's file name, kept to show and search; never used to store or serve the file. */
  name: string;
  mimeType: string;
  extension: string;
}

/**
 * The file of a multipart upload (field `file`), judged by its content, never by its name or its declared type:
 * 415 for a content outside `accepted`, 413 over `maxBytes`, 400 for an empty, missing or cut-off upload.
 */
export async function receiveUpload(c: Context, { accepted, maxBytes }: { accepted: Readonly<Record<string, string>>; maxBytes: number }): Promise<ReceivedUpload> {
  if (!/^multipart\/form-data/i.test(c.req.header('content-type') ?? '')) {
    throw new ApiError(415, { detail: 'Send the file as multipart/form-data, in the field "file".' });
  }
  let form: Record<string, string | File | (string | File)[]>;
  try {
    form = await c.req.parseBody({ all: true });
  } catch {
    throw new ApiError(400, { file: ['The upload was cut off or is malformed: send it again.'] });
  }
  const field = form.file;
  if (Array.isArray(field)) throw new ApiError(400, { file: ['Send one file.'] });
  if (field === undefined || typeof field === 'string') throw new ApiError(400, { file: ['No file was submitted.'] });
  if (field.size === 0) throw new ApiError(400, { file: ['The submitted file is empty.'] });
  if (field.size > maxBytes) throw new ApiError(413, { file: [`The file is larger than ${megabytes(maxBytes)}.`] });
  const bytes = new Uint8Array(await field.arrayBuffer());
  const detected = await fileTypeFromBuffer(bytes);
  const extension = detected && accepted[detected.mime];
  if (!detected || !extension) {
    const allowed = Object.keys(accepted).map((mime) => typeNames[mime] ?? mime);
    throw new ApiError(415, { file: [`This file is not ${allowed.slice(0, -1).join(', ')} or ${allowed.at(-1)}: its content says ${detected ? typeNames[detected.mime] ?? detected.mime : 'otherwise'}.`] });
  }
  return { bytes, name: (field.name || 'upload').slice(0, 200), mimeType: detected.mime, extension };
}

/** A path no one can guess or choose: `/media/{folder}/{random}.{extension}`. */
export const generatedPath = (folder: 'icons' | 'files', extension: string) => `/media/${folder}/${randomUUID().replace(/-/g, '')}.${extension}`;

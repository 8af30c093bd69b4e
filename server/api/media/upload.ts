import { randomUUID } from 'node:crypto';
import type { Context } from 'hono';
import { fileTypeFromBuffer } from 'file-type';
import type { Wording } from '@/lib/forms/editor-issue-message';
import { refusedCall, refusedFields, refuseLargerThan } from '../core/editor-refusal';
import type { ApiEnv } from '../core/env';

/** What an icon may be: the raster formats every browser shows. SVG is refused: it can carry script. */
export const ICON_TYPES: Readonly<Record<string, string>> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp', 'image/avif': 'avif' };
/** What a file may be: an icon's formats, or a PDF. */
export const FILE_TYPES: Readonly<Record<string, string>> = { ...ICON_TYPES, 'application/pdf': 'pdf' };

export const ICON_MAX_BYTES = 2 * 1024 * 1024;
export const FILE_MAX_BYTES = 10 * 1024 * 1024;
/** What a multipart envelope adds around the file: the body limit refuses anything larger before reading it. */
const MULTIPART_OVERHEAD = 16 * 1024;

const megabytes = (bytes: number) => bytes / (1024 * 1024);
const typeNames: Record<string, string> = { 'image/png': 'PNG', 'image/jpeg': 'JPEG', 'image/webp': 'WebP', 'image/avif': 'AVIF', 'application/pdf': 'PDF' };

export interface ReceivedUpload {
  bytes: Uint8Array;
  /** The uploader's file name, kept to show and search; never used to store or serve the file. */
  name: string;
  mimeType: string;
  extension: string;
}

const tooLarge = (maxBytes: number): Wording => ({ key: 'uploadTooLarge', values: { megabytes: megabytes(maxBytes) } });

/** Refuses (413) an upload whose body could not hold a file of at most `maxBytes`, before reading it whole. */
export const limitUpload = (maxBytes: number) => refuseLargerThan(maxBytes + MULTIPART_OVERHEAD, 413, { file: [tooLarge(maxBytes)] });

/**
 * The file of a multipart upload (field `file`), judged by its content, never by its name or its declared type:
 * 415 for a content outside `accepted`, 413 over `maxBytes`, 400 for an empty, missing or cut-off upload.
 */
export async function receiveUpload(c: Context<ApiEnv>, { accepted, maxBytes }: { accepted: Readonly<Record<string, string>>; maxBytes: number }): Promise<ReceivedUpload> {
  const edition = c.get('edition');
  const refused = (status: 400 | 413 | 415, wording: Wording) => refusedFields(edition, { file: [wording] }, status);
  if (!/^multipart\/form-data/i.test(c.req.header('content-type') ?? '')) throw refusedCall(edition, 415, { key: 'uploadNotMultipart' });
  let form: Record<string, string | File | (string | File)[]>;
  try {
    form = await c.req.parseBody({ all: true });
  } catch {
    throw refused(400, { key: 'uploadMalformed' });
  }
  const field = form.file;
  if (Array.isArray(field)) throw refused(400, { key: 'uploadOneFile' });
  if (field === undefined || typeof field === 'string') throw refused(400, { key: 'uploadMissing' });
  if (field.size === 0) throw refused(400, { key: 'uploadEmpty' });
  if (field.size > maxBytes) throw refused(413, tooLarge(maxBytes));
  const bytes = new Uint8Array(await field.arrayBuffer());
  const detected = await fileTypeFromBuffer(bytes);
  const extension = detected && accepted[detected.mime];
  if (!detected || !extension) {
    const allowed = Object.keys(accepted)
      .map((mime) => typeNames[mime] ?? mime)
      .join(', ');
    throw refused(415, detected ? { key: 'uploadType', values: { allowed, detected: typeNames[detected.mime] ?? detected.mime } } : { key: 'uploadTypeUnknown', values: { allowed } });
  }
  return { bytes, name: (field.name || 'upload').slice(0, 200), mimeType: detected.mime, extension };
}

/** A path no one can guess or choose: `/media/{folder}/{random}.{extension}`. */
export const generatedPath = (folder: 'icons' | 'files', extension: string) => `/media/${folder}/${randomUUID().replace(/-/g, '')}.${extension}`;

/**
 * The conversions screen's upload from the browser: the report's file and its mapping as multipart, same-origin with
 * the editor's cookie, like the other editors' calls (`editor-browser.ts`), whose JSON-or-file body cannot carry both.
 */
import type { EditionId } from '@/lib/editions';
import type { EditorCallResult } from './editor-browser';
import { apiPath } from './path';

export async function uploadConversionReport(edition: EditionId, file: File, fields: Record<string, string>): Promise<EditorCallResult> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file', file);
  try {
    const res = await fetch(apiPath('/stats/conversions/', edition), { method: 'POST', headers: { accept: 'application/json' }, body: form, credentials: 'same-origin' });
    return { status: res.status, body: await res.json().catch(() => null) };
  } catch {
    return { status: 'network' };
  }
}

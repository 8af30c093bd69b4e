import type { Context } from 'hono';
import type { ApiEnv } from '../core/env';
import { ApiError } from '../core/errors';
import { csvText, parseCsv } from '../core/csv';

/** The columns of a redirections CSV, in the order the export writes them and a file without a header is read. */
export const REDIRECTION_COLUMNS = ['old_path', 'new_path', 'status_code'] as const;

/** A file of a few thousand lines; a whole site's migration is imported in several. */
export const IMPORT_MAX_BYTES = 512 * 1024;
export const IMPORT_MAX_LINES = 2000;

/** A line of the file: where it is, what it says, and the fields to check as a redirection. */
export interface ImportLine {
  line: number;
  cells: { old_path: string; new_path: string; status_code: string };
  fields: Record<string, unknown>;
}

/** The CSV's bytes: a multipart `file` field, or the whole body as sent (text/csv, text/plain, Excel's own type). */
async function importedBytes(c: Context<ApiEnv>): Promise<Uint8Array> {
  const type = (c.req.header('content-type') ?? '').toLowerCase();
  if (type.startsWith('multipart/form-data')) {
    const file = (await c.req.parseBody()).file;
    if (file === undefined) throw new ApiError(400, { file: ['No file was submitted.'] });
    return typeof file === 'string' ? new TextEncoder().encode(file) : new Uint8Array(await file.arrayBuffer());
  }
  if (type === '' || /^(text\/(csv|plain)|application\/(csv|vnd\.ms-excel|octet-stream))\b/.test(type)) return new Uint8Array(await c.req.arrayBuffer());
  throw new ApiError(415, { detail: `Unsupported media type "${type}": send the CSV as text/csv, or as multipart/form-data with a "file" field.` });
}

/**
 * The redirections a CSV lists, line by line: with a header naming `old_path`, `new_path` and optionally
 * `status_code` (other columns, such as a spreadsheet's notes, are ignored), or without one in that order.
 * A blank cell is a missing value; an empty status code is the default (301).
 */
export async function importLines(c: Context<ApiEnv>): Promise<ImportLine[]> {
  const records = parseCsv(csvText(await importedBytes(c)));
  const first = records[0]?.fields.map((cell) => cell.trim().toLowerCase()) ?? [];
  const header = first.includes('old_path') ? first : null;
  if (header && !header.includes('new_path')) throw new ApiError(400, { file: ['The header names old_path but not new_path.'] });
  const rows = header ? records.slice(1) : records;
  if (rows.length === 0) throw new ApiError(400, { file: ['The file lists no redirection.'] });
  if (rows.length > IMPORT_MAX_LINES) throw new ApiError(400, { file: [`A file may list at most ${IMPORT_MAX_LINES} redirections (this one lists ${rows.length}): split it.`] });
  return rows.map(({ line, fields }) => {
    const cell = (column: (typeof REDIRECTION_COLUMNS)[number]) => {
      const index = header ? header.indexOf(column) : REDIRECTION_COLUMNS.indexOf(column);
      return index >= 0 ? (fields[index] ?? '').trim() : '';
    };
    const cells = { old_path: cell('old_path'), new_path: cell('new_path'), status_code: cell('status_code') };
    const status = /^\d+$/.test(cells.status_code) ? Number(cells.status_code) : cells.status_code;
    return {
      line,
      cells,
      fields: {
        ...(cells.old_path ? { old_path: cells.old_path } : {}),
        ...(cells.new_path ? { new_path: cells.new_path } : {}),
        ...(status === '' ? {} : { status_code: status }),
      },
    };
  });
}

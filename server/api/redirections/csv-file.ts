import type { Context } from 'hono';
import type { ApiEnv } from '../core/env';
import { csvText, parseCsv } from '../core/csv';
import { refusedCall, refusedFields } from '../core/editor-refusal';

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
    if (file === undefined) throw refusedFields(c.get('edition'), { file: [{ key: 'uploadMissing' }] });
    return typeof file === 'string' ? new TextEncoder().encode(file) : new Uint8Array(await file.arrayBuffer());
  }
  if (type === '' || /^(text\/(csv|plain)|application\/(csv|vnd\.ms-excel|octet-stream))\b/.test(type)) return new Uint8Array(await c.req.arrayBuffer());
  throw refusedCall(c.get('edition'), 415, { key: 'csvType', values: { type } });
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
  const edition = c.get('edition');
  if (header && !header.includes('new_path')) throw refusedFields(edition, { file: [{ key: 'csvHeader' }] });
  const rows = header ? records.slice(1) : records;
  if (rows.length === 0) throw refusedFields(edition, { file: [{ key: 'csvEmpty' }] });
  if (rows.length > IMPORT_MAX_LINES) throw refusedFields(edition, { file: [{ key: 'csvTooManyLines', values: { max: IMPORT_MAX_LINES, count: rows.length } }] });
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

import { parse } from 'csv-parse/sync';
import { FeedParseError } from './adapter';

/** A CSV body read by its header row: feeds add, drop and reorder columns, so columns are only ever read by name. */
export interface CsvTable {
  header: string[];
  records: Record<string, string>[];
}

const DELIMITERS = [',', ';', '\t'] as const;

/**
 * The delimiter of a feed that does not say: the one that splits the header row into the most columns (Belgian and
 * French exports from spreadsheets use `;`, since `,` is their decimal separator).
 */
export function detectDelimiter(body: string): string {
  let best: string = DELIMITERS[0];
  let most = 0;
  for (const delimiter of DELIMITERS) {
    try {
      const [header] = parse(body, { bom: true, delimiter, to_line: 1, relax_quotes: true });
      if (header && header.length > most) [best, most] = [delimiter, header.length];
    } catch {
      // The header row does not read with this delimiter (a quote in the wrong place): not this one.
    }
  }
  return best;
}

export function readCsv(body: string, delimiter = detectDelimiter(body)): CsvTable {
  let header: string[] = [];
  let records: Record<string, string>[];
  try {
    records = parse<Record<string, string>>(body, {
      bom: true,
      delimiter,
      columns: (names: string[]) => (header = names.map((name) => name.trim())),
      skip_empty_lines: true,
      // Merchants' exports write a quote inside an unquoted field (`Séjours "Printemps"`): kept as text.
      relax_quotes: true,
      // A short or long row is that item's problem (a missing field), not the whole file's.
      relax_column_count: true,
    });
  } catch (error) {
    throw new FeedParseError('notCsv', `the body is not CSV: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (header.length === 0) throw new FeedParseError('notCsv', 'the body has no header row');
  return { header, records };
}

/** FeedParseError when the header lacks a column the adapter reads: a renamed column would empty every voucher. */
export function requireColumns(table: CsvTable, columns: readonly string[], reason: 'notCsv' | 'badMapping'): void {
  const missing = columns.filter((column) => !table.header.includes(column));
  if (missing.length > 0) throw new FeedParseError(reason, `the header has no column ${missing.map((column) => `"${column}"`).join(', ')}`);
}

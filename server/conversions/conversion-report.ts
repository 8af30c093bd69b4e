import { createHash } from 'node:crypto';
import { parse } from 'csv-parse/sync';
import type { ConversionStatus } from '@/lib/clicks/constants';
import { conversionColumns, type ConversionColumn, type ConversionMapping } from '@/lib/schemas/conversions';
import { detectDelimiter } from '@/server/feeds/adapters/csv';
import { conversionStatusOf } from './conversion-statuses';
import { readAmountCents, readCurrency, readReportTime } from './report-cells';

/**
 * A network's conversion report read with an admin's column mapping: each line a conversion, or the reasons it could
 * not be read. Pure: the words of the reasons and the storage are the caller's.
 */

/** One conversion of the report, with the key that makes the same line of a later report the same conversion. */
export interface ReportConversion {
  /** The line of the file it was read from (the header is line 1). */
  row: number;
  rowKey: string;
  clickId: string;
  occurredAt: Date;
  commissionCents: number;
  currency: string;
  status: ConversionStatus;
}

/** Why a cell of a line could not be read. */
export type CellFault = 'clickIdEmpty' | 'transactionIdEmpty' | 'timeUnreadable' | 'amountUnreadable' | 'currencyUnreadable' | 'statusUnknown';

/** A line left out, field by field: which field, why, and what its cell said. */
export interface RowFault {
  row: number;
  field: ConversionColumn;
  fault: CellFault;
  value: string;
}

export interface ConversionReport {
  /** The lines under the header (blank ones left out). */
  rows: number;
  conversions: ReportConversion[];
  faults: RowFault[];
  /** The lines left out, each once however many of its cells are wrong. */
  skipped: number;
}

/** The file cannot be read as a report: empty, or not CSV at all. */
export class ReportUnreadable extends Error {
  constructor(readonly reason: 'empty' | 'notCsv') {
    super(`the conversion report is ${reason === 'empty' ? 'empty' : 'not CSV'}`);
    this.name = 'ReportUnreadable';
  }
}

/** The header lacks columns the mapping names: per field, the column it looked for; and the header as it is. */
export class ReportColumnsMissing extends Error {
  constructor(
    readonly missing: Partial<Record<ConversionColumn, string>>,
    readonly header: string[],
  ) {
    super(`the report's header has no column ${Object.values(missing).join(', ')}`);
    this.name = 'ReportColumnsMissing';
  }
}

/** Headers as compared: exports change their case and spacing between versions, never their words. */
const headerKey = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase();

/** Which column of the header each mapped field is read from; ReportColumnsMissing names those it lacks. */
function columnIndexes(header: string[], mapping: ConversionMapping): Partial<Record<ConversionColumn, number>> {
  const keys = header.map(headerKey);
  const indexes: Partial<Record<ConversionColumn, number>> = {};
  const missing: Partial<Record<ConversionColumn, string>> = {};
  for (const field of conversionColumns) {
    const name = mapping[field].trim();
    if (name === '') continue;
    const index = keys.indexOf(headerKey(name));
    if (index < 0) missing[field] = name;
    else indexes[field] = index;
  }
  if (Object.keys(missing).length > 0) throw new ReportColumnsMissing(missing, header.map((name) => name.trim()).filter(Boolean));
  return indexes;
}

/**
 * The key of a line: the network's transaction id when the mapping names its column, else a hash of what tells one
 * conversion from another (the same click can convert twice, at another time or for another amount).
 */
function rowKeyOf(transactionId: string | null, row: Pick<ReportConversion, 'clickId' | 'occurredAt' | 'commissionCents' | 'currency'>): string {
  if (transactionId !== null) return transactionId;
  return createHash('sha256').update([row.clickId, row.occurredAt.toISOString(), String(row.commissionCents), row.currency].join('\n')).digest('hex');
}

/** A line of the file as csv-parse gives it, with where it ends. */
interface CsvLine {
  record: string[];
  info: { lines: number };
}

/** The file's lines (csv-parse's types leave `info` out: with it, each record comes with where it ends). */
function csvLines(text: string): CsvLine[] {
  try {
    return parse(text, {
      bom: true,
      delimiter: detectDelimiter(text),
      info: true,
      skip_empty_lines: true,
      // A line of separators only (a spreadsheet's empty row) is no conversion.
      skip_records_with_empty_values: true,
      // Exports write a quote inside an unquoted field: kept as text.
      relax_quotes: true,
      // A short line is that line's problem (its missing cells), not the file's.
      relax_column_count: true,
    }) as unknown as CsvLine[];
  } catch {
    throw new ReportUnreadable('notCsv');
  }
}

/** The line a record starts on: csv-parse counts the lines read once the record ends, quoted line breaks included. */
const startLine = ({ record, info }: CsvLine) => info.lines - record.reduce((breaks, cell) => breaks + (cell.match(/\r\n|\r|\n/g)?.length ?? 0), 0);

/** Reads the report's lines with the mapping; throws ReportUnreadable or ReportColumnsMissing for the file as a whole. */
export function readConversionReport(text: string, mapping: ConversionMapping): ConversionReport {
  if (text.replace(/^\uFEFF/, '').trim() === '') throw new ReportUnreadable('empty');
  const [head, ...lines] = csvLines(text);
  if (!head) throw new ReportUnreadable('empty');
  const indexes = columnIndexes(head.record, mapping);
  const conversions: ReportConversion[] = [];
  const faults: RowFault[] = [];
  let skipped = 0;
  for (const line of lines) {
    const row = startLine(line);
    const cell = (field: ConversionColumn) => {
      const index = indexes[field];
      return index === undefined ? '' : (line.record[index] ?? '').trim();
    };
    const lineFaults: RowFault[] = [];
    const fault = (field: ConversionColumn, kind: CellFault) => lineFaults.push({ row, field, fault: kind, value: cell(field) });
    const clickId = cell('click_id');
    if (clickId === '') fault('click_id', 'clickIdEmpty');
    const transactionId = indexes.transaction_id === undefined ? null : cell('transaction_id');
    if (transactionId === '') fault('transaction_id', 'transactionIdEmpty');
    const occurredAt = readReportTime(cell('time'));
    if (!occurredAt) fault('time', 'timeUnreadable');
    const commissionCents = readAmountCents(cell('commission'));
    if (commissionCents === null) fault('commission', 'amountUnreadable');
    const currency = readCurrency(cell('currency'));
    if (!currency) fault('currency', 'currencyUnreadable');
    const status = conversionStatusOf(cell('status'));
    if (!status) fault('status', 'statusUnknown');
    if (lineFaults.length > 0 || !occurredAt || commissionCents === null || !currency || !status) {
      faults.push(...lineFaults);
      skipped++;
      continue;
    }
    const read = { row, clickId, occurredAt, commissionCents, currency, status };
    conversions.push({ ...read, rowKey: rowKeyOf(transactionId, read) });
  }
  return { rows: lines.length, conversions, faults, skipped };
}

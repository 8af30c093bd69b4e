/** CSV as the editors exchange it with their spreadsheets: written formula-safe, read from Excel's or anyone's export. */

/** A CSV field, quoted when it must be, and never read as a formula by a spreadsheet. */
export const csvField = (value: string) => {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",;\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

/** Lines of fields as a CSV document, CRLF as RFC 4180 and spreadsheets expect. */
export const csvDocument = (rows: readonly (readonly string[])[]) => `${rows.map((row) => row.map(csvField).join(',')).join('\r\n')}\r\n`;

/** A record of a CSV document and the line of the file it starts on (1-based), for telling an editor where to look. */
export interface CsvRecord {
  line: number;
  fields: string[];
}

/**
 * The file's text: UTF-8 (its byte-order mark dropped), else Windows-1252, which is what Excel writes when asked
 * for "CSV" on a French or Dutch Windows.
 */
export function csvText(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

/** `;` when the first line has more of them than commas: Excel's separator in French and Dutch locales. */
function separatorOf(text: string): ',' | ';' {
  const first = text.split(/\r?\n/, 1)[0] ?? '';
  return (first.match(/;/g)?.length ?? 0) > (first.match(/,/g)?.length ?? 0) ? ';' : ',';
}

/** The records of a CSV document (RFC 4180 quoting, CRLF or LF), blank lines left out. */
export function parseCsv(text: string): CsvRecord[] {
  const separator = separatorOf(text);
  const records: CsvRecord[] = [];
  let fields: string[] = [];
  let field = '';
  let quoted = false;
  let line = 1;
  let start = 1;
  const endRecord = () => {
    fields.push(field);
    if (fields.some((value) => value.trim() !== '')) records.push({ line: start, fields });
    fields = [];
    field = '';
  };
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (char === '"') quoted = false;
      else {
        if (char === '\n') line++;
        field += char;
      }
    } else if (char === '"' && field.trim() === '') {
      field = '';
      quoted = true;
    } else if (char === separator) {
      fields.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[i + 1] === '\n') i++;
      endRecord();
      line++;
      start = line;
    } else field += char;
  }
  if (field !== '' || fields.length) endRecord();
  return records;
}

import type { Context } from 'hono';
import type { EditionId } from '@/lib/editions';
import type { ApiWordKey } from '@/lib/forms/api-words';
import { CONVERSION_REPORT_MAX_BYTES, conversionUpload, type ConversionMapping } from '@/lib/schemas/conversions';
import { pageQuery } from '@/lib/schemas/params';
import { readConversionReport, ReportColumnsMissing, ReportUnreadable, type CellFault, type ConversionReport, type RowFault } from '@/server/conversions/conversion-report';
import { uploadById, uploadPage, uploadReport } from '@/server/conversions/conversion-uploads';
import { importConversions, type UploadError } from '@/server/conversions/import-conversions';
import { recordAudit } from '../audit/record';
import { assertMayEdit, requireEditor } from '../auth/editor-guard';
import { apiWords } from '../core/api-words';
import { csvText } from '../core/csv';
import { editorParse, refusedCall, refusedFields, refuseLargerThan } from '../core/editor-refusal';
import type { ApiEnv } from '../core/env';
import { ApiError } from '../core/errors';
import { offsetOf, pageOf } from '../core/pagination';
import { newRouter } from '../core/router';
import { parseQuery, parseWith, pathInt } from '../core/validation';

/**
 * `/stats/conversions/`: the networks' conversion reports, uploaded by admins as CSV and matched to our clicks by the
 * click id the networks give back. An upload answers what it did and is kept, with the lines it left out.
 */
export const conversionsRoutes = newRouter();

const admin = requireEditor('admin');
/** What a multipart envelope and the mapping's fields add around the file. */
const MULTIPART_OVERHEAD = 16 * 1024;
/** The lines' problems an upload keeps and answers: enough to see what is wrong with a file, never the whole file. */
const MAX_REPORTED_ERRORS = 500;

const tooLarge = { file: [{ key: 'uploadTooLarge' as const, values: { megabytes: CONVERSION_REPORT_MAX_BYTES / (1024 * 1024) } }] };

/** The call's edition, once the admin is known to be allowed on it: its language words the answer. */
function adminEdition(c: Context<ApiEnv>): EditionId {
  const edition = c.get('edition');
  assertMayEdit(c.get('editor'), edition);
  return edition;
}

/** A 400 field by field in the API's own words (`apiErrors`). */
function refusedInWords(edition: EditionId, fields: Record<string, [ApiWordKey, Record<string, string>?][]>): ApiError {
  const words = apiWords(edition);
  return new ApiError(400, Object.fromEntries(Object.entries(fields).map(([field, list]) => [field, list.map(([key, values]) => words(key, values))])));
}

/** The upload's file and its other fields, from a multipart body. */
async function receivedForm(c: Context<ApiEnv>, edition: EditionId): Promise<{ file: File; fields: Record<string, unknown> }> {
  if (!/^multipart\/form-data/i.test(c.req.header('content-type') ?? '')) throw refusedCall(edition, 415, { key: 'uploadNotMultipart' });
  let form: Record<string, string | File | (string | File)[]>;
  try {
    form = await c.req.parseBody({ all: true });
  } catch {
    throw refusedFields(edition, { file: [{ key: 'uploadMalformed' }] });
  }
  const { file, ...fields } = form;
  if (Array.isArray(file)) throw refusedFields(edition, { file: [{ key: 'uploadOneFile' }] });
  if (file === undefined || typeof file === 'string') throw refusedFields(edition, { file: [{ key: 'uploadMissing' }] });
  if (file.size === 0) throw refusedFields(edition, { file: [{ key: 'uploadEmpty' }] });
  if (file.size > CONVERSION_REPORT_MAX_BYTES) throw refusedFields(edition, tooLarge, 413);
  return { file, fields };
}

/** The report read with the mapping; a file that cannot be read, or lacks mapped columns, answers 400. */
function readReport(edition: EditionId, bytes: Uint8Array, mapping: ConversionMapping): ConversionReport {
  try {
    return readConversionReport(csvText(bytes), mapping);
  } catch (error) {
    if (error instanceof ReportUnreadable) throw refusedInWords(edition, { file: [[error.reason === 'empty' ? 'conversionFileEmpty' : 'conversionFileNotCsv']] });
    if (error instanceof ReportColumnsMissing) {
      const fields: Record<string, [ApiWordKey, Record<string, string>?][]> = {};
      for (const [field, column] of Object.entries(error.missing)) fields[field] = [['conversionColumnMissing', { column }]];
      if (error.header.length > 0) fields.file = [['conversionHeader', { columns: error.header.join(', ') }]];
      throw refusedInWords(edition, fields);
    }
    throw error;
  }
}

const faultWords: Record<CellFault, ApiWordKey> = {
  clickIdEmpty: 'conversionCellEmpty',
  transactionIdEmpty: 'conversionCellEmpty',
  timeUnreadable: 'conversionTimeUnreadable',
  amountUnreadable: 'conversionAmountUnreadable',
  currencyUnreadable: 'conversionCurrencyUnreadable',
  statusUnknown: 'conversionStatusUnknown',
};

/** A left-out line's problem in the uploader's words: an empty cell names its column, a wrong one shows what it says. */
function wordedFault(edition: EditionId, mapping: ConversionMapping, { row, field, fault, value }: RowFault): UploadError {
  const key = value === '' ? 'conversionCellEmpty' : faultWords[fault];
  return { row, field, message: apiWords(edition)(key, { column: mapping[field], value: value.length > 80 ? `${value.slice(0, 80)}…` : value }) };
}

conversionsRoutes.post('/', admin, refuseLargerThan(CONVERSION_REPORT_MAX_BYTES + MULTIPART_OVERHEAD, 413, tooLarge), async (c) => {
  const edition = adminEdition(c);
  const { file, fields } = await receivedForm(c, edition);
  const { network, mapping } = parseWith(conversionUpload, fields, editorParse(edition));
  const report = readReport(edition, new Uint8Array(await file.arrayBuffer()), mapping);
  const editor = c.get('editor');
  const upload = await importConversions(c.get('db'), {
    network,
    fileName: (file.name || '').slice(0, 200),
    uploadedBy: editor.id,
    rows: report.rows,
    conversions: report.conversions,
    errors: report.faults.slice(0, MAX_REPORTED_ERRORS).map((fault) => wordedFault(edition, mapping, fault)),
  });
  const answer = uploadReport(upload, editor.email);
  const { errors, ...summary } = answer;
  await recordAudit(c, editor, { action: 'upload', entityType: 'conversion_upload', entityId: upload.id, edition, before: null, after: { ...summary, mapping, errors: errors.length } });
  return c.json(answer, 201);
});

conversionsRoutes.get('/uploads', admin, async (c) => {
  adminEdition(c);
  const q = parseQuery(c, pageQuery(20, 100));
  const { count, results } = await uploadPage(c.get('db'), q.size, offsetOf(q.page, q.size));
  return c.json(pageOf(c, { page: q.page, size: q.size, count, results }));
});

conversionsRoutes.get('/uploads/:id', admin, async (c) => {
  const edition = adminEdition(c);
  const upload = await uploadById(c.get('db'), pathInt(c));
  if (!upload) throw refusedCall(edition, 404, { key: 'notFound' });
  return c.json(upload);
});

/** What the admins' conversions screen reads from `/stats/conversions/`: an upload's report and the last uploads. */
import type { ConversionNetwork } from '@/lib/schemas/conversions';
import type { Paginated } from './types/common';

/** A line of the report left out: its line in the file, the mapped field, and what is wrong, in the uploader's words. */
export interface ConversionUploadError {
  row: number;
  field: string;
  message: string;
}

/** An upload as the list shows it (`GET /stats/conversions/uploads/`). */
export interface ConversionUploadSummary {
  id: number;
  network: ConversionNetwork;
  file_name: string;
  /** The lines under the header. */
  rows: number;
  created: number;
  updated: number;
  unchanged: number;
  /** Conversions of this report whose click id is not (or no longer) among our clicks. */
  unmatched: number;
  /** Lines left out for a cell that could not be read. */
  skipped: number;
  uploaded_at: string;
  /** The admin's e-mail; null once their account is deleted. */
  uploaded_by: string | null;
}

/** What an upload did, its left-out lines with it (`POST /stats/conversions/`, `GET /stats/conversions/uploads/{id}/`). */
export interface ConversionUploadReport extends ConversionUploadSummary {
  /** The first lines' problems, field by field; `skipped` says how many lines there were in all. */
  errors: ConversionUploadError[];
}

export type ConversionUploadPage = Paginated<ConversionUploadSummary>;

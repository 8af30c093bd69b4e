import type { ConversionUploadSummary } from '@/lib/api/conversions';

/** What an upload did, figure by figure, in the order the report and the list show them. */
export const conversionFigures = ['rows', 'created', 'updated', 'unchanged', 'unmatched', 'skipped'] as const satisfies readonly (keyof ConversionUploadSummary)[];
export type ConversionFigure = (typeof conversionFigures)[number];

/** The figures that ask for an admin's eye: lines left out, conversions no click of ours explains. */
export const needsAttention = (figure: ConversionFigure, upload: ConversionUploadSummary) => (figure === 'skipped' || figure === 'unmatched') && upload[figure] > 0;

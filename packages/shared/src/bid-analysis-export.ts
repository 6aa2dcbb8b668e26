import { z } from 'zod';

/*
 * Exports of a bid analysis (docs/rfp.md "Exporting the analysis"): the whole comparison as a
 * workbook, or as a client-ready PDF headed with the client's logo, made by a background job.
 */

export const ANALYSIS_EXPORT_FORMATS = ['xlsx', 'pdf'] as const;
export type TAnalysisExportFormat = (typeof ANALYSIS_EXPORT_FORMATS)[number];

/** POST /v1/rfp/{id}/analysis/exports: answers 202 with the queued job (the job panel follows it). */
export const ZAnalysisExportInputSchema = z.strictObject({
  format: z.enum(ANALYSIS_EXPORT_FORMATS, 'Choose xlsx or pdf.'),
});
export type TAnalysisExportInput = z.infer<typeof ZAnalysisExportInputSchema>;

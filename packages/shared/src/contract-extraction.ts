import { z } from 'zod';

/*
 * What reading an existing contract produces (docs/contracts.md "Reading existing contracts"):
 * one value per field, each with how sure the extractor is and where in the document it found
 * it, so the review screen can highlight the source beside the form and a person confirms or
 * corrects each field. Two extractors (rules, a language model) fill the same shape; the
 * merged result says, field by field, which one produced the value.
 */

export const CONTRACT_EXTRACTORS = ['rules', 'llm'] as const;
export type TContractExtractor = (typeof CONTRACT_EXTRACTORS)[number];

const NAME_MAX = 300;
const TEXT_MAX = 500;
const LIST_MAX = 100;

const name = z.string().min(1).max(NAME_MAX);
const isoDate = z.iso.date();
const months = z.number().int().min(1).max(1200);
const days = z.number().int().min(0).max(3650);
const dollars = z.number().min(0).max(1e12);

/** Each field's value type (what a confirmed contract takes). */
export const ZContractFieldValuesSchema = z.object({
  clientName: name,
  vendorName: name,
  agreementDate: isoDate,
  effectiveDate: isoDate,
  startDate: isoDate,
  endDate: isoDate,
  termMonths: months,
  autoRenews: z.boolean(),
  renewalTermMonths: months,
  /** Days of notice needed to stop an automatic renewal. */
  noticeDays: days,
  /** Whether either side may end the contract without cause; the text says on what notice when it does. */
  terminationForConvenience: z.union([z.boolean(), z.string().min(1).max(TEXT_MAX)]),
  /** The state (or country) whose law governs, as written: "Texas". */
  governingLaw: name,
  totalValue: dollars,
  annualValue: dollars,
  /** "Net 30", "Due on receipt". */
  paymentTerms: z.string().min(1).max(TEXT_MAX),
  services: z.array(name).max(LIST_MAX),
  /** Property names or addresses as the contract writes them. */
  properties: z.array(z.string().min(1).max(TEXT_MAX)).max(LIST_MAX),
});
export type TContractFieldValues = z.infer<typeof ZContractFieldValuesSchema>;

export const CONTRACT_FIELDS = Object.keys(ZContractFieldValuesSchema.shape) as (keyof TContractFieldValues)[];
export type TContractField = keyof TContractFieldValues;

/** Where a value was found: `pages[page - 1].text.slice(start, end)` (UTF-16 offsets, as JavaScript counts). */
export const ZExtractionSourceSchema = z
  .object({ page: z.number().int().min(1), start: z.number().int().min(0), end: z.number().int().min(0) })
  .refine((s) => s.end >= s.start, { message: 'A source ends after it starts.', path: ['end'] });
export type TExtractionSource = z.infer<typeof ZExtractionSourceSchema>;

const extracted = <T extends z.ZodType>(value: T) =>
  z.object({
    value: value.nullable(),
    confidence: z.number().min(0).max(1),
    source: ZExtractionSourceSchema.nullable(),
    extractor: z.enum(CONTRACT_EXTRACTORS),
    /** When the two extractors disagreed: the value the other one found (the confidence is lowered). */
    conflict: z.object({ value: value, extractor: z.enum(CONTRACT_EXTRACTORS) }).optional(),
  });

export const ZExtractedFieldsSchema = z.object({
  clientName: extracted(ZContractFieldValuesSchema.shape.clientName),
  vendorName: extracted(ZContractFieldValuesSchema.shape.vendorName),
  agreementDate: extracted(isoDate),
  effectiveDate: extracted(isoDate),
  startDate: extracted(isoDate),
  endDate: extracted(isoDate),
  termMonths: extracted(months),
  autoRenews: extracted(ZContractFieldValuesSchema.shape.autoRenews),
  renewalTermMonths: extracted(months),
  noticeDays: extracted(days),
  terminationForConvenience: extracted(ZContractFieldValuesSchema.shape.terminationForConvenience),
  governingLaw: extracted(ZContractFieldValuesSchema.shape.governingLaw),
  totalValue: extracted(dollars),
  annualValue: extracted(dollars),
  paymentTerms: extracted(ZContractFieldValuesSchema.shape.paymentTerms),
  services: extracted(ZContractFieldValuesSchema.shape.services),
  properties: extracted(ZContractFieldValuesSchema.shape.properties),
});
export type TExtractedFields = z.infer<typeof ZExtractedFieldsSchema>;
export type TExtractedField<F extends TContractField = TContractField> = TExtractedFields[F];

/** A page's text as read: from the PDF's text layer, or by OCR when the page had none (a scan). */
export const ZExtractionPageSchema = z.object({
  number: z.number().int().min(1),
  text: z.string(),
  ocr: z.boolean(),
});
export type TExtractionPage = z.infer<typeof ZExtractionPageSchema>;

export const ZContractExtractionSchema = z.object({
  fields: ZExtractedFieldsSchema,
  pages: z.array(ZExtractionPageSchema),
  /** Which extractors ran (the merged result of both lists both). */
  extractors: z.array(z.enum(CONTRACT_EXTRACTORS)).min(1),
  /** What the reviewer should know: pages not read, OCR used, the model unavailable… */
  warnings: z.array(z.string()),
});
export type TContractExtraction = z.infer<typeof ZContractExtractionSchema>;

/** A field nobody found. */
export const emptyField = <F extends TContractField>(extractor: TContractExtractor): TExtractedField<F> =>
  ({ value: null, confidence: 0, source: null, extractor }) as TExtractedField<F>;

/** Every field empty: the start of an extraction. */
export function emptyFields(extractor: TContractExtractor): TExtractedFields {
  return Object.fromEntries(CONTRACT_FIELDS.map((f) => [f, emptyField(extractor)])) as TExtractedFields;
}

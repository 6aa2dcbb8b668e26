import { z } from 'zod';
import { FILE_KEY_PATTERN } from './storage.js';

/*
 * RFP documents from an uploaded `rfp_template` DOCX (docs/rfp.md "Documents from a template"):
 * one document per invited vendor or per property of the RFP, made by an
 * `rfp_template_generation` job.
 */

export const RFP_TEMPLATE_PER = ['vendor', 'property'] as const;
export type TRfpTemplatePer = (typeof RFP_TEMPLATE_PER)[number];

/** The placeholders an RFP template may use; `lines` and `scopes` are loops with their own placeholders inside. */
export const RFP_TEMPLATE_PLACEHOLDERS = [
  { name: 'rfp_number', description: 'The RFP number (RFP-0001)' },
  { name: 'rfp_title', description: 'The RFP title' },
  { name: 'rfp_description', description: 'The RFP description' },
  { name: 'client_name', description: "The client's name" },
  { name: 'questions_due', description: 'Questions deadline, in the RFP’s time zone with the zone named' },
  { name: 'bids_due', description: 'Bid due date and time, in the RFP’s time zone with the zone named' },
  { name: 'time_zone', description: 'The RFP’s time zone (America/Chicago)' },
  { name: 'service_start', description: 'Service start date (MM/DD/YYYY)' },
  { name: 'term_months', description: 'Contract term in months' },
  { name: 'vendor_name', description: 'The vendor the document is for (one document per vendor; empty per property)' },
  { name: 'property_name', description: 'The property the document is for (one document per property; empty per vendor)' },
  { name: 'property_code', description: 'Its property code' },
  { name: 'property_address', description: 'Its street address, city, state and ZIP on one line' },
  { name: 'line_count', description: 'How many lines the document lists' },
  { name: 'generated_date', description: 'The date the document was generated (MM/DD/YYYY)' },
  { name: 'lines', description: 'Loop over the lines: {#lines}{line_property} – {line_service}{/lines}' },
  { name: 'line_property', description: 'Inside the lines loop: the property name' },
  { name: 'line_code', description: 'Inside the lines loop: the property code' },
  { name: 'line_address', description: 'Inside the lines loop: the property address on one line' },
  { name: 'line_service', description: 'Inside the lines loop: the service' },
  { name: 'line_scope', description: 'Inside the lines loop: the scope of work’s name' },
  { name: 'scopes', description: 'Loop over the scopes of work the lines use: {#scopes}{scope_name}{scope_text}{/scopes}' },
  { name: 'scope_name', description: 'Inside the scopes loop: the scope of work’s name' },
  { name: 'scope_text', description: 'Inside the scopes loop: the whole scope text' },
] as const;
export type TRfpTemplatePlaceholder = (typeof RFP_TEMPLATE_PLACEHOLDERS)[number]['name'];

/** Placeholders valid only inside their loop. */
export const RFP_TEMPLATE_LOOPS = {
  lines: ['line_property', 'line_code', 'line_address', 'line_service', 'line_scope'],
  scopes: ['scope_name', 'scope_text'],
} as const satisfies Record<string, readonly TRfpTemplatePlaceholder[]>;

/** POST /v1/rfp/{id}/template-documents → 202 with the background job (type rfp_template_generation). */
export const ZRfpTemplateGenerateSchema = z.strictObject({
  /** The caller's checked `rfp_template` upload (its file key). */
  templateFileId: z.string().max(500).regex(FILE_KEY_PATTERN, 'Upload the template (a Word .docx file) first.'),
  per: z.enum(RFP_TEMPLATE_PER, 'Choose one document per vendor or per property.'),
});
export type TRfpTemplateGenerate = z.input<typeof ZRfpTemplateGenerateSchema>;

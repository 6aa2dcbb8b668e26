import { RFP_TEMPLATE_LOOPS, RFP_TEMPLATE_PLACEHOLDERS, type TRfpTemplatePer } from '@procura/shared';
import { fileStem } from '../../platform/downloads.js';
import type { TPlaceholderRules, TTemplateData } from '../../platform/documents/docx-template.js';
import type { TPlannedDocument } from '../documents/template-generation.jobs.js';
import type { TRfpDetailRow } from './rfp.presenter.js';
import type { TTemplateLineRow } from './rfp-template.repo.js';

/** What an RFP template may say (RFP_TEMPLATE_PLACEHOLDERS, docs/rfp.md "Documents from a template"). */
export const RFP_TEMPLATE_RULES: TPlaceholderRules = {
  placeholders: RFP_TEMPLATE_PLACEHOLDERS.map((p) => p.name),
  loops: RFP_TEMPLATE_LOOPS,
};

type TRfpFields = Pick<
  TRfpDetailRow,
  'number' | 'title' | 'description' | 'clientName' | 'questionsDueAt' | 'bidsDueAt' | 'timeZone' | 'serviceStartOn' | 'termMonths'
>;

/** "2026-11-22" → "11/22/2026". */
export const usDate = (iso: string | null): string => (iso ? `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}` : '');

/** A deadline as the RFP's readers keep it: in the RFP's time zone, the zone named ("12/01/2026, 5:00 PM CST"). */
export const zonedTime = (at: Date | null, timeZone: string): string =>
  at
    ? new Intl.DateTimeFormat('en-US', {
        timeZone,
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: 'numeric',
        minute: '2-digit',
        timeZoneName: 'short',
      }).format(at)
    : '';

const addressOf = (line: Pick<TTemplateLineRow, 'addressLine1' | 'cityName' | 'stateCode' | 'zip'>) =>
  [line.addressLine1, line.cityName, [line.stateCode, line.zip].filter(Boolean).join(' ')].filter(Boolean).join(', ');

function documentData(rfp: TRfpFields, lines: readonly TTemplateLineRow[], subject: Record<string, string>, today: string): TTemplateData {
  const scopes = new Map<string, { scope_name: string; scope_text: string }>();
  for (const line of lines) {
    if (line.scopeKey && !scopes.has(line.scopeKey)) scopes.set(line.scopeKey, { scope_name: line.scopeName ?? '', scope_text: line.scopeText ?? '' });
  }
  return {
    rfp_number: rfp.number,
    rfp_title: rfp.title,
    rfp_description: rfp.description ?? '',
    client_name: rfp.clientName,
    questions_due: zonedTime(rfp.questionsDueAt, rfp.timeZone),
    bids_due: zonedTime(rfp.bidsDueAt, rfp.timeZone),
    time_zone: rfp.timeZone,
    service_start: usDate(rfp.serviceStartOn),
    term_months: String(rfp.termMonths),
    vendor_name: '',
    property_name: '',
    property_code: '',
    property_address: '',
    ...subject,
    line_count: String(lines.length),
    generated_date: today,
    lines: lines.map((line) => ({
      line_property: line.propertyName,
      line_code: line.propertyCode,
      line_address: addressOf(line),
      line_service: line.serviceName,
      line_scope: line.scopeName ?? '',
    })),
    scopes: [...scopes.values()],
  };
}

const numbered = (index: number, stem: string) => `${String(index + 1).padStart(4, '0')}_${stem}`;

/**
 * The RFP's documents: per vendor, one for each invited vendor listing every line; per
 * property, one for each property listing its lines. Scopes are listed once per document.
 */
export function plannedDocuments(
  per: TRfpTemplatePer,
  rfp: TRfpFields,
  lines: readonly TTemplateLineRow[],
  vendors: readonly { vendorName: string }[],
  today: string,
): TPlannedDocument[] {
  if (per === 'vendor') {
    return vendors.map((v, i) => ({
      name: numbered(i, fileStem(v.vendorName, 'Vendor')),
      data: documentData(rfp, lines, { vendor_name: v.vendorName }, today),
    }));
  }
  const byProperty = new Map<string, TTemplateLineRow[]>();
  for (const line of lines) byProperty.set(line.propertyId, [...(byProperty.get(line.propertyId) ?? []), line]);
  return [...byProperty.values()].map((own, i) => {
    const p = own[0];
    return {
      name: numbered(i, `${fileStem(p.propertyCode, 'Property')}_${fileStem(p.propertyName, 'Property')}`),
      data: documentData(rfp, own, { property_name: p.propertyName, property_code: p.propertyCode, property_address: addressOf(p) }, today),
    };
  });
}

import { PROPERTY_SIZE_UNIT_LABELS, SOW_TEMPLATE_PLACEHOLDERS, type TClientSow, type TPropertySizeUnit } from '@procura/shared';
import type { TPlaceholderRules, TTemplateData } from '../../platform/documents/docx-template.js';
import type { TContactRow, TGenerationPropertyRow } from './sow-documents.repo.js';

/** What a SOW template may say (SOW_TEMPLATE_PLACEHOLDERS): `{heading}` and `{body}` only inside `{#sections}…{/sections}`. */
export const SOW_TEMPLATE_RULES: TPlaceholderRules = {
  placeholders: SOW_TEMPLATE_PLACEHOLDERS.map((p) => p.name),
  loops: { sections: ['heading', 'body'] },
};

/** "2026-11-22" → "11/22/2026" (the placeholders' documented format). */
export const usDate = (iso: string | null): string => (iso ? `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}` : '');

const sizeText = (value: number | null, unit: string | null) =>
  value === null
    ? ''
    : `${value.toLocaleString('en-US', { maximumFractionDigits: 2 })} ${PROPERTY_SIZE_UNIT_LABELS[(unit ?? 'SQ_FT') as TPropertySizeUnit] ?? unit ?? ''}`.trim();

export const addressLine = (p: Pick<TGenerationPropertyRow, 'addressLine1' | 'addressLine2'>): string =>
  [p.addressLine1, p.addressLine2].filter(Boolean).join(', ');

/** One property's placeholder values (SOW_TEMPLATE_PLACEHOLDERS). */
export function templateData(
  sow: TClientSow,
  client: { phone: string | null },
  p: TGenerationPropertyRow,
  contacts: readonly TContactRow[],
  shared: { sections: { heading: string; body: string }[]; text: string; today: string },
): TTemplateData {
  const scoped = p.sizeValue !== null;
  return {
    client_name: sow.clientName,
    client_phone: client.phone ?? '',
    property_name: p.name,
    property_code: p.code,
    property_address: addressLine(p),
    property_city: p.cityName ?? '',
    property_state: p.stateCode ?? '',
    property_zip: p.zip ?? '',
    property_size: scoped ? sizeText(p.sizeValue, p.sizeUnit) : sizeText(p.propertySizeValue, p.propertySizeUnit),
    site_notes: p.siteNotes ?? '',
    season_start: usDate(p.seasonStart),
    season_end: usDate(p.seasonEnd),
    service_name: sow.serviceName,
    service_category: sow.categoryName,
    sow_name: sow.name,
    sow_text: shared.text,
    sections: shared.sections,
    property_contacts: contacts.map((c) => `${c.name}, ${c.contactType}, ${c.email}`).join('\n'),
    generated_date: shared.today,
  };
}

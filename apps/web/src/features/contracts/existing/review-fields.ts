import type { TContractExtraction, TContractField, TExistingContractValues } from '@procura/shared';

/** The extracted field each reviewed value came from (title and the picked records have none). */
export const SOURCE_FIELD: Partial<Record<keyof TExistingContractValues | 'services', TContractField>> = {
  vendorId: 'vendorName',
  startOn: 'startDate',
  endOn: 'endDate',
  autoRenews: 'autoRenews',
  renewalTermMonths: 'renewalTermMonths',
  noticeDays: 'noticeDays',
  terminationTerms: 'terminationForConvenience',
  governingLaw: 'governingLaw',
  totalValue: 'totalValue',
  annualValue: 'annualValue',
  paymentTerms: 'paymentTerms',
  properties: 'properties',
  services: 'services',
};

export type TReviewField = keyof typeof SOURCE_FIELD;

/** "rules · 90%": which extractor produced the value and how sure it was. */
export function provenance(extraction: TContractExtraction | null, field: TReviewField): string | null {
  const source = SOURCE_FIELD[field];
  const found = source && extraction ? extraction.fields[source] : null;
  if (!found || found.value === null) return null;
  return `${found.extractor === 'llm' ? 'Model' : 'Rules'} · ${Math.round(found.confidence * 100)}% sure`;
}

/** The changed values only: a PATCH records a correction per field it sends. */
export function changedValues(before: TExistingContractValues, after: TExistingContractValues): Partial<TExistingContractValues> {
  const changed: Partial<TExistingContractValues> = {};
  for (const key of Object.keys(after) as (keyof TExistingContractValues)[]) {
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) Object.assign(changed, { [key]: after[key] });
  }
  return changed;
}

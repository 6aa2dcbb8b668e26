import {
  EXISTING_CONTRACT_VALUE_FIELDS,
  type TContractExtraction,
  type TExistingContractCorrection,
  type TExistingContractMatches,
  type TExistingContractValues,
} from '@procura/shared';
import { badRequest } from '../../platform/errors.js';
import type { TNewContract } from '../contracts/contract-create.js';
import { bestMatch } from './existing-contracts.matching.js';

/*
 * What the review form starts with, what a correction records, and what a confirmed review
 * becomes (docs/contracts.md "Existing contracts: upload and review").
 */

/** The day before `months` after `start` (a one-year term from 2025-03-01 ends 2026-02-28). */
export function endOfTerm(start: string, months: number): string {
  const [y, m, d] = start.split('-').map(Number);
  const end = new Date(Date.UTC(y, m - 1 + months, d) - 86_400_000);
  return end.toISOString().slice(0, 10);
}

const stem = (fileName: string) =>
  fileName
    .replace(/\.[a-z0-9]+$/i, '')
    .replace(/[_-]+/g, ' ')
    .trim() || 'Existing contract';

/** The form's first values: the extracted fields, and the best matches above the floor. */
export function initialValues(extraction: TContractExtraction, matches: TExistingContractMatches, fileName: string): TExistingContractValues {
  const f = extraction.fields;
  const startOn = f.startDate.value ?? f.effectiveDate.value ?? f.agreementDate.value;
  const endOn = f.endDate.value ?? (startOn && f.termMonths.value ? endOfTerm(startOn, f.termMonths.value) : null);
  const vendor = bestMatch(matches.vendor.candidates);
  const serviceIds = [...new Set(matches.services.map((s) => bestMatch(s.candidates)?.id).filter((id): id is string => Boolean(id)))];
  const propertyIds = [...new Set(matches.properties.map((p) => bestMatch(p.candidates)?.id).filter((id): id is string => Boolean(id)))];
  const tfc = f.terminationForConvenience.value;
  const title = f.vendorName.value ? `${f.vendorName.value}: ${stem(fileName)}` : stem(fileName);
  return {
    title: title.slice(0, 200),
    vendorId: vendor?.id ?? null,
    startOn,
    endOn: startOn && endOn && endOn < startOn ? null : endOn,
    autoRenews: f.autoRenews.value ?? false,
    renewalTermMonths: f.renewalTermMonths.value !== null ? Math.min(120, f.renewalTermMonths.value) : null,
    noticeDays: f.noticeDays.value,
    terminationTerms: typeof tfc === 'string' ? tfc : tfc === true ? 'Either party may terminate for convenience.' : null,
    governingLaw: f.governingLaw.value ? f.governingLaw.value.slice(0, 200) : null,
    totalValue: f.totalValue.value,
    annualValue: f.annualValue.value,
    paymentTerms: f.paymentTerms.value,
    properties: propertyIds.map((propertyId) => ({ propertyId, serviceIds })),
  };
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** One correction per field whose value changes: what it was, what it became, who, when. */
export function correctionsOf(before: TExistingContractValues, patch: Partial<TExistingContractValues>, by: string, at: Date): TExistingContractCorrection[] {
  return EXISTING_CONTRACT_VALUE_FIELDS.filter((field) => field in patch && !same(before[field], patch[field])).map((field) => ({
    field,
    from: before[field] ?? null,
    to: patch[field] ?? null,
    by,
    at: at.toISOString(),
  }));
}

const cents = (n: number) => Math.round(n * 100) / 100;

/**
 * The contract a confirmed review makes: every required field present (400 naming each one
 * missing), ACTIVE (an existing contract is signed and in force; the renewals job expires one
 * whose end has passed), one line per property × service priced per year at an equal share of
 * the annual value (or of the total over the term; 0 when neither is known).
 */
export function contractFromValues(values: TExistingContractValues, clientId: string, extractionId: string): TNewContract {
  const missing: Record<string, string[]> = {};
  if (!values.vendorId) missing.vendorId = ['Choose the vendor (or create it in Vendors first).'];
  if (!values.startOn) missing.startOn = ['Enter the start date.'];
  if (!values.endOn) missing.endOn = ['Enter the end date.'];
  if (values.properties.length === 0) missing.properties = ['Choose at least one of the client’s properties.'];
  else if (values.properties.some((p) => p.serviceIds.length === 0)) missing.properties = ['Choose at least one service for each property.'];
  if (values.autoRenews && !values.renewalTermMonths) missing.renewalTermMonths = ['Say for how many months it renews.'];
  if (values.startOn && values.endOn && values.endOn < values.startOn) missing.endOn = ['The end date must not come before the start date.'];
  const fields = Object.keys(missing);
  if (fields.length > 0) {
    throw badRequest(`Confirm every required field first: ${fields.join(', ')}.`, missing);
  }
  const lineCount = values.properties.reduce((n, p) => n + p.serviceIds.length, 0);
  const years = Math.max(1, (Date.parse(values.endOn!) - Date.parse(values.startOn!)) / (365.25 * 86_400_000));
  const annual = values.annualValue ?? (values.totalValue !== null ? values.totalValue / years : 0);
  const price = cents(annual / lineCount);
  return {
    clientId,
    vendorId: values.vendorId!,
    title: values.title,
    startOn: values.startOn,
    endOn: values.endOn,
    autoRenews: values.autoRenews,
    renewalTermMonths: values.autoRenews ? values.renewalTermMonths : null,
    noticeDays: values.noticeDays,
    terminationTerms: values.terminationTerms,
    governingLaw: values.governingLaw,
    totalValue: values.totalValue !== null ? cents(values.totalValue) : null,
    paymentTerms: values.paymentTerms,
    origin: 'EXISTING',
    extractionId,
    status: 'ACTIVE',
    properties: values.properties.map((p) => ({
      propertyId: p.propertyId,
      startOn: null,
      endOn: null,
      lines: p.serviceIds.map((serviceId) => ({
        serviceId,
        price,
        unit: 'PER_YEAR' as const,
        quantityPerYear: null,
        frequency: null,
        startOn: null,
        endOn: null,
        notes: null,
      })),
    })),
  };
}

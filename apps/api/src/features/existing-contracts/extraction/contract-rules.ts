import { emptyFields, type TContractExtraction, type TContractField, type TExtractedFields, type TExtractionPage } from '@procura/shared';
import { contractText } from './contract-text.js';
import { findDates } from './rules-dates.js';
import type { TFound } from './rules-found.js';
import { findMoney } from './rules-money.js';
import { findParties } from './rules-parties.js';
import { COMMON_SERVICES, findGoverningLaw, findProperties, findServices } from './rules-places.js';
import { findRenewal } from './rules-renewal.js';

/*
 * The rules extractor: no model, no network, the same answer every time. It reads what
 * contracts say in the words they usually say it (docs/contracts.md "Reading existing
 * contracts"), and serves as the cross-check of the model's answer when there is one.
 */

export interface TRulesOptions {
  /** Service names to look for (the workspace's catalogue); common facility services when absent. */
  services?: readonly string[];
}

export function extractRules(pages: readonly TExtractionPage[], options: TRulesOptions = {}): TContractExtraction {
  const doc = contractText(pages);
  const dates = findDates(doc);
  const money = findMoney(doc, dates.termMonths?.value ?? null);
  const parties = findParties(doc);
  const partyNames = [parties.clientName?.value, parties.vendorName?.value].filter((n): n is string => !!n);
  const found: { [F in TContractField]?: TFound<TExtractedFields[F]['value'] & {}> } = {
    ...parties,
    ...dates,
    ...findRenewal(doc, dates.termMonths?.value ?? null),
    governingLaw: findGoverningLaw(doc),
    totalValue: money.totalValue,
    annualValue: money.annualValue,
    paymentTerms: money.paymentTerms,
    services: findServices(doc, options.services?.length ? options.services : COMMON_SERVICES, partyNames),
    properties: findProperties(doc),
  };
  const fields = emptyFields('rules');
  for (const [field, hit] of Object.entries(found) as [TContractField, TFound<unknown>][]) {
    if (!hit) continue;
    // A default with nothing written behind it (no renewal clause: does not renew) has no source.
    const source = hit.end > hit.start ? doc.source(hit.start, hit.end) : null;
    Object.assign(fields[field], { value: hit.value, confidence: hit.confidence, source });
  }
  const warnings = pages.every((p) => p.text.trim() === '') ? ['The document has no text to read.'] : [];
  return { fields, pages: [...pages], extractors: ['rules'], warnings };
}

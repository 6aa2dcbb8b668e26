import { lineKeyOf, type TRfpFormData } from './rfp-form-data';
import { zonedToIso } from './zoned-time';

export const RFP_WIZARD_STEPS = ['Client', 'Properties', 'Services', 'Vendors', 'Dates', 'Documents', 'Review'] as const;

type TErrors = Partial<Record<keyof TRfpFormData, string>>;

/** What keeps the buyer on a step, in words under the field (the server checks it all again). */
export function validateStep(step: number, form: TRfpFormData): TErrors {
  const errors: TErrors = {};
  if (step === 0) {
    if (!form.client) errors.client = 'Choose a client.';
    if (!form.title.trim()) errors.title = 'Enter a title.';
  }
  if (step === 1 && form.propertyIds.length === 0) errors.propertyIds = 'Choose at least one property.';
  if (step === 2 && form.serviceIds.length === 0) errors.serviceIds = 'Choose at least one service.';
  if (step === 3 && form.vendors.some((v) => v.isOut) && !form.overrideReason.trim())
    errors.overrideReason = 'Say why vendors that are out for every line are invited.';
  if (step === 4) {
    const questions = zonedToIso(form.questionsDueLocal, form.timeZone);
    const bids = zonedToIso(form.bidsDueLocal, form.timeZone);
    if (bids && Date.parse(bids) <= Date.now()) errors.bidsDueLocal = 'Choose a time in the future.';
    if (questions && bids && Date.parse(questions) >= Date.parse(bids)) errors.questionsDueLocal = 'The questions deadline must come before the bid due time.';
  }
  if (step === 5) {
    const lines = new Set(form.propertyIds.flatMap((p) => form.serviceIds.map((s) => lineKeyOf(p, s))));
    if (form.documents.some((d) => !d.name.trim())) errors.documents = 'Name every document.';
    else if (form.documents.some((d) => d.target !== null && !lines.has(d.target)))
      errors.documents = 'A document is for a line no longer chosen: remove it, or choose its property and service again.';
  }
  return errors;
}

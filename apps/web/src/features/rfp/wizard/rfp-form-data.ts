import { RFP_TERM_MONTHS_MAX } from '@procura/shared';
import { z } from 'zod';

/**
 * The wizard's unsaved RFP, kept in localStorage under `rfpFormData` (docs/rfp.md "Writing an
 * RFP") so a reload or a closed tab loses nothing; saving the draft clears it. Times are kept as
 * the buyer typed them (a wall-clock time in the RFP's time zone) and turned into instants on save.
 */
export const RFP_FORM_STORAGE_KEY = 'rfpFormData';

const ZOption = z.object({ value: z.string(), label: z.string() });

export const ZRfpFormDataSchema = z.object({
  step: z.number().int().min(0).default(0),
  client: ZOption.nullable().default(null),
  title: z.string().default(''),
  description: z.string().default(''),
  propertyIds: z.array(z.string()).default([]),
  serviceIds: z.array(z.string()).default([]),
  /** Invited vendors, and which of them are out for every line (they need the provider's reason). */
  vendors: z.array(ZOption.extend({ isOut: z.boolean() })).default([]),
  overrideReason: z.string().default(''),
  timeZone: z.string().default('America/New_York'),
  /** 'YYYY-MM-DDTHH:mm' in `timeZone`, or '' while not set. */
  questionsDueLocal: z.string().default(''),
  bidsDueLocal: z.string().default(''),
  serviceStartOn: z.string().default(''),
  termMonths: z.number().int().min(1).max(RFP_TERM_MONTHS_MAX).default(12),
  requireAllLines: z.boolean().default(false),
  /**
   * Documents uploaded on the documents step (checked files the save adds to the draft): their
   * keys and names only, so the form stays JSON. An upload not saved within the storage's hours
   * is swept; saving then asks for it again.
   */
  documents: z
    .array(
      z.object({
        fileKey: z.string(),
        name: z.string(),
        size: z.number(),
        /** null: the whole RFP; otherwise the line's `lineKeyOf(propertyId, serviceId)` (the line has no id before the save). */
        target: z.string().nullable().default(null),
      }),
    )
    .default([]),
  /** The draft a save created before a later call of the same save failed: a retry goes on with it. */
  savedRfpId: z.string().nullable().default(null),
});
export type TRfpFormData = z.output<typeof ZRfpFormDataSchema>;

/** A line of the form before it is saved: its property and service. */
export const lineKeyOf = (propertyId: string, serviceId: string) => `${propertyId}|${serviceId}`;

export const emptyRfpForm = (): TRfpFormData => ZRfpFormDataSchema.parse({});

/** The form as it was left, or a fresh one when nothing (or something unreadable) is stored. */
export function loadRfpForm(): TRfpFormData {
  try {
    const stored = window.localStorage.getItem(RFP_FORM_STORAGE_KEY);
    if (!stored) return emptyRfpForm();
    const parsed = ZRfpFormDataSchema.safeParse(JSON.parse(stored));
    return parsed.success ? parsed.data : emptyRfpForm();
  } catch {
    return emptyRfpForm();
  }
}

export const storeRfpForm = (form: TRfpFormData) => window.localStorage.setItem(RFP_FORM_STORAGE_KEY, JSON.stringify(form));
export const clearRfpForm = () => window.localStorage.removeItem(RFP_FORM_STORAGE_KEY);

/**
 * A new RFP started elsewhere (Contract Management's gaps): the wizard opens on a fresh form with
 * the client, properties and services chosen, in place of any unsaved one.
 */
export function prefillRfpForm(input: {
  client: { value: string; label: string } | null;
  title: string;
  propertyIds: readonly string[];
  serviceIds: readonly string[];
}) {
  storeRfpForm({ ...emptyRfpForm(), client: input.client, title: input.title, propertyIds: [...input.propertyIds], serviceIds: [...input.serviceIds] });
}

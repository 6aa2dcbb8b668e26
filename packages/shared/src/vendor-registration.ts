import { z } from 'zod';
import { ZEmailSchema } from './auth.js';
import { ZClientZipSchema, ZWebsiteSchema } from './clients.js';
import { BUSINESS_STRUCTURES, LEAD_SOURCES, OWNERSHIP_TAGS } from './enums.js';
import { ZTaxIdSchema, ZVendorServiceIdsSchema } from './vendors.js';

/*
 * Vendor self-registration (issue #9 item 6): a public multi-step form whose steps are saved
 * with /v1/vendors/draft and resumed from an e-mailed link. One schema per step, shared by the
 * wizard (validated before Next) and the API (validated on save and again, whole, on submit).
 */

/** The resume token travels in this header (or the body / query) — never in a cookie. */
export const REGISTRATION_TOKEN_HEADER = 'x-registration-token';
/**
 * The honeypot: a field people never see (hidden off-screen, out of the tab order) and bots
 * fill. When it has a value the API answers as if all went well and keeps nothing.
 */
export const REGISTRATION_HONEYPOT_FIELD = 'faxNumber';
/** How long a resume link works, from the start. */
export const REGISTRATION_TTL_DAYS = 14;
/** A submission sooner than this after the start is a script, not a person reading the form. */
export const REGISTRATION_MIN_FILL_SECONDS = 20;
export const REGISTRATION_TOO_FAST = 'Please take a moment to review your registration before you submit it.';
/** The start's own refusal: a person who meets it just presses Start again. */
export const REGISTRATION_START_TOO_FAST = 'That was quick! Check your e-mail address, then press Start registration again.';

/** The saved steps in order; the wizard adds a review step after them. */
export const REGISTRATION_STEPS = ['company', 'address', 'services', 'documents', 'contact'] as const;
export type TRegistrationStep = (typeof REGISTRATION_STEPS)[number];
/** Where a resumed registration continues: the first step not saved yet, else the review. */
export const REGISTRATION_POSITIONS = [...REGISTRATION_STEPS, 'review'] as const;
export type TRegistrationPosition = (typeof REGISTRATION_POSITIONS)[number];
export const REGISTRATION_STEP_LABELS: Record<TRegistrationPosition, string> = {
  company: 'Company',
  address: 'Address',
  services: 'Services and areas',
  documents: 'Documents',
  contact: 'Contact person',
  review: 'Review',
};

/** 32 random bytes, base64url: what the e-mailed link carries. */
export const REGISTRATION_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
export const REGISTRATION_LINK_INVALID = 'This registration link is not valid. Start a new registration.';
export const ZRegistrationTokenSchema = z.string().regex(REGISTRATION_TOKEN_PATTERN, REGISTRATION_LINK_INVALID);

// ── Small pieces ─────────────────────────────────────────────────────────────

const blankToNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);
const required = (label: string, max = 200) => z.string(`Enter the ${label}.`).trim().min(1, `Enter the ${label}.`).max(max, `The ${label} is too long.`);
const optionalText = (max: number) => z.preprocess(blankToNull, z.string().trim().max(max, `Keep it under ${max} characters.`).nullable().default(null));
const geoId = (message: string) => z.coerce.number(message).int(message).min(1, message).max(2_147_483_647, message);
const optionalCount = (label: string, max: number) =>
  z.preprocess(
    (v) => (v === '' || v === undefined ? null : v),
    z.coerce.number().int(`The ${label} is a whole number.`).min(0, `The ${label} cannot be negative.`).max(max, `The ${label} is too large.`).nullable(),
  );
/** People type "acme.com" on a phone: ZWebsiteSchema adds the scheme for them. */
const website = z.preprocess(blankToNull, ZWebsiteSchema.nullable().default(null));
const phoneCode = z.preprocess(
  (v) => (v === '' || v === undefined || v === null ? '+1' : v),
  z
    .string()
    .trim()
    .regex(/^\+\d{1,4}$/, 'Use a country code such as +1.'),
);
const phoneNumber = z
  .string('Enter a phone number.')
  .trim()
  .regex(/^[\d\s().-]{4,20}$/, 'Enter a phone number: digits, 4 to 20 of them.');

// ── Steps ────────────────────────────────────────────────────────────────────

export const ZRegistrationCompanySchema = z.strictObject({
  name: required('company name'),
  dba: optionalText(200),
  taxId: z.preprocess((v) => (v === null || v === undefined ? '' : v), ZTaxIdSchema),
  // A form's empty choice is null: the same message as a missing one.
  businessStructure: z.preprocess(blankToNull, z.enum(BUSINESS_STRUCTURES, 'Choose the business structure.')),
  ownershipTags: z.array(z.enum(OWNERSHIP_TAGS)).max(OWNERSHIP_TAGS.length).default([]),
  yearsInBusiness: optionalCount('years in business', 300),
  employeeCount: optionalCount('employee count', 10_000_000),
  website,
  leadSource: z.preprocess(blankToNull, z.enum(LEAD_SOURCES, 'Choose how you heard about us.').nullable().default(null)),
});
export type TRegistrationCompanyInput = z.input<typeof ZRegistrationCompanySchema>;
export type TRegistrationCompany = z.output<typeof ZRegistrationCompanySchema>;

/** In the United States (the product's market): states and cities from /v1/public/*. */
export const ZRegistrationAddressSchema = z.strictObject({
  addressLine1: required('street address'),
  addressLine2: optionalText(200),
  stateId: geoId('Choose the state.'),
  cityId: z.preprocess((v) => (v === '' || v === undefined ? null : v), geoId('Choose the city.').nullable()),
  zip: ZClientZipSchema,
  phoneCode,
  phoneNumber,
});
export type TRegistrationAddressInput = z.input<typeof ZRegistrationAddressSchema>;
export type TRegistrationAddress = z.output<typeof ZRegistrationAddressSchema>;

export const MAX_REGISTRATION_STATES = 100;

export const ZRegistrationServicesSchema = z.strictObject({
  serviceIds: ZVendorServiceIdsSchema.min(1, 'Choose at least one service you offer.'),
  /** Whole states here; counties can be narrowed in the vendor's workspace after approval. */
  stateIds: z
    .array(geoId('Choose a state.'))
    .min(1, 'Choose at least one state you work in.')
    .max(MAX_REGISTRATION_STATES, `Choose at most ${MAX_REGISTRATION_STATES} states.`),
});
export type TRegistrationServicesInput = z.input<typeof ZRegistrationServicesSchema>;
export type TRegistrationServices = z.output<typeof ZRegistrationServicesSchema>;

/**
 * W-9 and certificates of insurance are uploaded after approval, in the vendor's own
 * workspace (signed in, through storage): nothing is uploaded anonymously. The step only
 * asks the vendor to acknowledge that.
 */
export const ZRegistrationDocumentsSchema = z.strictObject({
  acknowledged: z.boolean().refine((v) => v, 'Confirm that you will upload your W-9 and certificate of insurance after approval.'),
});
export type TRegistrationDocumentsInput = z.input<typeof ZRegistrationDocumentsSchema>;

/** The person the provider's approval invites as the vendor's administrator. */
export const ZRegistrationContactSchema = z.strictObject({
  firstName: required('first name', 100),
  lastName: required('last name', 100),
  email: ZEmailSchema,
  phoneCode,
  phoneNumber,
});
export type TRegistrationContactInput = z.input<typeof ZRegistrationContactSchema>;
export type TRegistrationContact = z.output<typeof ZRegistrationContactSchema>;

export const REGISTRATION_STEP_SCHEMAS = {
  company: ZRegistrationCompanySchema,
  address: ZRegistrationAddressSchema,
  services: ZRegistrationServicesSchema,
  documents: ZRegistrationDocumentsSchema,
  contact: ZRegistrationContactSchema,
} as const;

/** The whole registration, checked on submit. */
export const ZVendorRegistrationSchema = z.object(REGISTRATION_STEP_SCHEMAS);
export type TVendorRegistration = z.output<typeof ZVendorRegistrationSchema>;

/** What a draft holds so far: the steps saved. */
export const ZRegistrationDraftDataSchema = ZVendorRegistrationSchema.partial();
export type TRegistrationDraftData = z.output<typeof ZRegistrationDraftDataSchema>;

// ── Requests ─────────────────────────────────────────────────────────────────

const honeypot = z.string().max(500).optional();

/** `POST /v1/vendors/draft`: the e-mail the resume link goes to. */
export const ZStartRegistrationSchema = z.strictObject({
  email: ZEmailSchema,
  /** When the form was shown (epoch ms): an e-mail typed in under a second is a script's. */
  formStartedAt: z.number('Reload the page and try again.').int().min(0).max(8_640_000_000_000_000),
  [REGISTRATION_HONEYPOT_FIELD]: honeypot,
});
export type TStartRegistrationInput = z.input<typeof ZStartRegistrationSchema>;

const token = ZRegistrationTokenSchema.optional();
const saveOf = <TStep extends TRegistrationStep>(step: TStep) => z.strictObject({ step: z.literal(step), token, data: REGISTRATION_STEP_SCHEMAS[step] });

/** `PUT /v1/vendors/draft`: one step's data (the token in the header or here). */
export const ZSaveRegistrationStepSchema = z.discriminatedUnion('step', [
  saveOf('company'),
  saveOf('address'),
  saveOf('services'),
  saveOf('documents'),
  saveOf('contact'),
]);
export type TSaveRegistrationStepInput = z.input<typeof ZSaveRegistrationStepSchema>;
export type TSaveRegistrationStep = z.output<typeof ZSaveRegistrationStepSchema>;

export const ZResumeRegistrationQuerySchema = z.object({ token });

/** `POST /v1/vendors/draft/submit`. */
export const ZSubmitRegistrationSchema = z.strictObject({ token, [REGISTRATION_HONEYPOT_FIELD]: honeypot });
export type TSubmitRegistrationInput = z.input<typeof ZSubmitRegistrationSchema>;

// ── Answers ──────────────────────────────────────────────────────────────────

/**
 * The steps as saved (the schemas' output), for answers: the response serialiser encodes with
 * the schema and cannot run the input schemas' transforms backwards.
 */
export const ZSavedRegistrationDataSchema = z.object({
  company: z
    .object({
      name: z.string(),
      dba: z.string().nullable(),
      taxId: z.string(),
      businessStructure: z.enum(BUSINESS_STRUCTURES),
      ownershipTags: z.array(z.enum(OWNERSHIP_TAGS)),
      yearsInBusiness: z.number().int().nullable(),
      employeeCount: z.number().int().nullable(),
      website: z.string().nullable(),
      leadSource: z.enum(LEAD_SOURCES).nullable(),
    })
    .optional(),
  address: z
    .object({
      addressLine1: z.string(),
      addressLine2: z.string().nullable(),
      stateId: z.number().int(),
      cityId: z.number().int().nullable(),
      zip: z.string(),
      phoneCode: z.string(),
      phoneNumber: z.string(),
    })
    .optional(),
  services: z.object({ serviceIds: z.array(z.string()), stateIds: z.array(z.number().int()) }).optional(),
  documents: z.object({ acknowledged: z.boolean() }).optional(),
  contact: z.object({ firstName: z.string(), lastName: z.string(), email: z.string(), phoneCode: z.string(), phoneNumber: z.string() }).optional(),
});

export const ZRegistrationDraftSchema = z.object({
  registrationId: z.string(),
  email: z.string(),
  /** Where to continue. */
  step: z.enum(REGISTRATION_POSITIONS),
  data: ZSavedRegistrationDataSchema,
  expiresAt: z.string(),
  /** The United States, whose states and cities the address step offers. */
  countryId: z.number().int().nullable(),
});
export type TRegistrationDraft = z.infer<typeof ZRegistrationDraftSchema>;

/** The start's answer also carries the token: the browser keeps it to save the steps. */
/** The start's answer: where the link went. The token goes only in that e-mail, which proves the address. */
export const REGISTRATION_LINK_SENT_MESSAGE = 'Check your e-mail: we sent you a link to continue your registration.';
export const ZStartedRegistrationSchema = z.object({ email: z.string(), message: z.string() });
export type TStartedRegistration = z.infer<typeof ZStartedRegistrationSchema>;

export const REGISTRATION_SUBMITTED_MESSAGE = 'Thank you. We’ll review your registration and e-mail you within 2 business days.';
export const ZSubmittedRegistrationSchema = z.object({ message: z.string() });
export type TSubmittedRegistration = z.infer<typeof ZSubmittedRegistrationSchema>;

/** `GET /v1/public/services`: the catalogue's active services, for the services step. */
export const ZPublicServiceSchema = z.object({ id: z.string(), name: z.string(), category: z.object({ id: z.string(), name: z.string() }) });
export type TPublicService = z.infer<typeof ZPublicServiceSchema>;
export const ZPublicServiceListSchema = z.array(ZPublicServiceSchema);

// ── Duplicate check ──────────────────────────────────────────────────────────

/** Addresses anyone can have: their domain says nothing about which company someone works for. */
export const FREE_MAIL_DOMAINS: ReadonlySet<string> = new Set([
  'gmail.com',
  'googlemail.com',
  'yahoo.com',
  'ymail.com',
  'hotmail.com',
  'outlook.com',
  'live.com',
  'msn.com',
  'aol.com',
  'icloud.com',
  'me.com',
  'mac.com',
  'proton.me',
  'protonmail.com',
  'gmx.com',
  'gmx.net',
  'mail.com',
  'zoho.com',
  'yandex.com',
  'comcast.net',
  'att.net',
  'verizon.net',
  'sbcglobal.net',
]);

/** 'jane@Mail.Acme.com' → 'mail.acme.com'; null for a free-mail address. */
export function companyDomainOfEmail(email: string): string | null {
  const domain = email.split('@')[1]?.trim().toLowerCase();
  if (!domain || FREE_MAIL_DOMAINS.has(domain)) return null;
  return domain;
}

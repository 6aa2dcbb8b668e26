import { z } from 'zod';
import { ZEmailSchema } from './auth.js';
import { pageOf, ZPageQuerySchema } from './pagination.js';
import { csvList } from './user-management.js';
import { REGISTRATION_HONEYPOT_FIELD } from './vendor-registration.js';

/*
 * Get in touch (issue 20 item 4): the public form on /public_route, and the provider's list of
 * what arrived. One schema for the form's fields, validated by the page before it sends and by
 * the API when it arrives (docs/product.md "Get in touch").
 */

/** The honeypot: people never see it; a filled one is answered as a success and nothing is kept. */
export const GET_IN_TOUCH_HONEYPOT_FIELD = REGISTRATION_HONEYPOT_FIELD;
/** What the sender reads after sending, whether or not the request was kept (honeypot, too fast). */
export const GET_IN_TOUCH_THANKS =
  'Thank you! We received your request and sent a confirmation to your e-mail address. We’ll be in touch within one business day.';
export const GET_IN_TOUCH_FORM_EXPIRED = 'This form has been open too long. Reload the page and send it again.';
export const GET_IN_TOUCH_TOO_MANY = 'You have sent several requests in a short time. Wait an hour and try again, or e-mail us directly.';
export const GET_IN_TOUCH_NEED_MAX = 2000;
export const GET_IN_TOUCH_PROPERTIES_MAX = 100_000;

/** A phone number as people type it; exported so the API's fuzzer can build a valid body. */
export const GET_IN_TOUCH_PHONE_PATTERN = /^\+?[\d\s().-]{4,25}$/;

const required = (label: string, max: number) =>
  z.string(`Enter ${label}.`).trim().min(1, `Enter ${label}.`).max(max, `Keep ${label} under ${max} characters.`);

/** The fields a visitor fills in. */
export const ZGetInTouchFieldsSchema = z.object({
  name: required('your name', 200),
  company: required('your company', 200),
  email: z.preprocess((v) => v ?? '', ZEmailSchema),
  phone: z.string('Enter a phone number.').trim().regex(GET_IN_TOUCH_PHONE_PATTERN, 'Enter a phone number: digits, spaces and + ( ) - only.'),
  need: required('what you need', GET_IN_TOUCH_NEED_MAX),
  propertiesCount: z.preprocess(
    (v) => (v === '' || v === null || v === undefined ? undefined : v),
    // A JSON number only: the form's number input hands over a number (or '' when empty).
    z
      .number('Enter how many properties you have.')
      .int('Enter a whole number of properties.')
      .min(1, 'Enter at least 1 property.')
      .max(GET_IN_TOUCH_PROPERTIES_MAX, `Enter at most ${GET_IN_TOUCH_PROPERTIES_MAX.toLocaleString('en-US')} properties.`),
  ),
});
export type TGetInTouchFields = z.input<typeof ZGetInTouchFieldsSchema>;

/** A signed token issued when the form loads: the server reads from it when that was. */
export const ZGetInTouchFormTokenSchema = z.object({ formToken: z.string() });
export type TGetInTouchFormToken = z.infer<typeof ZGetInTouchFormTokenSchema>;

export const ZGetInTouchSchema = ZGetInTouchFieldsSchema.extend({
  formToken: z.string(GET_IN_TOUCH_FORM_EXPIRED).min(1, GET_IN_TOUCH_FORM_EXPIRED).max(200, GET_IN_TOUCH_FORM_EXPIRED),
  [GET_IN_TOUCH_HONEYPOT_FIELD]: z.string().max(500).optional(),
});
export type TGetInTouchInput = z.input<typeof ZGetInTouchSchema>;

export const ZGetInTouchReceivedSchema = z.object({ message: z.string() });
export type TGetInTouchReceived = z.infer<typeof ZGetInTouchReceivedSchema>;

// ── The provider's list ──────────────────────────────────────────────────────

export const CONTACT_REQUEST_STATUSES = ['NEW', 'CONTACTED', 'CONVERTED', 'CLOSED'] as const;
export type TContactRequestStatus = (typeof CONTACT_REQUEST_STATUSES)[number];
export const CONTACT_REQUEST_STATUS_LABELS: Record<TContactRequestStatus, string> = {
  NEW: 'New',
  CONTACTED: 'Contacted',
  CONVERTED: 'Converted',
  CLOSED: 'Closed',
};

export const ZContactRequestSchema = z.object({
  id: z.string(),
  name: z.string(),
  company: z.string(),
  email: z.string(),
  phone: z.string(),
  need: z.string(),
  propertiesCount: z.number().int(),
  status: z.enum(CONTACT_REQUEST_STATUSES),
  clientId: z.string().nullable(),
  vendorInvitedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TContactRequest = z.infer<typeof ZContactRequestSchema>;
export const ZContactRequestPageSchema = pageOf(ZContactRequestSchema);
export type TContactRequestPage = z.infer<typeof ZContactRequestPageSchema>;

export const CONTACT_REQUEST_SORT_FIELDS = ['createdAt', 'company', 'name', 'propertiesCount', 'status'] as const;
export const ZContactRequestListQuerySchema = z.object({
  ...ZPageQuerySchema.shape,
  search: z.string().trim().max(200).optional(),
  status: csvList(z.enum(CONTACT_REQUEST_STATUSES, 'Choose new, contacted, converted or closed.')),
  sort: z.enum(CONTACT_REQUEST_SORT_FIELDS).default('createdAt'),
  sortDirection: z.enum(['asc', 'desc']).default('desc'),
});
export type TContactRequestListQuery = z.infer<typeof ZContactRequestListQuerySchema>;

export const ZContactRequestIdParamsSchema = z.object({ id: z.uuid('Not a valid request id.') });

/** A status move; `clientId` records the client a request became (status CONVERTED). */
export const ZContactRequestUpdateSchema = z.strictObject({
  status: z.enum(CONTACT_REQUEST_STATUSES, 'Choose new, contacted, converted or closed.'),
  clientId: z.uuid('Not a valid client id.').nullable().optional(),
});
export type TContactRequestUpdate = z.infer<typeof ZContactRequestUpdateSchema>;

// ── The provider's setting ───────────────────────────────────────────────────

export const ZGetInTouchSettingsSchema = z.object({
  /** null: requests are listed, not mailed. The form sends null for an empty field. */
  inboxEmail: ZEmailSchema.nullable(),
});
export type TGetInTouchSettings = z.infer<typeof ZGetInTouchSettingsSchema>;
/** The setting as answered: plain data, no input clean-up. */
export const ZGetInTouchSettingsAnswerSchema = z.object({ inboxEmail: z.string().nullable() });

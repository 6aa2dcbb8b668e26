import { z } from 'zod';
import { ZEmailSchema } from './auth.js';
import { CONTACT_TYPES, USER_STATUSES } from './enums.js';
import { pageOf, ZPageQuerySchema } from './pagination.js';
import { csvList } from './user-management.js';
import { ZPhoneCodeSchema, ZPhoneNumberSchema } from './users.js';
import { blankToNull } from './form-values.js';

/*
 * Clients (issue #8 item 3): parent companies, clients, their corporate contacts and client
 * workspaces. One contract for the API, the Clients screen and its forms.
 */

export const CLIENT_TYPES = ['COMMERCIAL', 'HOA', 'HOTEL', 'MULTI_FAMILY', 'RETAIL', 'STUDENT_HOUSING', 'OTHER'] as const;
export type TClientType = (typeof CLIENT_TYPES)[number];
export const CLIENT_TYPE_LABELS: Record<TClientType, string> = {
  COMMERCIAL: 'Commercial',
  HOA: 'HOA',
  HOTEL: 'Hotel',
  MULTI_FAMILY: 'Multi-family',
  RETAIL: 'Retail',
  STUDENT_HOUSING: 'Student housing',
  OTHER: 'Other',
};

export const CLIENT_STATUSES = ['ACTIVE', 'INACTIVE'] as const;
export type TClientStatus = (typeof CLIENT_STATUSES)[number];

/** Half of a UTF-16 surrogate pair on its own: no character at all, and no database can store it. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const readable = (schema: z.ZodString) => schema.refine((v) => !LONE_SURROGATE.test(v), 'Remove the unreadable characters.');
const text = (label: string, max = 200) => readable(z.string().trim().min(1, `Enter the ${label}.`).max(max, `The ${label} is too long.`));
const optionalText = (max: number) =>
  z.preprocess(
    blankToNull,
    readable(z.string().trim().max(max, `Keep it under ${max} characters.`))
      .nullable()
      .optional(),
  );
const optionalGeoId = z.number().int().positive().max(2_147_483_647).nullable().optional();
const fileKey = z.string().trim().min(1).max(500);

// ---------------------------------------------------------------------------------------------
// Parent companies

export const ZParentCompanySchema = z.object({
  id: z.string(),
  name: z.string(),
  /** Clients under it that the caller can see. */
  clientCount: z.number().int(),
  createdAt: z.string(),
});
export type TParentCompany = z.infer<typeof ZParentCompanySchema>;
export const ZParentCompanyPageSchema = pageOf(ZParentCompanySchema);
export type TParentCompanyPage = z.infer<typeof ZParentCompanyPageSchema>;

export const ZParentCompanyListQuerySchema = z.object({
  ...ZPageQuerySchema.shape,
  search: z.string().trim().max(200).optional(),
});
export type TParentCompanyListQuery = z.infer<typeof ZParentCompanyListQuerySchema>;

export const ZParentCompanyInputSchema = z.object({ name: text('parent company name') });
export type TParentCompanyInput = z.input<typeof ZParentCompanyInputSchema>;

// ---------------------------------------------------------------------------------------------
// Clients: lists

export const CLIENT_SORT_FIELDS = ['name', 'status', 'propertyCount', 'createdAt'] as const;
export type TClientSortField = (typeof CLIENT_SORT_FIELDS)[number];

export const ZClientListQuerySchema = z.object({
  ...ZPageQuerySchema.shape,
  search: z.string().trim().max(200).optional(),
  status: csvList(z.enum(CLIENT_STATUSES)),
  clientType: csvList(z.enum(CLIENT_TYPES)),
  parentCompanyId: csvList(z.uuid()),
  sort: z.enum(CLIENT_SORT_FIELDS).default('name'),
  sortDirection: z.enum(['asc', 'desc']).default('asc'),
});
export type TClientListQuery = z.infer<typeof ZClientListQuerySchema>;
export type TClientListQueryInput = z.input<typeof ZClientListQuerySchema>;

const ZNamedRefSchema = z.object({ id: z.string(), name: z.string() });
const ZGeoRefSchema = z.object({ id: z.number().int(), name: z.string() });

export const ZClientAbilitiesSchema = z.object({
  /** Profile fields: name, type, address, phone, website, notes, logo, header image. */
  edit: z.boolean(),
  /** Provider only: status and parent company. */
  changeStatus: z.boolean(),
  changeParentCompany: z.boolean(),
  /** Corporate contacts are people: adding, editing and removing them takes the people rights too. */
  viewContacts: z.boolean(),
  addContacts: z.boolean(),
  editContacts: z.boolean(),
  removeContacts: z.boolean(),
});
export type TClientAbilities = z.infer<typeof ZClientAbilitiesSchema>;

export const ZClientListItemSchema = z.object({
  id: z.string(),
  tenantId: z.string(),
  name: z.string(),
  clientType: z.enum(CLIENT_TYPES),
  status: z.enum(CLIENT_STATUSES),
  parentCompany: ZNamedRefSchema.nullable(),
  /** A short-lived URL for the logo, or null when there is none. */
  logoUrl: z.string().nullable(),
  cityName: z.string().nullable(),
  stateName: z.string().nullable(),
  stateCode: z.string().nullable(),
  /** Properties of the client the caller can see. */
  propertyCount: z.number().int(),
  createdAt: z.string(),
  abilities: ZClientAbilitiesSchema,
});
export type TClientListItem = z.infer<typeof ZClientListItemSchema>;
export const ZClientPageSchema = pageOf(ZClientListItemSchema);
export type TClientPage = z.infer<typeof ZClientPageSchema>;

// ---------------------------------------------------------------------------------------------
// One client

export const ZClientDetailSchema = ZClientListItemSchema.extend({
  addressLine1: z.string().nullable(),
  addressLine2: z.string().nullable(),
  country: ZGeoRefSchema.nullable(),
  state: ZGeoRefSchema.extend({ code: z.string() }).nullable(),
  city: ZGeoRefSchema.nullable(),
  zip: z.string().nullable(),
  phoneCode: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  website: z.string().nullable(),
  notes: z.string().nullable(),
  /** Contracts of this client need their signed copy before activation (docs/contracts.md "Statuses and amendments"). */
  contractsRequireSignedDocument: z.boolean(),
  logoKey: z.string().nullable(),
  headerImageKey: z.string().nullable(),
  headerImageUrl: z.string().nullable(),
  updatedAt: z.string(),
});
export type TClientDetail = z.infer<typeof ZClientDetailSchema>;

export const ZClientIdParamsSchema = z.object({ id: z.uuid('Not a valid client id.') });

/** US ZIP codes and the postal codes of other countries (letters, digits, space, dash). */
export const CLIENT_ZIP_PATTERN = /^[A-Za-z0-9][A-Za-z0-9 -]{1,9}$/;
export const ZClientZipSchema = z.string().trim().regex(CLIENT_ZIP_PATTERN, 'Enter a postal code such as 80202.');

export const WEBSITE_PATTERN = /^https?:\/\/[^\s/$.?#]\S*$/;

/** Any scheme written out ("ftp://…"): left as typed, for the pattern to refuse. */
const HAS_SCHEME = /^[a-z][a-z\d+.-]*:\/\//i;

/**
 * A website as people type it: "acme.com" is https://acme.com (the scheme is assumed, in the
 * browser and on the server alike, since both parse with this schema); what is stored always
 * has its scheme.
 */
export const ZWebsiteSchema = z
  .string()
  .trim()
  .max(300, 'The website address is too long.')
  .transform((value) => (value !== '' && !HAS_SCHEME.test(value) ? `https://${value}` : value))
  .pipe(z.string().regex(WEBSITE_PATTERN, 'Enter a web address such as acme.com or https://acme.com.'));

/** The create and edit form of a client, validated the same way in the browser and the API. */
export const ZClientFormSchema = z.object({
  name: text('client name'),
  parentCompanyId: z.uuid('Choose a parent company.').nullable().optional(),
  clientType: z.enum(CLIENT_TYPES).default('COMMERCIAL'),
  addressLine1: optionalText(200),
  addressLine2: optionalText(200),
  countryId: optionalGeoId,
  stateId: optionalGeoId,
  cityId: optionalGeoId,
  zip: ZClientZipSchema.nullable().optional(),
  phoneCode: ZPhoneCodeSchema,
  phoneNumber: ZPhoneNumberSchema,
  website: ZWebsiteSchema.nullable().optional(),
  notes: optionalText(5000),
  /** Its contracts are activated only once their signed copy is uploaded (copied onto each contract when it is made). */
  contractsRequireSignedDocument: z.boolean().optional(),
  /** File keys from POST /v1/storage/create-presigned-url (categories client_logo, client_header_image). */
  logoKey: fileKey.nullable().optional(),
  headerImageKey: fileKey.nullable().optional(),
});
export type TClientFormInput = z.input<typeof ZClientFormSchema>;
export type TClientForm = z.infer<typeof ZClientFormSchema>;

export const ZCreateClientSchema = ZClientFormSchema;
export type TCreateClientInput = z.input<typeof ZCreateClientSchema>;
export const ZUpdateClientSchema = ZClientFormSchema.partial();
export type TUpdateClientInput = z.input<typeof ZUpdateClientSchema>;
export type TUpdateClient = z.infer<typeof ZUpdateClientSchema>;

export const ZUpdateClientStatusSchema = z.object({ clientId: z.uuid('Choose a client.'), status: z.enum(CLIENT_STATUSES) });
export type TUpdateClientStatusInput = z.input<typeof ZUpdateClientStatusSchema>;

export const ZUpdateThemeHeaderImageSchema = z.object({ clientId: z.uuid('Choose a client.'), fileKey: fileKey.nullable() });
export type TUpdateThemeHeaderImageInput = z.input<typeof ZUpdateThemeHeaderImageSchema>;

// ---------------------------------------------------------------------------------------------
// Client workspaces

/** A client workspace the caller belongs to, with the branding its shell shows. */
export const ZClientWorkspaceSchema = z.object({
  id: z.string(),
  tenantId: z.string(),
  name: z.string(),
  status: z.enum(CLIENT_STATUSES),
  logoUrl: z.string().nullable(),
  headerImageUrl: z.string().nullable(),
});
export type TClientWorkspace = z.infer<typeof ZClientWorkspaceSchema>;
export const ZClientWorkspaceListSchema = z.array(ZClientWorkspaceSchema);

// ---------------------------------------------------------------------------------------------
// Corporate contacts: people of a client with a contact type

export const ZCorporateContactSchema = z.object({
  id: z.string(),
  clientId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phoneCode: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  contactType: z.enum(CONTACT_TYPES),
  /** May sign in; otherwise a person on file only. */
  authorized: z.boolean(),
  status: z.enum(USER_STATUSES),
  createdAt: z.string(),
});
export type TCorporateContact = z.infer<typeof ZCorporateContactSchema>;
export const ZCorporateContactPageSchema = pageOf(ZCorporateContactSchema);
export type TCorporateContactPage = z.infer<typeof ZCorporateContactPageSchema>;

export const ZCorporateContactListQuerySchema = z.object({
  ...ZPageQuerySchema.shape,
  clientId: z.uuid('Choose a client.'),
  search: z.string().trim().max(200).optional(),
});
export type TCorporateContactListQuery = z.infer<typeof ZCorporateContactListQuerySchema>;

const personName = (label: string) => text(label, 100);

export const ZCreateCorporateContactSchema = z.object({
  clientId: z.uuid('Choose a client.'),
  firstName: personName('first name'),
  lastName: personName('last name'),
  email: ZEmailSchema,
  phoneCode: ZPhoneCodeSchema,
  phoneNumber: ZPhoneNumberSchema,
  contactType: z.enum(CONTACT_TYPES).default('Primary'),
  /** Authorized contacts are invited by e-mail; others are kept on file only. */
  authorized: z.boolean().default(false),
});
export type TCreateCorporateContactInput = z.input<typeof ZCreateCorporateContactSchema>;

export const ZUpdateCorporateContactSchema = z
  .object({
    firstName: personName('first name'),
    lastName: personName('last name'),
    phoneCode: ZPhoneCodeSchema,
    phoneNumber: ZPhoneNumberSchema,
    contactType: z.enum(CONTACT_TYPES),
  })
  .partial();
export type TUpdateCorporateContactInput = z.input<typeof ZUpdateCorporateContactSchema>;

export const ZCorporateContactIdParamsSchema = z.object({ id: z.uuid('Not a valid contact id.') });

import { z } from 'zod';
import { ZEmailSchema } from './auth.js';
import { CONTACT_TYPES, USER_STATUSES } from './enums.js';
import { pageOf, ZPageQuerySchema } from './pagination.js';
import { csvList } from './user-management.js';
import { ZPhoneCodeSchema, ZPhoneNumberSchema } from './users.js';

/* Vendor contacts (issue #9 item 5): people of a vendor, branch or franchise with a contact type. */

export const VENDOR_CONTACT_SORT_FIELDS = ['name', 'email', 'contactType', 'status', 'createdAt'] as const;

export const ZVendorContactSchema = z.object({
  id: z.string(),
  vendorId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phoneCode: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  contactType: z.enum(CONTACT_TYPES),
  /** May sign in; otherwise a person on file only. */
  authorized: z.boolean(),
  status: z.enum(USER_STATUSES),
  roleName: z.string().nullable(),
  createdAt: z.string(),
});
export type TVendorContact = z.infer<typeof ZVendorContactSchema>;
export const ZVendorContactPageSchema = pageOf(ZVendorContactSchema);
export type TVendorContactPage = z.infer<typeof ZVendorContactPageSchema>;

export const ZVendorContactListQuerySchema = z.object({
  ...ZPageQuerySchema.shape,
  vendorId: z.uuid('Choose a vendor.'),
  search: z.string().trim().max(200).optional(),
  contactType: csvList(z.enum(CONTACT_TYPES)),
  sort: z.enum(VENDOR_CONTACT_SORT_FIELDS).default('name'),
  sortDirection: z.enum(['asc', 'desc']).default('asc'),
});
export type TVendorContactListQuery = z.infer<typeof ZVendorContactListQuerySchema>;
export type TVendorContactListQueryInput = z.input<typeof ZVendorContactListQuerySchema>;

const personName = (label: string) => z.string().trim().min(1, `Enter the ${label}.`).max(100, `The ${label} is too long.`);

export const ZCreateVendorContactSchema = z.object({
  vendorId: z.uuid('Choose a vendor.'),
  firstName: personName('first name'),
  lastName: personName('last name'),
  email: ZEmailSchema,
  phoneCode: ZPhoneCodeSchema,
  phoneNumber: ZPhoneNumberSchema,
  contactType: z.enum(CONTACT_TYPES).default('Primary'),
  /** Authorized contacts are invited by e-mail (roles are given under people); others are kept on file only. */
  authorized: z.boolean().default(false),
});
export type TCreateVendorContactInput = z.input<typeof ZCreateVendorContactSchema>;

export const ZUpdateVendorContactSchema = z
  .object({
    firstName: personName('first name'),
    lastName: personName('last name'),
    phoneCode: ZPhoneCodeSchema,
    phoneNumber: ZPhoneNumberSchema,
    contactType: z.enum(CONTACT_TYPES),
  })
  .partial();
export type TUpdateVendorContactInput = z.input<typeof ZUpdateVendorContactSchema>;

export const ZVendorContactIdParamsSchema = z.object({ id: z.uuid('Not a valid contact id.') });

/** Spec §8 message the web shows when `PATCH /v1/users/update-contact-type/:id` fails for a vendor contact. */
export const VENDOR_CONTACT_UPDATE_FAILED = 'Failed to update vendor contact.';

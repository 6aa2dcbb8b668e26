import { z } from 'zod';
import { pageOf, ZPageQuerySchema } from './pagination.js';
import { LINE_INELIGIBILITY_REASONS, ZVendorEligibilitySchema } from './vendor-eligibility.js';

/*
 * Who is asked to bid (issue 18 item 1, "Vendor eligibility per line"): vendors eligible for at
 * least one line are invited as they are; one eligible for none may still be invited by the
 * provider, with a written reason kept in the RFP's history. A branch or franchise is invited as
 * its own tenant.
 */

export const RFP_INVITATIONS_PER_REQUEST_MAX = 100;

/** POST /v1/rfp/{id}/invitations */
export const ZRfpInvitationsAddSchema = z.strictObject({
  vendorIds: z
    .array(z.uuid('Not a valid vendor id.'))
    .min(1, 'Choose at least one vendor.')
    .max(RFP_INVITATIONS_PER_REQUEST_MAX, `Invite at most ${RFP_INVITATIONS_PER_REQUEST_MAX} vendors at once.`),
  /** Why vendors that are eligible for no line are invited all the same (the provider alone). */
  overrideReason: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
    z.string().trim().max(1_000, 'Keep the reason under 1,000 characters.').nullable().default(null),
  ),
});
export type TRfpInvitationsAdd = z.input<typeof ZRfpInvitationsAddSchema>;

/** Where an invited vendor stands, derived from its bid (the vendor writes that, never the buyer). */
export const RFP_INVITATION_STATES = ['INVITED', 'VIEWED', 'INTENDING', 'DECLINED', 'SUBMITTED', 'WITHDRAWN'] as const;
export type TRfpInvitationState = (typeof RFP_INVITATION_STATES)[number];
export const RFP_INVITATION_STATE_LABELS: Record<TRfpInvitationState, string> = {
  INVITED: 'Invited',
  VIEWED: 'Viewed',
  INTENDING: 'Intends to bid',
  DECLINED: 'Declined',
  SUBMITTED: 'Submitted',
  WITHDRAWN: 'Withdrew',
};

export const ZRfpInvitationSchema = z.object({
  id: z.string(),
  vendorId: z.string(),
  vendorName: z.string(),
  /** Lines the vendor was out for when invited, with the reasons (empty: eligible for all). */
  ineligibleLines: z.number().int(),
  reasons: z.array(z.string()),
  overrideReason: z.string().nullable(),
  state: z.enum(RFP_INVITATION_STATES),
  submittedAt: z.string().nullable(),
  invitedAt: z.string(),
});
export type TRfpInvitation = z.infer<typeof ZRfpInvitationSchema>;
export const ZRfpInvitationPageSchema = pageOf(ZRfpInvitationSchema);
export type TRfpInvitationPage = z.infer<typeof ZRfpInvitationPageSchema>;

export const ZRfpInvitationsQuerySchema = z.object({ ...ZPageQuerySchema.shape, limit: z.coerce.number().int().min(1).max(200).default(50) });

/** GET /v1/rfp/{id}/eligible-vendors: candidates for the RFP's lines on its service start date. */
export const ZRfpEligibleVendorsQuerySchema = z.object({ ...ZPageQuerySchema.shape, limit: z.coerce.number().int().min(1).max(100).default(25) });
export const ZRfpEligibleVendorSchema = ZVendorEligibilitySchema.omit({ lines: true }).extend({
  invited: z.boolean(),
  /** Of the RFP's lines, how many the vendor may take, and why it is out for the others. */
  eligibleLines: z.number().int(),
  lineCount: z.number().int(),
  lineReasons: z.array(z.enum(LINE_INELIGIBILITY_REASONS)),
});
export type TRfpEligibleVendor = z.infer<typeof ZRfpEligibleVendorSchema>;
export const ZRfpEligibleVendorPageSchema = pageOf(ZRfpEligibleVendorSchema).extend({ onDate: z.string() });
export type TRfpEligibleVendorPage = z.infer<typeof ZRfpEligibleVendorPageSchema>;

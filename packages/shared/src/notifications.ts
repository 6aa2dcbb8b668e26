import { z } from 'zod';
import { pageOf, ZPageQuerySchema } from './pagination.js';

/**
 * What a person is told about (docs/notifications.md). Each kind has its own e-mail setting:
 * at once, in the daily digest, or not at all; the bell shows every kind.
 */
export const NOTIFICATION_KINDS = [
  'rfp_invitation',
  'rfp_addendum',
  'rfp_answer_published',
  'rfp_due_reminder',
  'rfp_closed',
  'bid_submitted',
  'bid_awarded',
  'bid_lost',
  'contract_created',
  'contract_activated',
  'contract_renewal_deadline',
  'contract_notice_deadline',
  'certificate_expiring',
  'certificate_expired',
  'vendor_submitted',
  'vendor_approved',
  'vendor_rejected',
  'invitation_accepted',
  'job_finished',
] as const;
export type TNotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const NOTIFICATION_KIND_LABELS: Record<TNotificationKind, string> = {
  rfp_invitation: 'Invited to an RFP',
  rfp_addendum: 'An RFP addendum is issued',
  rfp_answer_published: 'An answer to a question is published',
  rfp_due_reminder: 'An RFP is due soon',
  rfp_closed: 'An RFP closed',
  bid_submitted: 'A bid is submitted',
  bid_awarded: 'Your bid is awarded',
  bid_lost: 'Your bid was not selected',
  contract_created: 'A contract is created',
  contract_activated: 'A contract becomes active',
  contract_renewal_deadline: 'A contract is about to end',
  contract_notice_deadline: 'A contract’s notice deadline is near',
  certificate_expiring: 'A certificate is expiring',
  certificate_expired: 'A certificate expired',
  vendor_submitted: 'A vendor submitted its registration',
  vendor_approved: 'A vendor is approved',
  vendor_rejected: 'A vendor is rejected',
  invitation_accepted: 'An invitation is accepted',
  job_finished: 'A background job finished',
};

/** How a kind reaches a person by e-mail; the bell always shows it. */
export const NOTIFICATION_EMAIL_MODES = ['immediate', 'digest', 'off'] as const;
export type TNotificationEmailMode = (typeof NOTIFICATION_EMAIL_MODES)[number];
export const NOTIFICATION_EMAIL_MODE_LABELS: Record<TNotificationEmailMode, string> = {
  immediate: 'At once',
  digest: 'Daily digest',
  off: 'Off',
};
/** A kind a person never set is mailed at once. */
export const DEFAULT_NOTIFICATION_EMAIL_MODE: TNotificationEmailMode = 'immediate';

export const ZNotificationSchema = z.object({
  id: z.string(),
  kind: z.enum(NOTIFICATION_KINDS),
  title: z.string(),
  body: z.string(),
  /** The app path of the record it is about. */
  link: z.string(),
  readAt: z.string().nullable(),
  createdAt: z.string(),
});
export type TNotification = z.infer<typeof ZNotificationSchema>;

export const ZNotificationPageSchema = pageOf(ZNotificationSchema).extend({ unread: z.number().int() });
export type TNotificationPage = z.infer<typeof ZNotificationPageSchema>;

export const ZNotificationQuerySchema = ZPageQuerySchema.extend({
  unread: z.enum(['true', 'false']).optional(),
  kind: z.enum(NOTIFICATION_KINDS).optional(),
  search: z.string().trim().max(200).optional(),
});
export type TNotificationQuery = z.infer<typeof ZNotificationQuerySchema>;

export const ZNotificationSummarySchema = z.object({ unread: z.number().int(), latestAt: z.string().nullable() });
export type TNotificationSummary = z.infer<typeof ZNotificationSummarySchema>;

export const ZNotificationPreferenceSchema = z.object({ kind: z.enum(NOTIFICATION_KINDS), email: z.enum(NOTIFICATION_EMAIL_MODES) });
export const ZNotificationPreferencesSchema = z.object({ data: z.array(ZNotificationPreferenceSchema) });
export type TNotificationPreferences = z.infer<typeof ZNotificationPreferencesSchema>;
export const ZNotificationPreferencesInputSchema = z.object({
  data: z
    .array(ZNotificationPreferenceSchema)
    .max(NOTIFICATION_KINDS.length)
    .refine((rows) => new Set(rows.map((r) => r.kind)).size === rows.length, 'Each kind once.'),
});
export type TNotificationPreferencesInput = z.infer<typeof ZNotificationPreferencesInputSchema>;

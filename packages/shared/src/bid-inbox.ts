import { z } from 'zod';
import { pageOf, ZPageQuerySchema } from './pagination.js';
import { RFP_STATUSES } from './rfp.js';
import { RFP_INVITATION_STATES, type TRfpInvitationState } from './rfp-invitations.js';
import { csvList } from './user-management.js';

/*
 * A vendor workspace's RFP inbox (issue 18 item 3, docs/rfp.md "The vendor's inbox"): the
 * invitations sent to this workspace, each with where the vendor stands on it — derived from its
 * own bid, never written by the buyer.
 */

/** What the bid row says, as the inbox and the buyer's invitation list both read it. */
export interface TInvitationFacts {
  bidStatus: string | null;
  intent: string | null;
  viewedAt: Date | string | null;
}

/** Where an invited vendor stands: submitted or withdrawn first, then its intent, then whether it opened the RFP. */
export function invitationState(row: TInvitationFacts): TRfpInvitationState {
  if (row.bidStatus === 'SUBMITTED') return 'SUBMITTED';
  if (row.bidStatus === 'WITHDRAWN') return 'WITHDRAWN';
  if (row.intent === 'DECLINED') return 'DECLINED';
  if (row.intent === 'INTENDING') return 'INTENDING';
  return row.viewedAt ? 'VIEWED' : 'INVITED';
}

/** The same states in the vendor's words: an invitation it has not opened is new to it. */
export const BID_INBOX_STATE_LABELS: Record<TRfpInvitationState, string> = {
  INVITED: 'New',
  VIEWED: 'Viewed',
  INTENDING: 'Intends to bid',
  DECLINED: 'Declined',
  SUBMITTED: 'Submitted',
  WITHDRAWN: 'Withdrawn',
};

/** GET /v1/rfp/inbox: open RFPs first by due time, then the rest; searched by number, title or client. */
export const ZBidInboxQuerySchema = z.object({
  ...ZPageQuerySchema.shape,
  search: z.string().trim().max(200).optional(),
  status: csvList(z.enum(RFP_STATUSES)),
});
export type TBidInboxQuery = z.infer<typeof ZBidInboxQuerySchema>;
export type TBidInboxQueryInput = z.input<typeof ZBidInboxQuerySchema>;

export const ZBidInboxItemSchema = z.object({
  rfpId: z.string(),
  invitationId: z.string(),
  number: z.string(),
  title: z.string(),
  clientName: z.string(),
  rfpStatus: z.enum(RFP_STATUSES),
  bidsDueAt: z.string().nullable(),
  questionsDueAt: z.string().nullable(),
  timeZone: z.string(),
  lineCount: z.number().int(),
  invitedAt: z.string(),
  state: z.enum(RFP_INVITATION_STATES),
  declineReason: z.string().nullable(),
  submittedAt: z.string().nullable(),
  currentSubmission: z.number().int(),
  /** Submitted before the RFP's latest addendum: confirm or revise it. */
  needsConfirmation: z.boolean(),
  /** The RFP is open and its due time ahead: the bid may still change. */
  canBid: z.boolean(),
});
export type TBidInboxItem = z.infer<typeof ZBidInboxItemSchema>;
export const ZBidInboxPageSchema = pageOf(ZBidInboxItemSchema);
export type TBidInboxPage = z.infer<typeof ZBidInboxPageSchema>;

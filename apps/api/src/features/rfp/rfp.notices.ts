import { ROUTES } from '@procura/shared';
import type { TOutboxEvent } from '../notifications/notifications.service.js';

/*
 * What an RFP's changes tell, and whom (docs/notifications.md "Events"). Each is published by the
 * service that makes the change, in its transaction. Bids are sealed until the buyer opens them
 * (docs/rfp.md "Sealed bids"): no event names a bidder to the buyer, and none tells one vendor
 * who else was invited or bid. Where the RFP mails of docs/rfp.md "Mail" already tell the vendor
 * (invitation, addendum, due time, award decided), the event is the bell's only: `mailed: false`.
 */

/** The RFP as an event names it. */
export interface TRfpRef {
  id: string;
  tenantId: string;
  number: string;
  title: string;
}

const link = (rfp: Pick<TRfpRef, 'id'>) => `${ROUTES.rfp}/${rfp.id}`;
const about = (rfp: TRfpRef) => ({ subjectType: 'rfp', subjectId: rfp.id, link: link(rfp) });

export const rfpNotices = {
  /** Published: each invited vendor's workspace. */
  invitation(rfp: TRfpRef, publisher: { tenantId: string; userId: string }, vendorTenantIds: string[]): TOutboxEvent {
    return {
      tenantId: publisher.tenantId,
      kind: 'rfp_invitation',
      ...about(rfp),
      title: `Invited to bid on ${rfp.number}`,
      body: `You are invited to bid on “${rfp.title}”. Its lines, scopes of work and documents are on its page.`,
      audienceTenantIds: vendorTenantIds,
      actorUserId: publisher.userId,
      mailed: false,
      dedupeKey: `rfp_invitation:${rfp.id}`,
    };
  },

  /** An addendum: every invited vendor's workspace. */
  addendum(rfp: TRfpRef, publisher: { tenantId: string; userId: string }, vendorTenantIds: string[], number: number): TOutboxEvent {
    return {
      tenantId: publisher.tenantId,
      kind: 'rfp_addendum',
      ...about(rfp),
      title: `Addendum ${number} to ${rfp.number}`,
      body: `An addendum changes “${rfp.title}”. Read it and acknowledge it; a bid submitted before it needs confirming.`,
      audienceTenantIds: vendorTenantIds,
      actorUserId: publisher.userId,
      mailed: false,
      dedupeKey: `rfp_addendum:${rfp.id}:${number}`,
    };
  },

  /** An answer published: every invited vendor's workspace, the asker's among them (answers name no asker). */
  answer(rfp: TRfpRef, publisher: { tenantId: string; userId: string }, vendorTenantIds: string[], answerId: string): TOutboxEvent {
    return {
      tenantId: publisher.tenantId,
      kind: 'rfp_answer_published',
      ...about(rfp),
      title: `An answer is published on ${rfp.number}`,
      body: `The buyer published an answer to a question on “${rfp.title}”. Read it under Q&A.`,
      audienceTenantIds: vendorTenantIds,
      actorUserId: publisher.userId,
      dedupeKey: `rfp_answer_published:${answerId}`,
    };
  },

  /** Bids due within `days` days and not submitted: the invitation's vendor workspace. */
  dueReminder(rfp: TRfpRef, invitation: { id: string; vendorTenantId: string }, days: number, dueOn: string): TOutboxEvent {
    return {
      tenantId: rfp.tenantId,
      kind: 'rfp_due_reminder',
      ...about(rfp),
      link: `${link(rfp)}/bid`,
      title: `Bids due in ${days * 24} hours: ${rfp.number}`,
      body: `Bids on “${rfp.title}” are due within ${days * 24} hours and yours is not submitted.`,
      audienceTenantIds: [invitation.vendorTenantId],
      mailed: false,
      dedupeKey: `rfp_due_reminder:${invitation.id}:${days}:${dueOn}`,
    };
  },

  /**
   * Closed (at its due time, or by the provider's hand): the buyer (the client's workspace and the
   * provider) and the invited vendors. It counts no bid and names no bidder.
   */
  closed(rfp: TRfpRef & { partyTenantIds: string[] }, closer: { tenantId: string; userId: string | null }): TOutboxEvent {
    return {
      tenantId: closer.tenantId,
      kind: 'rfp_closed',
      ...about(rfp),
      title: `${rfp.number} closed`,
      body: `“${rfp.title}” is closed: no more bids are accepted. The buyer opens the bids next.`,
      audienceTenantIds: [rfp.tenantId, ...rfp.partyTenantIds],
      audienceProvider: true,
      actorUserId: closer.userId,
      dedupeKey: `rfp_closed:${rfp.id}`,
    };
  },

  /** Lines awarded to these vendors' bids: each such workspace (the award is its own to read). */
  awarded(rfp: TRfpRef, awarder: { tenantId: string; userId: string }, vendorTenantIds: string[], awardId: string): TOutboxEvent {
    return {
      tenantId: awarder.tenantId,
      kind: 'bid_awarded',
      ...about(rfp),
      title: `Your bid on ${rfp.number} is awarded`,
      body: `Lines of “${rfp.title}” are awarded to your bid. Which ones is on the RFP's page.`,
      audienceTenantIds: vendorTenantIds,
      actorUserId: awarder.userId,
      mailed: false,
      dedupeKey: `bid_awarded:${awardId}`,
    };
  },

  /** Every line awarded, none to these vendors' submitted bids: each such workspace. */
  lost(rfp: TRfpRef, awarder: { tenantId: string; userId: string }, vendorTenantIds: string[]): TOutboxEvent {
    return {
      tenantId: awarder.tenantId,
      kind: 'bid_lost',
      ...about(rfp),
      title: `Your bid on ${rfp.number} was not selected`,
      body: `“${rfp.title}” is awarded; no line went to your bid. Thank you for bidding.`,
      audienceTenantIds: vendorTenantIds,
      actorUserId: awarder.userId,
      mailed: false,
      dedupeKey: `bid_lost:${rfp.id}`,
    };
  },
};

import { ROUTES } from '@procura/shared';
import type { TOutboxEvent } from '../notifications/notifications.service.js';

/*
 * What a vendor's approval tells, and whom (docs/notifications.md "Events"): a registration
 * submitted, the provider's people who may read the vendor; the decision, the vendor's own
 * workspace. The vendor's name is free text: it goes in quoted, as a value.
 */

/** The vendor as an event names it: its record and its own workspace. */
export interface TVendorRef {
  id: string;
  tenantId: string;
  name: string;
}

const about = (vendor: TVendorRef, by: { tenantId: string; userId: string | null }) => ({
  tenantId: by.tenantId,
  subjectType: 'vendor',
  subjectId: vendor.id,
  link: `${ROUTES.vendor}/${vendor.id}`,
  actorUserId: by.userId,
});

export const vendorNotices = {
  /** Waiting for approval: the provider. `mailed: false` where the registration mails the deciders itself. */
  submitted(vendor: TVendorRef, by: { tenantId: string; userId: string | null }, mailed = true): TOutboxEvent {
    return {
      ...about(vendor, by),
      kind: 'vendor_submitted',
      title: 'A vendor is waiting for approval',
      body: `“${vendor.name}” submitted its registration for approval.`,
      audienceProvider: true,
      mailed,
    };
  },

  approved(vendor: TVendorRef, by: { tenantId: string; userId: string }): TOutboxEvent {
    return {
      ...about(vendor, by),
      kind: 'vendor_approved',
      title: 'Your company is approved',
      body: `“${vendor.name}” is approved as a vendor: it can now be invited to bid.`,
      audienceTenantIds: [vendor.tenantId],
    };
  },

  rejected(vendor: TVendorRef, by: { tenantId: string; userId: string }): TOutboxEvent {
    return {
      ...about(vendor, by),
      kind: 'vendor_rejected',
      title: 'Your company was not approved',
      body: `“${vendor.name}” was not approved as a vendor. The reason is on its page; correct it and submit again.`,
      audienceTenantIds: [vendor.tenantId],
    };
  },
};

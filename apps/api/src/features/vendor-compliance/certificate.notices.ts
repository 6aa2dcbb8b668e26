import { vendorCompliancePath } from '@procura/shared';
import type { TOutboxEvent } from '../notifications/notifications.service.js';
import type { TCertificateNotice } from './compliance-state.repo.js';

/**
 * A certificate of insurance expiring (30 or 7 days ahead) or expired, told to the vendor's
 * workspace (docs/notifications.md "Events"). The expiry warning mail is its e-mail (its words are
 * the specification's), so the bell alone: `mailed: false`. The vendor's name is a quoted value.
 */
export function certificateNotice(n: TCertificateNotice): TOutboxEvent {
  const expired = n.days === 0;
  return {
    tenantId: n.vendorTenantId,
    kind: expired ? 'certificate_expired' : 'certificate_expiring',
    subjectType: 'vendor',
    subjectId: n.vendorId,
    link: vendorCompliancePath(n.vendorId),
    title: expired ? `Certificate of insurance expired ${n.expiresOn}` : `Certificate of insurance expires ${n.expiresOn}`,
    body: expired
      ? `A certificate of insurance of “${n.vendorName}” expired on ${n.expiresOn}. Upload the renewed certificate to stay compliant.`
      : `A certificate of insurance of “${n.vendorName}” expires within ${n.days} days. Upload the renewed certificate to stay compliant.`,
    audienceTenantIds: [n.vendorTenantId],
    mailed: false,
    dedupeKey: `${expired ? 'certificate_expired' : `certificate_expiring:${n.days}`}:${n.documentId}`,
  };
}

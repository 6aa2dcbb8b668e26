import type { TVendorApprovalResult, TVendorInvitationOutcome } from '@procura/shared';
import type { TActor } from '../../platform/actor.js';
import { HttpError } from '../../platform/errors.js';
import { withActor } from '../../platform/scope.js';
import type { TVendorsDeps } from './vendor-deps.js';
import { vendorLookupsRepo } from './vendor-lookups.repo.js';
import type { TVendorDetailRow } from './vendor-read.repo.js';

/** Approval invites the vendor's admin: its Primary contact, or a new one made from its e-mail. */
export async function inviteVendorAdmin(
  { db, users, invitations }: Pick<TVendorsDeps, 'db' | 'users' | 'invitations'>,
  actor: TActor,
  vendor: TVendorDetailRow,
): Promise<TVendorApprovalResult['invitation']> {
  const outcome = (o: TVendorInvitationOutcome, email: string | null, message: string | null) => ({ outcome: o, email, message });
  const people = await users.list(actor, { page: 1, limit: 100, tenantIds: [vendor.tenantId], sort: 'createdAt', sortDirection: 'asc' });
  const primaries = people.data.filter((p) => p.contactType === 'Primary' && p.authorized && p.status !== 'INACTIVE');
  const admin = primaries.find((p) => p.roles.some((r) => r.name === 'Vendor Admin')) ?? primaries[0];
  if (admin?.status === 'ACTIVE') return outcome('ALREADY_ACTIVE', admin.email, null);
  if (admin) {
    await invitations.invite(admin, actor);
    return outcome('INVITED', admin.email, null);
  }
  if (people.data.length > 0) return outcome('NO_CONTACT', null, 'The vendor has people but no Primary contact who may sign in: add one under its contacts.');
  if (!vendor.email) return outcome('NO_CONTACT', null, 'The vendor has no e-mail address and no contacts: add its admin contact to invite them.');
  const roleId = await withActor(db, actor, (tx) => vendorLookupsRepo.vendorAdminRoleId(tx));
  try {
    const created = await users.createPerson(actor, {
      firstName: 'Administrator',
      lastName: vendor.name.slice(0, 100),
      email: vendor.email,
      phoneCode: vendor.phoneCode,
      phoneNumber: vendor.phoneNumber,
      tenantId: vendor.tenantId,
      roleIds: roleId ? [roleId] : [],
      contactType: 'Primary',
      authorized: true,
    });
    return outcome('INVITED', created.email, null);
  } catch (error) {
    // The approval stands: inviting is a consequence the provider can finish by hand.
    if (error instanceof HttpError && (error.statusCode === 403 || error.statusCode === 409 || error.statusCode === 400)) {
      return outcome('NOT_ALLOWED', vendor.email, `Nobody was invited: ${error.message}`);
    }
    throw error;
  }
}

import type { TUpdatePropertyPermissionInput, TUserPropertiesPage, TUserPropertyPermission } from '@procura/shared';
import type { TActor } from '../../platform/actor.js';
import { recordAudit } from '../../platform/audit.js';
import type { TRequestDb, TScopedTx } from '../../platform/database.js';
import { fieldError, forbidden, notFound } from '../../platform/errors.js';
import { withActor } from '../../platform/scope.js';
import type { TUsersService } from '../users/users.service.js';
import { propertyAccessRepo, type TMembership } from './property-access.repo.js';

/**
 * Per-person property access (spec §7 user-permission, update-property-permission,
 * user-properties). Managing it is managing the client's people: client_user_management (View
 * to read, Edit to change), so a client admin or the provider decides, and nobody changes their
 * own. ASSIGNED limits the person to the granted properties everywhere: the membership row
 * carries it into the scope (and changing it bumps their auth version through the trigger on
 * user_tenants), a restrictive policy on properties holds it.
 */
/** The membership's access mode is the users feature's column (user_tenants): set through its service. */
export function createPropertyAccessService({ db, people }: { db: TRequestDb; people: Pick<TUsersService, 'setPropertyAccess'> }) {
  async function membershipOf(tx: TScopedTx, actor: TActor, userId: string): Promise<TMembership> {
    const membership = await propertyAccessRepo.membership(tx, actor, userId);
    if (!membership) throw notFound('User');
    return membership;
  }

  const permissionOf = async (tx: TScopedTx, userId: string, m: TMembership): Promise<TUserPropertyPermission> => ({
    userId,
    tenantId: m.tenantId,
    propertyAccess: m.propertyAccess,
    grantedCount: await propertyAccessRepo.grantedCount(tx, userId, m.tenantId),
  });

  return {
    get: (actor: TActor, userId: string) => withActor(db, actor, async (tx) => permissionOf(tx, userId, await membershipOf(tx, actor, userId))),

    async update(actor: TActor, input: Required<TUpdatePropertyPermissionInput>): Promise<TUserPropertyPermission> {
      return withActor(db, actor, async (tx) => {
        const before = await membershipOf(tx, actor, input.userId);
        if (input.userId === actor.userId) throw forbidden('You cannot change your own property access. Ask another administrator.');
        const grant = [...new Set(input.grant)];
        const revoke = [...new Set(input.revoke)].filter((id) => !grant.includes(id));
        if (grant.length && (await propertyAccessRepo.countOwned(tx, before.tenantId, grant)) !== grant.length) {
          throw fieldError('grant', 'One of the properties is not in this client’s portfolio.');
        }
        if (before.propertyAccess !== input.propertyAccess) await people.setPropertyAccess(tx, input.userId, before.tenantId, input.propertyAccess);
        await propertyAccessRepo.grant(tx, actor, input.userId, before.tenantId, grant);
        await propertyAccessRepo.revoke(tx, input.userId, before.tenantId, revoke);
        const after = await permissionOf(tx, input.userId, { tenantId: before.tenantId, propertyAccess: input.propertyAccess });
        await recordAudit(tx, actor, {
          entity: 'user',
          entityId: input.userId,
          action: 'update_property_access',
          before: { tenantId: before.tenantId, propertyAccess: before.propertyAccess },
          after: { tenantId: before.tenantId, propertyAccess: input.propertyAccess, granted: grant, revoked: revoke },
        });
        return after;
      });
    },

    async properties(
      actor: TActor,
      query: { userId: string; search?: string; granted: 'true' | 'false' | 'all'; page: number; limit: number },
    ): Promise<TUserPropertiesPage> {
      return withActor(db, actor, async (tx) => {
        const m = await membershipOf(tx, actor, query.userId);
        return { ...(await propertyAccessRepo.properties(tx, query.userId, m.tenantId, query)), page: query.page, limit: query.limit };
      });
    },
  };
}

export type TPropertyAccessService = ReturnType<typeof createPropertyAccessService>;

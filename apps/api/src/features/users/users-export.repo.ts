import { and, count, gt, inArray, sql } from 'drizzle-orm';
import type { TUserFilters } from '@procura/shared';
import { roles } from '../../db/schema/roles.js';
import { tenants } from '../../db/schema/tenancy.js';
import { users } from '../../db/schema/users.js';
import { subquery, valueOf } from '../../db/subqueries.js';
import type { TActor } from '../../platform/actor.js';
import type { TScopedTx } from '../../platform/database.js';
import { heldRoleIds, overOrganizations, userListFilters, userScope } from './users.repo.js';

const EXPORT_ROW = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  phone: sql<string | null>`nullif(concat_ws(' ', ${users.phoneCode}, ${users.phoneNumber}), '')`,
  organizations: overOrganizations(sql<string | null>`string_agg(${tenants.name}, ', ' order by ${tenants.name})`),
  contactType: users.contactType,
  roles: valueOf(
    subquery
      .select({ names: sql<string | null>`string_agg(${roles.name}, ', ' order by ${roles.name})` })
      .from(roles)
      .where(inArray(roles.id, heldRoleIds())),
  ),
  status: users.status,
  authorized: users.authorized,
  createdAt: users.createdAt,
};

/** The people export: the users list's own scope and filters. */
export const usersExportRepo = {
  /** Keyset batches in the list's order by id: constant memory and cost per batch, however deep. */
  async batch(tx: TScopedTx, actor: TActor, filters: TUserFilters, afterId: string | null, batchSize: number) {
    return tx
      .select(EXPORT_ROW)
      .from(users)
      .where(and(userScope(actor), ...userListFilters(filters), afterId ? gt(users.id, afterId) : undefined))
      .orderBy(users.id)
      .limit(batchSize);
  },

  async count(tx: TScopedTx, actor: TActor, filters: TUserFilters): Promise<number> {
    const [row] = await tx
      .select({ n: count() })
      .from(users)
      .where(and(userScope(actor), ...userListFilters(filters)));
    return row?.n ?? 0;
  },
};

export type TUserExportRow = Awaited<ReturnType<typeof usersExportRepo.batch>>[number];

import { sql } from 'drizzle-orm';
import { check, foreignKey, index, pgTable, primaryKey, serial, text, timestamp, unique, uuid, integer } from 'drizzle-orm/pg-core';
import { tenants } from './tenancy.js';
import { userTenants } from './users.js';

/** The permission catalog: one row per (module, permission type, action). */
export const permissions = pgTable(
  'permissions',
  {
    id: serial('id').primaryKey(),
    moduleName: text('module_name').notNull(),
    permissionType: text('permission_type').notNull(),
    actionType: text('action_type').notNull(),
  },
  (t) => [unique('permissions_triple_unique').on(t.moduleName, t.permissionType, t.actionType)],
);

export const roles = pgTable(
  'roles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    roleType: text('role_type').notNull(),
    /** Null: a provider-defined role offered to every tenant of its role type. */
    tenantId: uuid('tenant_id').references(() => tenants.id),
    description: text('description'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('roles_tenant_idx').on(t.tenantId), check('roles_type_check', sql`${t.roleType} in ('connexus', 'client', 'vendor')`)],
);

export const rolePermissions = pgTable(
  'role_permissions',
  {
    roleId: uuid('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    permissionId: integer('permission_id')
      .notNull()
      .references(() => permissions.id),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.permissionId] })],
);

/** Roles are held per membership: what a person may do in one workspace says nothing of another. */
export const userRoles = pgTable(
  'user_roles',
  {
    userId: uuid('user_id').notNull(),
    tenantId: uuid('tenant_id').notNull(),
    roleId: uuid('role_id')
      .notNull()
      .references(() => roles.id),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.tenantId, t.roleId] }),
    index('user_roles_role_idx').on(t.roleId),
    index('user_roles_tenant_idx').on(t.tenantId),
    // Leaving a workspace takes its roles with it.
    foreignKey({ name: 'user_roles_membership_fk', columns: [t.userId, t.tenantId], foreignColumns: [userTenants.userId, userTenants.tenantId] }).onDelete(
      'cascade',
    ),
  ],
);

import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { tenants } from './tenancy.js';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    phoneCode: text('phone_code'),
    phoneNumber: text('phone_number'),
    userType: text('user_type').notNull(),
    status: text('status').notNull().default('PENDING'),
    contactType: text('contact_type'),
    /** May sign in; an unauthorized contact is a person on file without an account. */
    authorized: boolean('authorized').notNull().default(true),
    passwordHash: text('password_hash'),
    itemsPerPage: integer('items_per_page').notNull().default(10),
    /** Access tokens issued before this instant are refused (deactivation, reset). */
    sessionsValidAfter: timestamp('sessions_valid_after', { withTimezone: true }).notNull().defaultNow(),
    /**
     * Bumped by the database on every change to what the actor loader reads (status,
     * memberships, roles, sessions): a cached actor is reused only while this matches.
     */
    authVersion: bigint('auth_version', { mode: 'number' }).notNull().default(1),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // A deleted user's address can be invited again.
    uniqueIndex('users_email_live_idx')
      .on(sql`lower(${t.email})`)
      .where(sql`${t.deletedAt} is null`),
    check('users_status_check', sql`${t.status} in ('PENDING', 'ACTIVE', 'INACTIVE')`),
    check('users_type_check', sql`${t.userType} in ('connexus', 'client', 'vendor', 'vendor_branch', 'vendor_franchise')`),
  ],
);

export const userTenants = pgTable(
  'user_tenants',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    isPrimary: boolean('is_primary').notNull().default(false),
    /** ALL: every property of the tenant; ASSIGNED: only those granted (property_user_access). */
    propertyAccess: text('property_access').notNull().default('ALL'),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.tenantId] }),
    index('user_tenants_tenant_idx').on(t.tenantId),
    uniqueIndex('user_tenants_one_primary_idx')
      .on(t.userId)
      .where(sql`${t.isPrimary}`),
    check('user_tenants_property_access_check', sql`${t.propertyAccess} in ('ALL', 'ASSIGNED')`),
  ],
);

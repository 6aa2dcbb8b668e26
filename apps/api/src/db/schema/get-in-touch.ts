import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { tenantOwned, tenants } from './tenancy.js';

/*
 * Get in touch (issue 20 item 4): requests sent from the public form, owned by the provider's
 * tenant (the provider alone sees them), and the provider's inbox setting they are mailed to.
 */

export const contactRequests = pgTable(
  'contact_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ...tenantOwned(),
    name: text('name').notNull(),
    company: text('company').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    need: text('need').notNull(),
    propertiesCount: integer('properties_count').notNull(),
    status: text('status').notNull().default('NEW'),
    /** The client the request became (the clients feature owns it: no foreign key across features). */
    clientId: uuid('client_id'),
    vendorInvitedAt: timestamp('vendor_invited_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('contact_requests_tenant_created_idx').on(t.tenantId, t.createdAt, t.id),
    check('contact_requests_status_check', sql`${t.status} in ('NEW', 'CONTACTED', 'CONVERTED', 'CLOSED')`),
  ],
);

/** One row per provider tenant: where new requests are mailed. */
export const getInTouchSettings = pgTable('get_in_touch_settings', {
  tenantId: uuid('tenant_id')
    .primaryKey()
    .references(() => tenants.id),
  inboxEmail: text('inbox_email'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

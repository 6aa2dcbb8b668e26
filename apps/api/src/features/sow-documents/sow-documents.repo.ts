import { and, asc, eq, sql } from 'drizzle-orm';
import { clients } from '../../db/schema/clients.js';
import { states } from '../../db/schema/geography.js';
import { properties, propertyContacts } from '../../db/schema/properties.js';
import { clientSowProperties, sowTemplates } from '../../db/schema/scope-of-work.js';
import { storedFiles } from '../../db/schema/storage.js';
import { users } from '../../db/schema/users.js';
import type { TScopedTx } from '../../platform/database.js';
import { inScope } from '../../platform/scope-sql.js';

export interface TTemplateRow {
  id: string;
  tenantId: string;
  name: string;
  fileKey: string;
  fileName: string;
  placeholders: string[];
  createdAt: Date;
  createdByName: string | null;
}

const TEMPLATE_FIELDS = {
  id: sowTemplates.id,
  tenantId: sowTemplates.tenantId,
  name: sowTemplates.name,
  fileKey: sowTemplates.fileKey,
  fileName: storedFiles.fileName,
  placeholders: sowTemplates.placeholders,
  createdAt: sowTemplates.createdAt,
  createdByName: sql<string | null>`${users.firstName} || ' ' || ${users.lastName}`,
};

/** One property of a scope as a generated document needs it. */
export interface TGenerationPropertyRow {
  propertyId: string;
  name: string;
  code: string;
  addressLine1: string | null;
  addressLine2: string | null;
  cityName: string | null;
  stateCode: string | null;
  zip: string | null;
  propertySizeValue: number | null;
  propertySizeUnit: string;
  sizeValue: number | null;
  sizeUnit: string | null;
  siteNotes: string | null;
  seasonStart: string | null;
  seasonEnd: string | null;
}

export interface TContactRow {
  propertyId: string;
  name: string;
  email: string;
  contactType: string;
}

const uuidArray = (ids: readonly string[]) => sql`${sql.param(ids)}::uuid[]`;

/** SOW templates (tenant-owned: the workspace's own) and what documents are generated from. */
export const sowDocumentsRepo = {
  listTemplates(tx: TScopedTx, tenantId: string): Promise<TTemplateRow[]> {
    return tx
      .select(TEMPLATE_FIELDS)
      .from(sowTemplates)
      .innerJoin(storedFiles, eq(storedFiles.key, sowTemplates.fileKey))
      .leftJoin(users, eq(users.id, sowTemplates.createdBy))
      .where(and(eq(sowTemplates.tenantId, tenantId), inScope(sql`${sowTemplates.tenantId}`)))
      .orderBy(asc(sowTemplates.name), asc(sowTemplates.id));
  },

  async template(tx: TScopedTx, tenantId: string, id: string): Promise<TTemplateRow | undefined> {
    const [row] = await tx
      .select(TEMPLATE_FIELDS)
      .from(sowTemplates)
      .innerJoin(storedFiles, eq(storedFiles.key, sowTemplates.fileKey))
      .leftJoin(users, eq(users.id, sowTemplates.createdBy))
      .where(and(eq(sowTemplates.id, id), eq(sowTemplates.tenantId, tenantId), inScope(sql`${sowTemplates.tenantId}`)));
    return row;
  },

  /** Whether the template is one the actor sees (a file's owner check). */
  async templateVisible(tx: TScopedTx, id: string): Promise<boolean> {
    const rows = await tx
      .select({ id: sowTemplates.id })
      .from(sowTemplates)
      .where(and(eq(sowTemplates.id, id), inScope(sql`${sowTemplates.tenantId}`)));
    return rows.length > 0;
  },

  async insertTemplate(tx: TScopedTx, values: typeof sowTemplates.$inferInsert): Promise<void> {
    await tx.insert(sowTemplates).values(values);
  },

  async deleteTemplate(tx: TScopedTx, id: string): Promise<boolean> {
    const rows = await tx.delete(sowTemplates).where(eq(sowTemplates.id, id)).returning({ id: sowTemplates.id });
    return rows.length > 0;
  },

  /** The client's logo key and phone (the reader already saw a scope of that client). */
  async client(tx: TScopedTx, clientId: string): Promise<{ logoKey: string | null; phone: string | null } | undefined> {
    const [row] = await tx
      .select({
        logoKey: clients.logoKey,
        phone: sql<string | null>`nullif(trim(coalesce(${clients.phoneCode}, '') || ' ' || coalesce(${clients.phoneNumber}, '')), '')`,
      })
      .from(clients)
      .where(eq(clients.id, clientId));
    return row;
  },

  /**
   * Which of `propertyIds` (or, without them, how many properties) the scope applies to, as
   * the actor sees them: row security hides the rows of properties they do not see.
   */
  async scopePropertyIds(tx: TScopedTx, sowId: string, propertyIds?: readonly string[]): Promise<string[]> {
    const rows = await tx
      .select({ id: clientSowProperties.propertyId })
      .from(clientSowProperties)
      .where(and(eq(clientSowProperties.sowId, sowId), propertyIds ? sql`${clientSowProperties.propertyId} = any(${uuidArray(propertyIds)})` : undefined));
    return rows.map((r) => r.id);
  },

  /** The scope's properties with their variables and address, in name order. */
  generationProperties(tx: TScopedTx, sowId: string, propertyIds?: readonly string[]): Promise<TGenerationPropertyRow[]> {
    const csp = clientSowProperties;
    return tx
      .select({
        propertyId: properties.id,
        name: properties.name,
        code: properties.code,
        addressLine1: properties.addressLine1,
        addressLine2: properties.addressLine2,
        cityName: properties.cityName,
        stateCode: states.code,
        zip: properties.zip,
        propertySizeValue: properties.sizeValue,
        propertySizeUnit: properties.sizeUnit,
        sizeValue: csp.sizeValue,
        sizeUnit: csp.sizeUnit,
        siteNotes: csp.siteNotes,
        seasonStart: csp.seasonStart,
        seasonEnd: csp.seasonEnd,
      })
      .from(csp)
      .innerJoin(properties, eq(properties.id, csp.propertyId))
      .leftJoin(states, eq(states.id, properties.stateId))
      .where(and(eq(csp.sowId, sowId), propertyIds ? sql`${csp.propertyId} = any(${uuidArray(propertyIds)})` : undefined))
      .orderBy(asc(properties.name), asc(properties.id));
  },

  async contacts(tx: TScopedTx, propertyIds: readonly string[]): Promise<TContactRow[]> {
    if (propertyIds.length === 0) return [];
    return tx
      .select({
        propertyId: propertyContacts.propertyId,
        name: sql<string>`${users.firstName} || ' ' || ${users.lastName}`,
        email: users.email,
        contactType: propertyContacts.contactType,
      })
      .from(propertyContacts)
      .innerJoin(users, eq(users.id, propertyContacts.userId))
      .where(sql`${propertyContacts.propertyId} = any(${uuidArray(propertyIds)})`)
      .orderBy(asc(propertyContacts.contactType), asc(users.lastName), asc(users.firstName));
  },

  /** The actor's own template-generation jobs, newest first, with the total in the same statement. */
};

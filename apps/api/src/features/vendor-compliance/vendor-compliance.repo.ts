import { and, asc, desc, eq, ilike, inArray, isNull, ne, notExists, or, type SQL, sql, type SQLWrapper } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { COMPLIANCE_EXPIRING_DAYS, type TCoverageType, type TVendorDocumentListQuery } from '@procura/shared';
import { clients } from '../../db/schema/clients.js';
import { storedFiles } from '../../db/schema/storage.js';
import { users } from '../../db/schema/users.js';
import { coverageRequirements, vendorDocuments } from '../../db/schema/vendor-compliance.js';
import { vendors } from '../../db/schema/vendors.js';
import { subquery, valueOrNull } from '../../db/subqueries.js';
import { likePattern, type TScopedTx } from '../../platform/database.js';
import { clearReminders, reminderSentAt } from '../../platform/reminders.js';
import { inScope } from '../../platform/scope-sql.js';
import { pageSize } from '../../db/page-size.js';

const vd = vendorDocuments;

/** The reminders' subject type of a certificate of insurance (platform/reminders.ts), due on its expiry. */
export const VENDOR_DOCUMENT_REMINDERS = 'vendor_document';
/** Days before expiry a certificate's contacts are reminded: the 30-day and the 7-day warning. */
export const VENDOR_DOCUMENT_REMINDER_DAYS = [COMPLIANCE_EXPIRING_DAYS, 7] as const;

/** Vendors the actor reads: its own tenant's (and children's), or as a party (a client it was onboarded for). */
const vendorReadScope = (): SQL =>
  or(inScope(sql`${vendors.tenantId}`), sql`${vendors.partyTenantIds} && coalesce((select app.visible_tenant_ids()), '{}'::uuid[])`) as SQL;

export interface TVendorRef {
  id: string;
  tenantId: string;
  name: string;
  /** The actor's scope holds the vendor's tenant (its own, a child, or the provider): it may write. */
  owned: boolean;
}

const DOCUMENT_FIELDS = {
  id: vd.id,
  vendorId: vd.vendorId,
  kind: vd.kind,
  status: vd.status,
  fileKey: vd.fileKey,
  fileName: storedFiles.fileName,
  contentType: sql<string | null>`coalesce(${storedFiles.detectedType}, ${storedFiles.contentType})`,
  sizeBytes: storedFiles.sizeBytes,
  insurer: vd.insurer,
  policyNumber: vd.policyNumber,
  coverageType: vd.coverageType,
  eachOccurrence: vd.eachOccurrence,
  aggregate: vd.aggregate,
  additionalInsured: vd.additionalInsured,
  effectiveOn: vd.effectiveOn,
  expiresOn: vd.expiresOn,
  warned30At: reminderSentAt(VENDOR_DOCUMENT_REMINDERS, sql`${vd.id}`, 30, sql`${vd.expiresOn}`),
  warned7At: reminderSentAt(VENDOR_DOCUMENT_REMINDERS, sql`${vd.id}`, 7, sql`${vd.expiresOn}`),
  createdByName: sql<string | null>`case when ${users.id} is null then null else ${users.firstName} || ' ' || ${users.lastName} end`,
  createdAt: vd.createdAt,
  updatedAt: vd.updatedAt,
};

export interface TDocumentRow {
  id: string;
  vendorId: string;
  kind: string;
  status: string;
  fileKey: string | null;
  fileName: string | null;
  contentType: string | null;
  sizeBytes: number | null;
  insurer: string | null;
  policyNumber: string | null;
  coverageType: string | null;
  eachOccurrence: number | null;
  aggregate: number | null;
  additionalInsured: boolean;
  effectiveOn: string | null;
  expiresOn: string | null;
  warned30At: Date | null;
  warned7At: Date | null;
  createdByName: string | null;
  createdAt: Date;
  updatedAt: Date;
}

const SORTS: Record<TVendorDocumentListQuery['sort'], SQL> = {
  createdAt: sql`${vd.createdAt}`,
  expiresOn: sql`${vd.expiresOn}`,
  kind: sql`${vd.kind}`,
  coverageType: sql`${vd.coverageType}`,
  status: sql`${vd.status}`,
};

export type TDocumentValues = Partial<{
  fileKey: string | null;
  insurer: string | null;
  policyNumber: string | null;
  coverageType: string | null;
  eachOccurrence: number | null;
  aggregate: number | null;
  additionalInsured: boolean;
  effectiveOn: string | null;
  expiresOn: string | null;
}>;

export const vendorComplianceRepo = {
  /** The vendor as the actor sees it (404 otherwise), and whether it may write its rows. */
  async vendor(tx: TScopedTx, vendorId: string): Promise<TVendorRef | undefined> {
    const [row] = await tx
      .select({ id: vendors.id, tenantId: vendors.tenantId, name: vendors.name, owned: sql<boolean>`${inScope(sql`${vendors.tenantId}`)}` })
      .from(vendors)
      .where(and(eq(vendors.id, vendorId), vendorReadScope()));
    return row;
  },

  async state(tx: TScopedTx, vendorId: string): Promise<{ state: string; expiresOn: string | null }> {
    const [row] = await tx.select({ state: vendors.complianceState, expiresOn: vendors.complianceExpiresOn }).from(vendors).where(eq(vendors.id, vendorId));
    return row;
  },

  async list(tx: TScopedTx, vendorId: string, query: TVendorDocumentListQuery): Promise<{ rows: TDocumentRow[]; total: number }> {
    const filters: (SQL | undefined)[] = [eq(vd.vendorId, vendorId)];
    if (query.kind?.length) filters.push(inArray(vd.kind, query.kind));
    if (query.status?.length) filters.push(inArray(vd.status, query.status));
    if (query.coverageType?.length) filters.push(inArray(vd.coverageType, query.coverageType));
    if (query.search) {
      const pattern = likePattern(query.search);
      filters.push(or(ilike(vd.insurer, pattern), ilike(vd.policyNumber, pattern), ilike(storedFiles.fileName, pattern)));
    }
    const direction = query.sortDirection === 'asc' ? asc : desc;
    const rows = await tx
      .select({ ...DOCUMENT_FIELDS, total: sql<number>`count(*) over ()`.mapWith(Number) })
      .from(vd)
      .leftJoin(storedFiles, eq(storedFiles.key, vd.fileKey))
      .leftJoin(users, eq(users.id, vd.createdBy))
      .where(and(...filters))
      .orderBy(sql`${direction(SORTS[query.sort])} nulls last`, desc(vd.createdAt), desc(vd.id))
      .limit(pageSize(query.limit))
      .offset((query.page - 1) * query.limit);
    return { rows, total: rows[0]?.total ?? 0 };
  },

  /** Every document not replaced: what the state, the summary and the gaps are made of. */
  async live(tx: TScopedTx, vendorId: string): Promise<TDocumentRow[]> {
    return tx
      .select(DOCUMENT_FIELDS)
      .from(vd)
      .leftJoin(storedFiles, eq(storedFiles.key, vd.fileKey))
      .leftJoin(users, eq(users.id, vd.createdBy))
      .where(and(eq(vd.vendorId, vendorId), ne(vd.status, 'REPLACED')))
      .orderBy(sql`${vd.expiresOn} asc nulls last`, desc(vd.createdAt));
  },

  async document(tx: TScopedTx, id: string): Promise<TDocumentRow | undefined> {
    const [row] = await tx
      .select(DOCUMENT_FIELDS)
      .from(vd)
      .leftJoin(storedFiles, eq(storedFiles.key, vd.fileKey))
      .leftJoin(users, eq(users.id, vd.createdBy))
      .where(eq(vd.id, id));
    return row;
  },

  /** Whether the actor reads the document (row-level security: whoever reads its vendor). */
  async documentVisible(tx: TScopedTx, id: string): Promise<boolean> {
    const [row] = await tx
      .select({ id: vd.id })
      .from(vd)
      .innerJoin(vendors, eq(vendors.id, vd.vendorId))
      .where(and(eq(vd.id, id), vendorReadScope()));
    return row !== undefined;
  },

  /**
   * A new W-9 replaces the current W-9; a new certificate replaces the current one of its
   * coverage type (an expired one included).
   */
  async replacePrevious(tx: TScopedTx, vendorId: string, kind: 'W9' | 'COI', coverageType: TCoverageType | null): Promise<void> {
    const sameKind = kind === 'W9' ? eq(vd.kind, 'W9') : and(eq(vd.kind, 'COI'), eq(vd.coverageType, coverageType ?? ''));
    await tx
      .update(vd)
      .set({ status: 'REPLACED', updatedAt: new Date() })
      .where(and(eq(vd.vendorId, vendorId), sameKind, ne(vd.status, 'REPLACED')));
  },

  /**
   * After the current document of a kind (and coverage) is removed, the one it replaced is
   * current again: removing a mistaken upload gives back what was there.
   */
  async restorePrevious(tx: TScopedTx, vendorId: string, kind: string, coverageType: string | null): Promise<void> {
    const previous = alias(vd, 'previous');
    const current = alias(vd, 'current');
    const sameCoverage = (a: SQLWrapper, b: SQLWrapper | string | null) => sql`${a} is not distinct from ${b}`;
    const stillCurrent = subquery
      .select({ one: sql`1` })
      .from(current)
      .where(
        and(
          eq(current.vendorId, previous.vendorId),
          eq(current.kind, previous.kind),
          sameCoverage(current.coverageType, previous.coverageType),
          ne(current.status, 'REPLACED'),
        ),
      );
    const latestReplaced = subquery
      .select({ id: previous.id })
      .from(previous)
      .where(
        and(
          eq(previous.vendorId, vendorId),
          eq(previous.kind, kind),
          sameCoverage(previous.coverageType, coverageType),
          eq(previous.status, 'REPLACED'),
          notExists(stillCurrent),
        ),
      )
      .orderBy(desc(previous.createdAt), desc(previous.id))
      .limit(1);
    await tx
      .update(vd)
      .set({ status: 'CURRENT', updatedAt: sql`now()` })
      .where(eq(vd.id, valueOrNull(latestReplaced)));
  },

  async insert(tx: TScopedTx, values: typeof vendorDocuments.$inferInsert): Promise<void> {
    await tx.insert(vd).values(values);
  },

  async update(tx: TScopedTx, id: string, values: TDocumentValues & { status?: string }): Promise<void> {
    await tx
      .update(vd)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(vd.id, id));
  },

  async remove(tx: TScopedTx, id: string): Promise<void> {
    await tx.delete(vd).where(eq(vd.id, id));
    await clearReminders(tx, VENDOR_DOCUMENT_REMINDERS, id);
  },

  /** A certificate whose expiry was corrected is reminded afresh before its new date. */
  async forgetWarnings(tx: TScopedTx, id: string): Promise<void> {
    await clearReminders(tx, VENDOR_DOCUMENT_REMINDERS, id);
  },

  // Coverage requirements ----------------------------------------------------------------------

  /** A client the actor sees (row-level security on clients), or undefined. */
  async client(tx: TScopedTx, clientId: string): Promise<{ id: string; name: string } | undefined> {
    const [row] = await tx.select({ id: clients.id, name: clients.name }).from(clients).where(eq(clients.id, clientId));
    return row;
  },

  /** The provider default's rows and, when asked, the client's own. */
  async requirements(tx: TScopedTx, clientId: string | null) {
    return tx
      .select({
        clientId: coverageRequirements.clientId,
        coverageType: coverageRequirements.coverageType,
        minEachOccurrence: coverageRequirements.minEachOccurrence,
        minAggregate: coverageRequirements.minAggregate,
        updatedAt: coverageRequirements.updatedAt,
      })
      .from(coverageRequirements)
      .where(clientId === null ? isNull(coverageRequirements.clientId) : or(isNull(coverageRequirements.clientId), eq(coverageRequirements.clientId, clientId)))
      .orderBy(coverageRequirements.coverageType);
  },

  async replaceRequirements(
    tx: TScopedTx,
    clientId: string | null,
    rows: readonly { coverageType: string; minEachOccurrence: number; minAggregate: number }[],
  ): Promise<void> {
    await tx.delete(coverageRequirements).where(clientId === null ? isNull(coverageRequirements.clientId) : eq(coverageRequirements.clientId, clientId));
    if (rows.length > 0) await tx.insert(coverageRequirements).values(rows.map((r) => ({ ...r, clientId, updatedAt: new Date() })));
  },
};

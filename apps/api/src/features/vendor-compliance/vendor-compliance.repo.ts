import { and, asc, desc, eq, ilike, inArray, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import { COMPLIANCE_EXPIRING_DAYS, type TCoverageType, type TVendorDocumentListQuery } from '@procura/shared';
import { clients } from '../../db/schema/clients.js';
import { storedFiles } from '../../db/schema/storage.js';
import { users } from '../../db/schema/users.js';
import { coverageRequirements, vendorDocuments } from '../../db/schema/vendor-compliance.js';
import { vendors } from '../../db/schema/vendors.js';
import { likePattern, queryRows, sqlArray, type TExecutor, type TScopedTx } from '../../platform/database.js';
import { claimDueReminders, clearReminders, releaseReminder, reminderSentAt } from '../../platform/reminders.js';
import { inScope } from '../../platform/scope-sql.js';

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

/**
 * The compliance rule of packages/shared `computeComplianceState`, as SQL over the vendors in
 * `vendorIds` (a sub-select): one statement that writes only the vendors whose state or
 * earliest expiry changed. `today` is a date literal parameter.
 */
function recomputeStatement(vendorIds: SQL, today: string): SQL {
  return sql`with facts as (
      select v.id,
        coalesce(bool_or(d.kind = 'W9'), false) as has_w9,
        coalesce(bool_or(d.kind = 'COI'), false) as has_coi,
        coalesce(bool_or(d.kind = 'COI' and (d.status = 'EXPIRED' or d.expires_on < ${today}::date)), false) as any_expired,
        min(d.expires_on) filter (where d.kind = 'COI') as expires_on
      from vendors v
      left join vendor_documents d on d.vendor_id = v.id and d.status <> 'REPLACED'
      where v.id in (${vendorIds})
      group by v.id
    ), computed as (
      select id, expires_on,
        case when not has_w9 or not has_coi then 'MISSING'
             when any_expired then 'EXPIRED'
             when expires_on <= ${today}::date + ${COMPLIANCE_EXPIRING_DAYS}::int then 'EXPIRING'
             else 'COMPLIANT' end as state
      from facts
    )
    update vendors v set compliance_state = c.state, compliance_expires_on = c.expires_on
    from computed c
    where v.id = c.id and (v.compliance_state, v.compliance_expires_on) is distinct from (c.state, c.expires_on)
    returning v.id, v.compliance_state as state`;
}

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
      .limit(query.limit)
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
    await tx.execute(sql`update vendor_documents set status = 'CURRENT', updated_at = now()
      where id = (
        select p.id from vendor_documents p
        where p.vendor_id = ${vendorId} and p.kind = ${kind} and p.coverage_type is not distinct from ${coverageType} and p.status = 'REPLACED'
          and not exists (select 1 from vendor_documents c where c.vendor_id = p.vendor_id and c.kind = p.kind
            and c.coverage_type is not distinct from p.coverage_type and c.status <> 'REPLACED')
        order by p.created_at desc, p.id desc limit 1)`);
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

  /** Recomputes one vendor's state in the caller's transaction (one statement). */
  async recompute(tx: TExecutor, vendorId: string, today: string): Promise<void> {
    await tx.execute(recomputeStatement(sql`${vendorId}::uuid`, today));
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

// ---------------------------------------------------------------------------------------------
// The daily job: one statement per batch of vendors, run on the system handle

export interface TWarningRow {
  documentId: string;
  /** 30 or 7 */
  days: number;
  vendorId: string;
  vendorName: string;
  email: string;
  firstName: string;
  insurer: string | null;
  policyNumber: string | null;
  coverageType: string | null;
  expiresOn: string;
}

export interface TBatchResult {
  lastId: string | null;
  vendors: number;
  expired: number;
  changed: number;
  warnings: TWarningRow[];
}

/**
 * One batch of the daily job as one statement: the next `size` vendors after `after` that
 * hold a certificate in force expiring within 30 days (or already past), or whose stored state
 * is EXPIRING or EXPIRED; for them it marks certificates past expiry EXPIRED, claims the 30-
 * and 7-day reminders not yet sent (rows of platform/reminders.ts, written as `sentAt`; a
 * certificate first seen within 7 days gets both, and one mail: the 7-day one), recomputes
 * the state, and returns the mails to send with their recipients (active Primary contacts of
 * the vendor's tenant). Every CTE sees the same snapshot: the state reads "past expiry" from
 * the date, so it does not need the EXPIRED marks of the same statement.
 */
export async function complianceBatch(db: TExecutor, input: { today: string; sentAt: Date; after: string | null; size: number }): Promise<TBatchResult> {
  const { today, size } = input;
  const after = input.after ?? '00000000-0000-0000-0000-000000000000';
  const horizon = sql`(${today}::date + ${COMPLIANCE_EXPIRING_DAYS}::int)`;
  const [row] = await queryRows<{ result: TBatchResult }>(
    db,
    sql`with candidates as (
        select d.vendor_id as id from vendor_documents d
        where d.kind = 'COI' and d.status = 'CURRENT' and d.expires_on <= ${horizon} and d.vendor_id > ${after}::uuid
        union
        select v.id from vendors v where v.compliance_state in ('EXPIRING', 'EXPIRED') and v.id > ${after}::uuid
      ), batch as (
        select id from candidates order by id limit ${size}
      ), expired as (
        update vendor_documents d set status = 'EXPIRED', updated_at = now()
        where d.vendor_id in (select id from batch) and d.kind = 'COI' and d.status = 'CURRENT' and d.expires_on < ${today}::date
        returning d.id
      ), claimed as (
        ${claimDueReminders({
          subjectType: VENDOR_DOCUMENT_REMINDERS,
          subjects: sql`select d.id as subject_id, d.tenant_id, d.expires_on as due_on from vendor_documents d
            where d.vendor_id in (select id from batch) and d.kind = 'COI' and d.status = 'CURRENT'`,
          thresholds: VENDOR_DOCUMENT_REMINDER_DAYS,
          today,
          sentAt: input.sentAt,
        })}
      ), warned as (
        select distinct on (c.subject_id) d.id, d.vendor_id, d.insurer, d.policy_number, d.coverage_type, d.expires_on, c.threshold_days as days
        from claimed c join vendor_documents d on d.id = c.subject_id
        order by c.subject_id, c.threshold_days
      ), facts as (
        select b.id,
          coalesce(bool_or(d.kind = 'W9'), false) as has_w9,
          coalesce(bool_or(d.kind = 'COI'), false) as has_coi,
          coalesce(bool_or(d.kind = 'COI' and (d.status = 'EXPIRED' or d.expires_on < ${today}::date)), false) as any_expired,
          min(d.expires_on) filter (where d.kind = 'COI') as expires_on
        from batch b
        left join vendor_documents d on d.vendor_id = b.id and d.status <> 'REPLACED'
        group by b.id
      ), changed as (
        update vendors v
        set compliance_state = c.state, compliance_expires_on = c.expires_on
        from (
          select id, expires_on,
            case when not has_w9 or not has_coi then 'MISSING'
                 when any_expired then 'EXPIRED'
                 when expires_on <= ${horizon} then 'EXPIRING'
                 else 'COMPLIANT' end as state
          from facts
        ) c
        where v.id = c.id and (v.compliance_state, v.compliance_expires_on) is distinct from (c.state, c.expires_on)
        returning v.id
      ), mails as (
        select w.id as "documentId", w.days, w.vendor_id as "vendorId", v.name as "vendorName", u.email, u.first_name as "firstName",
          w.insurer, w.policy_number as "policyNumber", w.coverage_type as "coverageType", to_char(w.expires_on, 'YYYY-MM-DD') as "expiresOn"
        from warned w
        join vendors v on v.id = w.vendor_id
        join user_tenants ut on ut.tenant_id = v.tenant_id
        join users u on u.id = ut.user_id and u.contact_type = 'Primary' and u.status = 'ACTIVE' and u.deleted_at is null
      )
      select json_build_object(
        'lastId', (select id from batch order by id desc limit 1),
        'vendors', (select count(*) from batch),
        'expired', (select count(*) from expired),
        'changed', (select count(*) from changed),
        'warnings', coalesce((select json_agg(m order by m."vendorId", m."documentId", m.email) from mails m), '[]'::json)
      ) as result`,
  );
  return row.result;
}

/** Recomputes the state of these vendors in one statement (seeds and fixtures, on the system handle). */
export async function recomputeVendors(db: TExecutor, vendorIds: readonly string[], today: string): Promise<number> {
  if (vendorIds.length === 0) return 0;
  const rows = await queryRows<{ id: string }>(db, recomputeStatement(sql`select unnest(${sqlArray(vendorIds, 'uuid')})`, today));
  return rows.length;
}

/** Gives a warning back when its mail could not be sent, so the next run tries again. */
export async function releaseWarning(db: TExecutor, warning: Pick<TWarningRow, 'documentId' | 'days' | 'expiresOn'>): Promise<void> {
  await releaseReminder(db, { subjectType: VENDOR_DOCUMENT_REMINDERS, subjectId: warning.documentId, thresholdDays: warning.days, dueOn: warning.expiresOn });
}

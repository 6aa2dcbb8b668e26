import { type SQL, sql } from 'drizzle-orm';
import { COMPLIANCE_EXPIRING_DAYS } from '@procura/shared';
import { queryRows, sqlArray, type TExecutor } from '../../platform/database.js';
import { claimDueReminders, releaseReminder } from '../../platform/reminders.js';
import { VENDOR_DOCUMENT_REMINDER_DAYS, VENDOR_DOCUMENT_REMINDERS } from './vendor-compliance.repo.js';

/*
 * A vendor's compliance state (kept on the vendor row so vendor lists filter and sort on it) and
 * the daily job that ages certificates and sends the reminders before they expire.
 */

/**
 * The compliance rule of packages/shared `computeComplianceState`, as SQL over the vendors in
 * `vendorIds` (a sub-select): one statement that writes only the vendors whose state or
 * earliest expiry changed. `today` is a date literal parameter. Raw SQL: the same rule as the
 * daily batch's CTE chain below (a grouped CTE feeding an update), written the same way.
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

/** A certificate this batch warned of, or marked expired: what the vendor's bell is told. */
export interface TCertificateNotice {
  documentId: string;
  vendorId: string;
  vendorTenantId: string;
  vendorName: string;
  expiresOn: string;
  /** 30 or 7 for a warning; 0 for a certificate marked expired. */
  days: number;
}

export interface TBatchResult {
  lastId: string | null;
  vendors: number;
  expired: number;
  changed: number;
  warnings: TWarningRow[];
  /** One per certificate warned of (the tightest threshold) or marked expired, whoever its mail reaches. */
  notices: TCertificateNotice[];
}

/** The compliance state: recomputed after a document changes, and by the daily job (system handle). */
export const complianceStateRepo = {
  /** Recomputes one vendor's state in the caller's transaction (one statement). */
  async recompute(tx: TExecutor, vendorId: string, today: string): Promise<void> {
    // Raw SQL: the recompute statement (above), for one vendor; nothing is read back.
    await tx.execute(recomputeStatement(sql`${vendorId}::uuid`, today));
  },

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
  async batch(db: TExecutor, input: { today: string; sentAt: Date; after: string | null; size: number }): Promise<TBatchResult> {
    const { today, size } = input;
    const after = input.after ?? '00000000-0000-0000-0000-000000000000';
    const horizon = sql`(${today}::date + ${COMPLIANCE_EXPIRING_DAYS}::int)`;
    // Raw SQL: data-modifying CTEs that feed each other and one JSON answer, in one statement (one
    // snapshot); the builder writes neither. TBatchResult is the shape json_build_object makes.
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
          returning d.id, d.vendor_id, d.expires_on
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
        ), notices as (
          select n.id as "documentId", n.vendor_id as "vendorId", v.tenant_id as "vendorTenantId", v.name as "vendorName",
            to_char(n.expires_on, 'YYYY-MM-DD') as "expiresOn", n.days
          from (select id, vendor_id, expires_on, days from warned union all select id, vendor_id, expires_on, 0 from expired) n
          join vendors v on v.id = n.vendor_id
        )
        select json_build_object(
          'lastId', (select id from batch order by id desc limit 1),
          'vendors', (select count(*) from batch),
          'expired', (select count(*) from expired),
          'changed', (select count(*) from changed),
          'warnings', coalesce((select json_agg(m order by m."vendorId", m."documentId", m.email) from mails m), '[]'::json),
          'notices', coalesce((select json_agg(n order by n."vendorId", n."documentId") from notices n), '[]'::json)
        ) as result`,
    );
    return row.result;
  },

  /** Recomputes the state of these vendors in one statement (seeds and fixtures, on the system handle). */
  async recomputeMany(db: TExecutor, vendorIds: readonly string[], today: string): Promise<number> {
    if (vendorIds.length === 0) return 0;
    // Raw SQL: the recompute statement (above), over a list of ids; it returns the ids it changed.
    const rows = await queryRows<{ id: string }>(db, recomputeStatement(sql`select unnest(${sqlArray(vendorIds, 'uuid')})`, today));
    return rows.length;
  },

  /** Gives a warning back when its mail could not be sent, so the next run tries again. */
  async releaseWarning(db: TExecutor, warning: Pick<TWarningRow, 'documentId' | 'days' | 'expiresOn'>): Promise<void> {
    await releaseReminder(db, { subjectType: VENDOR_DOCUMENT_REMINDERS, subjectId: warning.documentId, thresholdDays: warning.days, dueOn: warning.expiresOn });
  },
};

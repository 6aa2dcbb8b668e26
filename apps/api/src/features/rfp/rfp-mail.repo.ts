import { sql } from 'drizzle-orm';
import { queryRows, type TExecutor } from '../../platform/database.js';
import { releaseReminder } from '../../platform/reminders.js';

/** What an RFP mail is about (reminders.subject_type; the subject is the invitation). */
export type TRfpMailKind = 'rfp_published' | 'rfp_addendum' | 'rfp_due' | 'rfp_cancelled' | 'rfp_result';

/** A document an addendum added, as its mail names and links it. */
export interface TRfpMailDocument {
  id: string;
  name: string;
  propertyName: string | null;
}

/** One claimed mail and one of its recipients. */
export interface TRfpMailRow {
  kind: TRfpMailKind;
  invitationId: string;
  /** rfp_addendum: the addendum's number; rfp_due: days before the due time (2 = 48 h, 1 = 24 h); otherwise 0. */
  threshold: number;
  dueOn: string;
  rfpId: string;
  /** The buyer's tenant (the RFP's) and the invited workspace's. */
  rfpTenantId: string;
  vendorTenantId: string;
  number: string;
  title: string;
  clientName: string;
  bidsDueAt: Date | string | null;
  timeZone: string;
  cancelReason: string | null;
  addendumSummary: string | null;
  /** rfp_addendum: what it changed (TRfpAddendumChanges) and when it was published; otherwise null. */
  addendumChanges: unknown;
  addendumPublishedAt: Date | string | null;
  /** rfp_addendum: the documents it added, in the order added; otherwise empty. */
  documents: TRfpMailDocument[];
  vendorName: string;
  email: string | null;
  firstName: string | null;
}

/** Events older than this are never mailed: a first run after an upgrade does not mail the past. */
const LOOKBACK = sql`interval '7 days'`;

/**
 * Claims, in one statement, every RFP mail now due, as reminders rows (platform/reminders.ts:
 * claim-then-send, one row per invitation, kind, threshold and date, so two sweeps or a retried
 * one never mail twice), and returns each with its recipients: the invited workspace's active
 * Primary contacts, or every active member where it names none. Kinds: the RFP published; each
 * addendum (with what it changed and the documents it added); the due time 48 h and 24 h ahead to vendors that have not submitted or declined; the
 * RFP cancelled after publishing; its award out.
 */
export async function claimRfpMails(db: TExecutor, now: Date): Promise<TRfpMailRow[]> {
  const at = sql`${now.toISOString()}::timestamptz`;
  // Raw SQL: the claim is an INSERT … RETURNING inside a CTE that the recipients' select joins, so
  // finding, claiming and addressing are one statement; the query builder has no data-modifying CTE.
  return queryRows<TRfpMailRow>(
    db,
    sql`with events as (
      select i.id as invitation_id, i.tenant_id, 'rfp_published' as kind, 0 as threshold, (r.published_at at time zone 'UTC')::date as due_on
      from rfp_invitations i join rfps r on r.id = i.rfp_id
      where r.status = 'PUBLISHED' and r.published_at > ${at} - ${LOOKBACK} and r.published_at <= ${at}
      union all
      select i.id, i.tenant_id, 'rfp_addendum', a.number, (a.published_at at time zone 'UTC')::date
      from rfp_addenda a join rfps r on r.id = a.rfp_id join rfp_invitations i on i.rfp_id = a.rfp_id
      where r.status = 'PUBLISHED' and a.published_at > ${at} - ${LOOKBACK} and a.published_at <= ${at}
      union all
      select i.id, i.tenant_id, 'rfp_due', t.days, (r.bids_due_at at time zone 'UTC')::date
      from rfp_invitations i join rfps r on r.id = i.rfp_id
      cross join (values (2), (1)) as t(days)
      left join bids b on b.invitation_id = i.id
      where r.status = 'PUBLISHED' and r.bids_due_at > ${at} and r.bids_due_at <= ${at} + t.days * interval '1 day'
        and b.status is distinct from 'SUBMITTED' and b.intent is distinct from 'DECLINED'
      union all
      select i.id, i.tenant_id, 'rfp_cancelled', 0, (r.cancelled_at at time zone 'UTC')::date
      from rfp_invitations i join rfps r on r.id = i.rfp_id
      where r.status = 'CANCELLED' and r.published_at is not null and r.cancelled_at > ${at} - ${LOOKBACK} and r.cancelled_at <= ${at}
      union all
      select i.id, i.tenant_id, 'rfp_result', 0, (r.awarded_at at time zone 'UTC')::date
      from rfp_invitations i join rfps r on r.id = i.rfp_id
      where r.status in ('AWARDED', 'PARTIALLY_AWARDED') and r.awarded_at > ${at} - ${LOOKBACK} and r.awarded_at <= ${at}
    ), claimed as (
      insert into reminders (tenant_id, subject_type, subject_id, threshold_days, due_on, sent_at)
      select tenant_id, kind, invitation_id, threshold, due_on, ${at} from events
      on conflict (subject_type, subject_id, threshold_days, due_on) do nothing
      returning subject_type, subject_id, threshold_days, due_on
    ), members as (
      select ut.tenant_id, u.email, u.first_name, u.contact_type
      from user_tenants ut join users u on u.id = ut.user_id and u.status = 'ACTIVE' and u.deleted_at is null
      where ut.tenant_id in (select i.vendor_tenant_id from claimed c join rfp_invitations i on i.id = c.subject_id)
    ), recipients as (
      select m.* from members m
      where m.contact_type = 'Primary' or not exists (select 1 from members p where p.tenant_id = m.tenant_id and p.contact_type = 'Primary')
    )
    select c.subject_type as kind, c.subject_id as "invitationId", c.threshold_days as threshold, to_char(c.due_on, 'YYYY-MM-DD') as "dueOn",
      r.id as "rfpId", r.tenant_id as "rfpTenantId", i.vendor_tenant_id as "vendorTenantId", r.number, r.title, r.client_name as "clientName", r.bids_due_at as "bidsDueAt", r.time_zone as "timeZone",
      r.cancel_reason as "cancelReason", a.summary as "addendumSummary", a.changes as "addendumChanges", a.published_at as "addendumPublishedAt",
      coalesce((select json_agg(json_build_object('id', d.id, 'name', d.name, 'propertyName', l.property_name) order by d.created_at, d.name)
        from rfp_attachments d left join rfp_lines l on l.id = d.rfp_line_id where d.addendum_id = a.id), '[]'::json) as documents,
      coalesce(v.name, '') as "vendorName", p.email, p.first_name as "firstName"
    from claimed c
    join rfp_invitations i on i.id = c.subject_id
    join rfps r on r.id = i.rfp_id
    left join vendors v on v.id = i.vendor_id
    left join rfp_addenda a on c.subject_type = 'rfp_addendum' and a.rfp_id = r.id and a.number = c.threshold_days
    left join recipients p on p.tenant_id = i.vendor_tenant_id
    order by c.subject_type, c.subject_id, c.threshold_days, p.email`,
  );
}

/** Gives a claim back when none of its mails could be sent, so the next sweep tries again. */
export async function releaseRfpMail(db: TExecutor, row: Pick<TRfpMailRow, 'kind' | 'invitationId' | 'threshold' | 'dueOn'>): Promise<void> {
  await releaseReminder(db, { subjectType: row.kind, subjectId: row.invitationId, thresholdDays: row.threshold, dueOn: row.dueOn });
}

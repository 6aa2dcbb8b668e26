import { sql, type SQL } from 'drizzle-orm';
import { figure, isoTime, item, jsonList, type TTileClock } from './dashboard-sql.js';

/*
 * The tiles about RFPs, bids, vendors' approval, invitations, questions and recent changes
 * (docs/product.md "Dashboard"). Each answers { figures, items } from one statement; row-level
 * security is the scope (the provider counts every client's, a client its own, a vendor what it
 * is a party of), so no statement names a tenant.
 */

/** RFPs by state, and the published ones next due. */
export const rfpsTile = ({ now }: TTileClock): { figures: SQL; items: SQL } => ({
  figures: sql`coalesce((select json_agg(json_build_object('key', status, 'value', n) order by status) from
    (select status, count(*)::int as n from rfps group by status) s), '[]'::json)`,
  items: jsonList(
    item({ id: sql`x.id`, name: sql`x.number || ' · ' || x.title`, detail: sql`x.client_name`, at: isoTime(sql`x.bids_due_at`) }),
    sql`select id, number, title, client_name, bids_due_at from rfps where status = 'PUBLISHED' and bids_due_at > ${now.toISOString()}::timestamptz
      order by bids_due_at, id limit 5`,
    sql`x.bids_due_at, x.id`,
  ),
});

/** Closed RFPs whose bids wait to be opened, and opened ones waiting for their award. */
export const bidsTile = (): { figures: SQL; items: SQL } => ({
  figures: sql`json_build_array(
    ${figure('TO_OPEN', sql`select count(*)::int from rfps where status = 'CLOSED' and opened_at is null`)},
    ${figure('AWARDS_PENDING', sql`select count(*)::int from rfps where status = 'CLOSED' and opened_at is not null`)})`,
  items: jsonList(
    item({ id: sql`x.id`, name: sql`x.number || ' · ' || x.title`, detail: sql`x.stage`, at: isoTime(sql`x.closed_at`), value: sql`x.bids` }),
    sql`select r.id, r.number, r.title, r.closed_at, case when r.opened_at is null then 'TO_OPEN' else 'AWARDS_PENDING' end as stage,
        (select count(*)::int from bids b where b.rfp_id = r.id and b.status = 'SUBMITTED') as bids
      from rfps r where r.status = 'CLOSED' order by r.opened_at is not null, r.closed_at nulls last, r.id limit 5`,
    sql`x.stage desc, x.closed_at nulls last, x.id`,
  ),
});

/** Vendors submitted for the provider's approval, the longest waiting first. */
export const vendorApprovalsTile = (): { figures: SQL; items: SQL } => ({
  figures: sql`json_build_array(${figure('PENDING_FOR_APPROVAL', sql`select count(*)::int from vendors where approval_status = 'PENDING_FOR_APPROVAL'`)})`,
  items: jsonList(
    item({ id: sql`x.id`, name: sql`x.name`, detail: sql`x.vendor_type`, at: isoTime(sql`x.submitted_at`) }),
    sql`select id, name, vendor_type, submitted_at from vendors where approval_status = 'PENDING_FOR_APPROVAL' order by submitted_at nulls last, name, id limit 5`,
    sql`x.submitted_at nulls last, x.name, x.id`,
  ),
});

/**
 * The invitations to RFPs still open, the next due first. The figures are the workspace's own, as
 * its inbox lists them (docs/rfp.md "The vendor's inbox"): to answer (no bid submitted) or answered.
 * A parent vendor also reads what its branches and franchises were sent (docs/rfp.md "Vendors"):
 * counted apart (OUTLETS, only when there are some) and listed with the outlet named, never as its
 * own to answer.
 */
export const invitationsTile = ({ now }: TTileClock, workspaceId: string): { figures: SQL; items: SQL } => {
  const open = sql`select i.id, i.rfp_id, r.number, r.title, r.bids_due_at, i.vendor_tenant_id = ${workspaceId}::uuid as own,
      case when i.vendor_tenant_id = ${workspaceId}::uuid then null else (select v.name from vendors v where v.id = i.vendor_id) end as outlet,
      exists (select 1 from bids b where b.invitation_id = i.id and b.status = 'SUBMITTED') as submitted
    from rfp_invitations i join rfps r on r.id = i.rfp_id
    where r.status = 'PUBLISHED' and r.bids_due_at > ${now.toISOString()}::timestamptz`;
  const own = [figure('TO_ANSWER', sql`o.to_answer`), figure('SUBMITTED', sql`o.submitted`)];
  return {
    figures: sql`(select case when o.outlets = 0 then json_build_array(${own[0]}, ${own[1]})
        else json_build_array(${own[0]}, ${own[1]}, ${figure('OUTLETS', sql`o.outlets`)}) end
      from (select count(*) filter (where own and not submitted)::int as to_answer, count(*) filter (where own and submitted)::int as submitted,
        count(*) filter (where not own)::int as outlets from (${open}) x) o)`,
    items: jsonList(
      item({
        id: sql`x.id`,
        // An outlet's row starts with the outlet: who answers stays in sight where a phone cuts the title.
        name: sql`coalesce(x.outlet || ' · ', '') || x.number || ' · ' || x.title`,
        detail: sql`case when not x.own then 'OUTLET' when x.submitted then 'SUBMITTED' else 'TO_ANSWER' end`,
        at: isoTime(sql`x.bids_due_at`),
        refId: sql`x.rfp_id`,
      }),
      sql`select * from (${open}) o order by bids_due_at, id limit 5`,
      sql`x.bids_due_at, x.id`,
    ),
  };
};

/** The reader's questions and how many are answered; the latest answers published to it. */
export const questionsTile = (): { figures: SQL; items: SQL } => ({
  figures: sql`(select json_build_array(${figure('ASKED', sql`count(*)::int`)}, ${figure('ANSWERED', sql`count(*) filter (where answered)::int`)})
    from (select exists (select 1 from rfp_answers a where a.question_id = q.id) as answered from rfp_questions q) qs)`,
  items: jsonList(
    item({ id: sql`x.id`, name: sql`x.question_text`, detail: sql`x.number || ' · ' || x.title`, at: isoTime(sql`x.published_at`), refId: sql`x.rfp_id` }),
    sql`select a.id, a.rfp_id, a.question_text, a.published_at, r.number, r.title from rfp_answers a join rfps r on r.id = a.rfp_id
      order by a.published_at desc, a.id limit 5`,
    sql`x.published_at desc, x.id`,
  ),
});

/** The latest changes recorded in the audit log (the newest by id, which is the order they were written). */
export const activityTile = (): { figures: SQL; items: SQL } => ({
  figures: sql`'[]'::json`,
  items: jsonList(
    item({
      id: sql`x.id`,
      name: sql`x.entity || ' ' || x.action`,
      detail: sql`nullif(trim(coalesce(x.first_name, '') || ' ' || coalesce(x.last_name, '')), '')`,
      at: isoTime(sql`x.created_at`),
      refId: sql`x.entity_id`,
    }),
    sql`select a.id, a.entity, a.action, a.entity_id, a.created_at, u.first_name, u.last_name
      from audit_log a left join users u on u.id = a.actor_user_id order by a.id desc limit 8`,
    sql`x.id desc`,
  ),
});

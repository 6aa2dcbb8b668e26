import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { queryRows, type TExecutor } from '../src/platform/database.js';
import type { TRunQuery } from './baseline.js';

/*
 * Issue 18's list figures: the RFP list (provider) and the vendor's inbox, each beside its bare
 * statement on a bare Fastify, on 300 RFPs of the demo's first client, each of 4 lines and sent
 * to the demo vendor (a third of them closed, half of the vendor's bids viewed, a few submitted).
 */

export const RFP_LIST_FIXTURE = { rfps: 300, prefix: 'Bench list RFP' };

export async function seedBenchRfpLists(
  db: TExecutor,
  client: { tenantId: string; clientId: string },
  vendor: { tenantId: string; vendorId: string },
): Promise<number> {
  const f = RFP_LIST_FIXTURE;
  await db.execute(sql`insert into rfps (tenant_id, client_id, client_name, number, title, status, bids_due_at, service_start_on, term_months, published_at, party_tenant_ids, updated_at)
    select ${client.tenantId}, ${client.clientId}, (select name from tenants where id = ${client.tenantId}), 'RFP-L' || lpad(i::text, 4, '0'),
      ${f.prefix} || ' ' || i, 'PUBLISHED', now() + (i || ' hours')::interval, current_date + 30, 12, now(), array[${vendor.tenantId}::uuid],
      now() - (i || ' minutes')::interval
    from generate_series(1, ${f.rfps}::int) i`);
  const mine = sql`(select id, row_number() over (order by number) as k from rfps where client_id = ${client.clientId} and title like ${`${f.prefix} %`})`;
  await db.execute(sql`insert into rfp_lines (tenant_id, party_tenant_ids, rfp_id, property_id, service_id, property_name, property_code, service_name, position)
    select ${client.tenantId}, array[${vendor.tenantId}::uuid], r.id, p.id, s.id, p.name, p.code, s.name, p.k
    from ${mine} r
    cross join (select id, name, code, row_number() over (order by id) as k from properties where client_id = ${client.clientId} order by id limit 4) p
    cross join (select id, name from services order by name, id limit 1) s`);
  await db.execute(sql`insert into rfp_invitations (tenant_id, party_tenant_ids, rfp_id, vendor_id, vendor_tenant_id)
    select ${client.tenantId}, array[${vendor.tenantId}::uuid], r.id, ${vendor.vendorId}, ${vendor.tenantId} from ${mine} r`);
  await db.execute(sql`insert into bids (tenant_id, rfp_id, invitation_id, status, viewed_at, intent)
    select ${vendor.tenantId}, i.rfp_id, i.id, 'DRAFT', now(), case when r.k % 4 = 0 then 'INTENDING' end
    from rfp_invitations i join ${mine} r on r.id = i.rfp_id where r.k % 2 = 0`);
  await db.execute(sql`update rfps set status = 'CLOSED', closed_at = now(), bids_due_at = now() - interval '1 day'
    where id in (select id from ${mine} r where r.k % 3 = 0)`);
  await db.execute(sql`analyze rfps, rfp_lines, rfp_invitations, bids`);
  const [{ n }] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from rfps where title like ${`${f.prefix} %`}`);
  return n;
}

/** GET /v1/rfp?limit=25 for the provider (rfp.repo.ts list: the page's ids with the window total, then its rows and counts). */
export const RFP_LIST_SQL = `
  select r.id, r.tenant_id as "tenantId", r.number, r.title, r.status, r.client_id as "clientId", r.client_name as "clientName",
    r.bids_due_at as "bidsDueAt", r.time_zone as "timeZone", r.opened_at as "openedAt", r.updated_at as "updatedAt",
    (select count(*)::int from rfp_lines x where x.rfp_id = r.id) as "lineCount",
    (select count(*)::int from rfp_invitations x where x.rfp_id = r.id) as "invitedCount",
    (select count(*)::int from bids x where x.rfp_id = r.id and x.viewed_at is not null) as "viewedCount",
    (select count(*)::int from bids x where x.rfp_id = r.id and x.status = 'SUBMITTED') as "submittedCount",
    page.total
  from (select id, count(*) over () as total, row_number() over (order by updated_at desc nulls last, id desc) as position
    from rfps order by updated_at desc nulls last, id desc limit $1) page
  join rfps r on r.id = page.id
  order by page.position`;

/** GET /v1/rfp/inbox?limit=25 for the vendor (bids-inbox.repo.ts page), the published RFPs sent to its tenant. */
export const INBOX_SQL = `
  select i.id as "invitationId", r.id as "rfpId", r.number, r.title, r.client_name as "clientName", r.status as "rfpStatus",
    r.bids_due_at as "bidsDueAt", r.questions_due_at as "questionsDueAt", r.time_zone as "timeZone", r.latest_addendum as "latestAddendum",
    i.invited_at as "invitedAt", (select count(*)::int from rfp_lines l where l.rfp_id = r.id) as "lineCount",
    b.status as "bidStatus", b.intent, b.decline_reason as "declineReason", b.viewed_at as "viewedAt", b.submitted_at as "submittedAt",
    b.current_submission as "currentSubmission", b.confirmed_addendum as "confirmedAddendum", count(*) over () as total
  from rfp_invitations i
  join rfps r on r.id = i.rfp_id
  left join bids b on b.invitation_id = i.id
  where i.vendor_tenant_id = $2 and r.published_at is not null
  order by (r.status = 'PUBLISHED') desc, case when r.status = 'PUBLISHED' then r.bids_due_at end asc, r.bids_due_at desc nulls last, i.id
  limit $1`;

export function registerRfpListBaselines(app: FastifyInstance, runQuery: TRunQuery): void {
  const answer = async (text: string, params: unknown[]) => {
    const { rows } = (await runQuery(text, params)) as { rows: Record<string, unknown>[] };
    return { data: rows.map(({ total: _t, ...row }) => row), total: rows.length ? Number(rows[0].total) : 0 };
  };
  app.get<{ Querystring: { limit?: string } }>('/rfp', async (request) => answer(RFP_LIST_SQL, [Number(request.query.limit ?? 25)]));
  app.get<{ Querystring: { limit?: string; vendorTenantId: string } }>('/rfp/inbox', async (request) =>
    answer(INBOX_SQL, [Number(request.query.limit ?? 25), request.query.vendorTenantId]),
  );
}

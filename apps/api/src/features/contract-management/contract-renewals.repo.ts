import { and, asc, eq, lt, sql } from 'drizzle-orm';
import { CONTRACT_EXPIRY_THRESHOLDS, CONTRACT_NOTICE_THRESHOLDS, type TContractAlertKind } from '@procura/shared';
import { contractAlerts, contracts, propertyContracts, propertyContractServices } from '../../db/schema/contracts.js';
import { queryRows, sqlArray, type TExecutor } from '../../platform/database.js';

/*
 * What the daily renewals run reads and writes (docs/contracts.md "Renewals and alerts"). It runs
 * with the system handle (it works across every client), as the other scheduled runs do.
 */

/** An ACTIVE contract whose end date has passed: it renews or expires. */
export interface TEndedContract {
  id: string;
  tenantId: string;
  partyTenantIds: string[];
  endOn: string;
  autoRenews: boolean;
  renewalTermMonths: number | null;
  startOn: string | null;
}

/** One claimed alert and one of the people it goes to. */
export interface TAlertMailRow {
  alertId: string;
  kind: TContractAlertKind;
  thresholdDays: number;
  dueOn: string;
  contractId: string;
  number: string;
  title: string;
  clientName: string;
  vendorName: string;
  endOn: string | null;
  noticeDays: number | null;
  renewalTermMonths: number | null;
  email: string | null;
  firstName: string | null;
}

const c = contracts;

/** An alert just raised: what the bell is told of it (contract-renewals.jobs.ts). */
export interface TRaisedAlert {
  id: string;
  contractId: string;
  kind: 'EXPIRING' | 'NOTICE_DEADLINE';
  thresholdDays: number;
  dueOn: string;
  /** The contract's client tenant, number and title. */
  tenantId: string;
  number: string;
  title: string;
}

export const contractRenewalsRepo = {
  /** ACTIVE contracts that ended before `today`, oldest end first, `size` at a time. */
  ended(db: TExecutor, today: string, size: number): Promise<TEndedContract[]> {
    return db
      .select({
        id: c.id,
        tenantId: c.tenantId,
        partyTenantIds: c.partyTenantIds,
        endOn: sql<string>`to_char(${c.endOn}, 'YYYY-MM-DD')`,
        autoRenews: c.autoRenews,
        renewalTermMonths: c.renewalTermMonths,
        startOn: sql<string | null>`to_char(${c.startOn}, 'YYYY-MM-DD')`,
      })
      .from(c)
      .where(and(eq(c.status, 'ACTIVE'), lt(c.endOn, today)))
      .orderBy(asc(c.endOn), asc(c.id))
      .limit(size);
  },

  /**
   * Moves the contract one renewal term on: it starts the day after its end and ends `months`
   * later. Lines and properties that ended with the contract follow it. Only while it is still
   * ACTIVE with that end date: a second run at the same time finds nothing to do (null).
   */
  async renew(tx: TExecutor, row: TEndedContract, months: number): Promise<{ startOn: string; endOn: string } | null> {
    const newStart = sql`(${row.endOn}::date + 1)`;
    const newEnd = sql`((${row.endOn}::date + 1 + make_interval(months => ${months}::int))::date - 1)`;
    const [moved] = await tx
      .update(c)
      .set({ startOn: sql`${newStart}`, endOn: sql`${newEnd}`, renewalCount: sql`${c.renewalCount} + 1`, updatedAt: sql`now()` })
      .where(and(eq(c.id, row.id), eq(c.status, 'ACTIVE'), eq(c.endOn, row.endOn)))
      .returning({ startOn: sql<string>`to_char(${c.startOn}, 'YYYY-MM-DD')`, endOn: sql<string>`to_char(${c.endOn}, 'YYYY-MM-DD')` });
    if (!moved) return null;
    await tx
      .update(propertyContractServices)
      .set({ endOn: moved.endOn, updatedAt: sql`now()` })
      .where(and(eq(propertyContractServices.contractId, row.id), eq(propertyContractServices.endOn, row.endOn)));
    await tx
      .update(propertyContracts)
      .set({ endOn: moved.endOn, updatedAt: sql`now()` })
      .where(and(eq(propertyContracts.contractId, row.id), eq(propertyContracts.endOn, row.endOn)));
    await this.alert(tx, row, 'RENEWED', moved.startOn);
    return moved;
  },

  /** Ends the contract without renewal: EXPIRED, only while still ACTIVE with that end date. */
  async expire(tx: TExecutor, row: TEndedContract): Promise<boolean> {
    const done = await tx
      .update(c)
      .set({ status: 'EXPIRED', updatedAt: sql`now()` })
      .where(and(eq(c.id, row.id), eq(c.status, 'ACTIVE'), eq(c.endOn, row.endOn)))
      .returning({ id: c.id });
    if (done.length === 0) return false;
    await this.alert(tx, row, 'EXPIRED', row.endOn);
    return true;
  },

  async alert(tx: TExecutor, row: TEndedContract, kind: TContractAlertKind, dueOn: string): Promise<void> {
    await tx
      .insert(contractAlerts)
      .values({ tenantId: row.tenantId, partyTenantIds: row.partyTenantIds, contractId: row.id, kind, thresholdDays: 0, dueOn })
      .onConflictDoNothing();
  },

  /**
   * Raises, in one statement, each threshold alert due on `today` that is not there yet: EXPIRING
   * 90/60/30 days before the end of a contract that does not renew by itself, NOTICE_DEADLINE
   * 60/30/7 days before the last day to give notice (end − notice days) of one that does. A
   * contract first seen inside several thresholds gets all of them; the mail goes for the tightest.
   */
  async raiseThresholdAlerts(db: TExecutor, today: string): Promise<TRaisedAlert[]> {
    // Raw SQL: an insert from a union of two threshold cross joins, with on conflict do nothing, read back with its contract.
    return queryRows<TRaisedAlert>(
      db,
      sql`with raised as (insert into contract_alerts (tenant_id, party_tenant_ids, contract_id, kind, threshold_days, due_on)
        select c.tenant_id, c.party_tenant_ids, c.id, 'EXPIRING', t.days, c.end_on
        from contracts c cross join unnest(${sqlArray(CONTRACT_EXPIRY_THRESHOLDS, 'int')}) as t(days)
        where c.status = 'ACTIVE' and not c.auto_renews and c.end_on >= ${today}::date and c.end_on <= ${today}::date + t.days
        union all
        select c.tenant_id, c.party_tenant_ids, c.id, 'NOTICE_DEADLINE', t.days, c.end_on - c.notice_days
        from contracts c cross join unnest(${sqlArray(CONTRACT_NOTICE_THRESHOLDS, 'int')}) as t(days)
        where c.status = 'ACTIVE' and c.auto_renews and c.notice_days is not null
          and c.end_on - c.notice_days >= ${today}::date and c.end_on - c.notice_days <= ${today}::date + t.days
        on conflict (contract_id, kind, threshold_days, due_on) do nothing
        returning id, contract_id, kind, threshold_days, due_on)
        select r.id, r.contract_id as "contractId", r.kind, r.threshold_days as "thresholdDays", to_char(r.due_on, 'YYYY-MM-DD') as "dueOn",
          c.tenant_id as "tenantId", c.number, c.title
        from raised r join contracts c on c.id = r.contract_id`,
    );
  },

  /**
   * Claims every alert not mailed yet (emailed_at is the claim: set before sending, so two runs
   * never mail one alert twice) and returns the tightest of each contract, kind and date with
   * its recipients: the active people of the client's workspace and of the provider's who may
   * edit contracts (Client Management › client_management › Edit).
   */
  claimMails(db: TExecutor, now: Date): Promise<TAlertMailRow[]> {
    // Raw SQL: the claim is an UPDATE … RETURNING in a CTE that the recipients' select joins.
    return queryRows<TAlertMailRow>(
      db,
      sql`with claimed as (
        update contract_alerts set emailed_at = ${now.toISOString()}::timestamptz
        where emailed_at is null and dismissed_at is null
        returning id, contract_id, tenant_id, kind, threshold_days, due_on
      ), tightest as (
        select distinct on (contract_id, kind, due_on) * from claimed order by contract_id, kind, due_on, threshold_days
      ), owners as (
        select distinct ut.tenant_id, u.email, u.first_name
        from user_tenants ut
        join users u on u.id = ut.user_id and u.status = 'ACTIVE' and u.deleted_at is null
        join user_roles ur on ur.user_id = ut.user_id and ur.tenant_id = ut.tenant_id
        join role_permissions rp on rp.role_id = ur.role_id
        join permissions pm on pm.id = rp.permission_id and pm.permission_type = 'client_management' and pm.action_type = 'Edit'
        join tenants tn on tn.id = ut.tenant_id
        where tn.type = 'connexus' or ut.tenant_id in (select tenant_id from tightest)
      )
      select a.id as "alertId", a.kind, a.threshold_days as "thresholdDays", to_char(a.due_on, 'YYYY-MM-DD') as "dueOn",
        c.id as "contractId", c.number, c.title, c.client_name as "clientName", c.vendor_name as "vendorName",
        to_char(c.end_on, 'YYYY-MM-DD') as "endOn", c.notice_days as "noticeDays", c.renewal_term_months as "renewalTermMonths",
        o.email, o.first_name as "firstName"
      from tightest a
      join contracts c on c.id = a.contract_id
      left join owners o on o.tenant_id = a.tenant_id or o.tenant_id in (select id from tenants where type = 'connexus')
      order by a.id, o.email`,
    );
  },

  /** Gives a claim back when none of its mails went out, so the next run tries again. */
  async releaseMail(db: TExecutor, alertId: string): Promise<void> {
    await db.update(contractAlerts).set({ emailedAt: null }).where(eq(contractAlerts.id, alertId));
  },
};

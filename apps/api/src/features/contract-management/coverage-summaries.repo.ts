import { sql } from 'drizzle-orm';
import { queryRows, type TExecutor } from '../../platform/database.js';
import { requiredCoverageCells } from './property-coverage.js';

/*
 * Coverage counted ahead for the provider's dashboard (docs/contracts.md "Coverage counted
 * ahead"). Run on the system handle: a client's summary counts all its properties, as the
 * provider, the only reader of summaries, sees them.
 */

/** Named locks are two int4 keys: this feature's, then the client's tenant. */
const LOCK_KEY = sql`hashtext('coverage_summaries')`;

export const coverageSummariesRepo = {
  /**
   * The clients' tenants to count on `today`: a change recorded since their count, a count of
   * another day, or none yet while they have properties.
   */
  async due(db: TExecutor, today: string): Promise<string[]> {
    // Raw SQL: a union of three sources the builder writes only as three queries and a merge.
    const rows = await queryRows<{ tenant_id: string }>(
      db,
      sql`select tenant_id from coverage_changes
        union select tenant_id from coverage_summaries where counted_for <> ${today}::date
        union select c.tenant_id from clients c
          where not exists (select 1 from coverage_summaries s where s.tenant_id = c.tenant_id)
            and exists (select 1 from properties p where p.tenant_id = c.tenant_id)`,
    );
    return rows.map((r) => r.tenant_id);
  },

  /**
   * Counts one client's required cells as the grid does and keeps them, forgetting the changes
   * the count saw. One statement, so the count and the changes it forgets are of one snapshot;
   * after the client's lock, so two counts of one client never cross (a count from an older
   * snapshot written over a newer one would hide the changes between them).
   */
  async count(db: TExecutor, tenantId: string, today: string): Promise<void> {
    await db.transaction(async (tx) => {
      // Raw SQL: a transaction-scoped advisory lock is a function call, not a table.
      await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_KEY}, hashtext(${tenantId}))`);
      // Raw SQL: the grid's coverage CTE, an upsert and a delete in one statement (one snapshot).
      await tx.execute(sql`with seen as (select id from coverage_changes where tenant_id = ${tenantId}::uuid),
          cells as (${requiredCoverageCells({ props: sql`select id from properties where tenant_id = ${tenantId}::uuid`, today })}),
          saved as (
            insert into coverage_summaries (tenant_id, client_id, counted_for, contracted, expiring, missing, duplicated, counted_at)
            select cl.tenant_id, cl.id, ${today}::date, k.contracted, k.expiring, k.missing, k.duplicated, now()
            from clients cl, (
              select count(*) filter (where state = 'CONTRACTED') as contracted, count(*) filter (where state = 'EXPIRING') as expiring,
                count(*) filter (where state = 'MISSING') as missing, count(*) filter (where state = 'DUPLICATED') as duplicated
              from cells
            ) k
            where cl.tenant_id = ${tenantId}::uuid
            on conflict (tenant_id) do update set client_id = excluded.client_id, counted_for = excluded.counted_for,
              contracted = excluded.contracted, expiring = excluded.expiring, missing = excluded.missing,
              duplicated = excluded.duplicated, counted_at = excluded.counted_at
          )
          delete from coverage_changes where id in (select id from seen)`);
    });
  },
};

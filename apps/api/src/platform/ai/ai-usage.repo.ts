import { eq, sql } from 'drizzle-orm';
import { aiUsage } from '../../db/schema/index.js';
import { queryRows, type TScopedTx } from '../database.js';
import { inScope } from '../scope-sql.js';

/*
 * The ai_usage rows of the actor's workspace. A model call is a row from before it starts: it
 * holds the call's cap (`reserved_tokens`) until it is settled to what the call used. The month's
 * use is the sum of both, so a reservation counts from the moment it is taken.
 */

export interface TUsageOwner {
  tenantId: string;
  userId: string;
  feature: string;
  model: string;
}

export interface TUsageFigures {
  promptTokens: number;
  completionTokens: number;
  costMicros: number;
}

/** This calendar month (UTC), as PostgreSQL computes it: one clock for every process. */
const monthStart = sql`date_trunc('month', now() at time zone 'UTC') at time zone 'UTC'`;

/** The tenant's model calls this month (reservations included), the offline composer's apart. */
const thisMonth = (tenantId: string) =>
  sql`${aiUsage.tenantId} = ${tenantId} and ${inScope(sql`${aiUsage.tenantId}`)} and not ${aiUsage.offline} and ${aiUsage.createdAt} >= ${monthStart}`;
const tokensUsed = sql`coalesce(sum(${aiUsage.promptTokens} + ${aiUsage.completionTokens} + ${aiUsage.reservedTokens}), 0)`;

export const aiUsageRepo = {
  /** This month's model tokens (settled and reserved) and cost for the tenant. */
  async monthUsage(tx: TScopedTx, tenantId: string): Promise<{ tokens: number; costMicros: number }> {
    const [row] = await queryRows<{ tokens: string | number | null; cost: string | number | null }>(
      tx,
      sql`select ${tokensUsed} as tokens, coalesce(sum(${aiUsage.costMicros}), 0) as cost from ${aiUsage} where ${thisMonth(tenantId)}`,
    );
    return { tokens: Number(row?.tokens ?? 0), costMicros: Number(row?.cost ?? 0) };
  },

  /**
   * Holds `tokens` for a call when the month's use (reservations included) is under `budget`;
   * null when it is not. The tenant's lock makes the check and the insert one step for every
   * process on the database: a second reservation waits for the first to commit, then counts
   * it. The lock is the transaction's, released at its end.
   */
  async reserve(tx: TScopedTx, owner: TUsageOwner, tokens: number, budget: number): Promise<number | null> {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`ai_usage.budget:${owner.tenantId}`}))`);
    const [row] = await queryRows<{ id: number | string }>(
      tx,
      sql`insert into ${aiUsage} (tenant_id, user_id, feature, model, reserved_tokens)
          select ${owner.tenantId}, ${owner.userId}, ${owner.feature}, ${owner.model}, ${tokens}
          where (select ${tokensUsed} from ${aiUsage} where ${thisMonth(owner.tenantId)}) < ${budget}
          returning id`,
    );
    return row ? Number(row.id) : null;
  },

  /** The call's real figures in place of its reservation. */
  async settle(tx: TScopedTx, id: number, figures: TUsageFigures): Promise<void> {
    await tx
      .update(aiUsage)
      .set({ promptTokens: figures.promptTokens, completionTokens: figures.completionTokens, costMicros: figures.costMicros, reservedTokens: 0 })
      .where(eq(aiUsage.id, id));
  },

  /** A call that needed no reservation (the offline composer: never counted in the budget). */
  async recordOffline(tx: TScopedTx, owner: TUsageOwner, figures: Pick<TUsageFigures, 'promptTokens' | 'completionTokens'>): Promise<void> {
    await tx.insert(aiUsage).values({ ...owner, ...figures, costMicros: 0, offline: true });
  },
};

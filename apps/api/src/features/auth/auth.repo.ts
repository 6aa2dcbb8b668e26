import { and, desc, eq, gt, isNull, lt, ne, notExists, or, type SQL, sql } from 'drizzle-orm';
import { authCodes, authThrottle, refreshTokens } from '../../db/schema/auth.js';
import { clients } from '../../db/schema/clients.js';
import { tenants } from '../../db/schema/tenancy.js';
import { userTenants, users } from '../../db/schema/users.js';
import { vendors } from '../../db/schema/vendors.js';
import { subquery } from '../../db/subqueries.js';
import { recordAudit } from '../../platform/audit.js';
import type { TExecutor } from '../../platform/database.js';

export type TUserRow = typeof users.$inferSelect;

/** Identity queries run as the system: they happen before anyone is signed in. */
export const authRepo = {
  async findLiveUserByEmail(db: TExecutor, email: string): Promise<TUserRow | undefined> {
    const [row] = await db
      .select()
      .from(users)
      .where(and(eq(sql<string>`lower(${users.email})`, email.toLowerCase()), isNull(users.deletedAt)));
    return row;
  },

  async findLiveUser(db: TExecutor, id: string): Promise<TUserRow | undefined> {
    const [row] = await db
      .select()
      .from(users)
      .where(and(eq(users.id, id), isNull(users.deletedAt)));
    return row;
  },

  async primaryTenantId(db: TExecutor, userId: string): Promise<string | undefined> {
    const rows = await db.select({ tenantId: userTenants.tenantId, isPrimary: userTenants.isPrimary }).from(userTenants).where(eq(userTenants.userId, userId));
    return (rows.find((r) => r.isPrimary) ?? rows[0])?.tenantId;
  },

  /**
   * The workspace a sign-in opens in: the primary one, or another, among those whose client or
   * vendor is active (a deactivated organization closes its workspace; see platform/actor.ts).
   */
  async openWorkspaceTenantId(db: TExecutor, userId: string): Promise<string | undefined> {
    const closed = (table: typeof clients | typeof vendors, tenantOf: SQL | undefined) =>
      subquery
        .select({ one: sql`1` })
        .from(table)
        .where(and(tenantOf, ne(table.status, 'ACTIVE')));
    const [row] = await db
      .select({ tenantId: userTenants.tenantId })
      .from(userTenants)
      .innerJoin(tenants, eq(tenants.id, userTenants.tenantId))
      .where(
        and(
          eq(userTenants.userId, userId),
          notExists(closed(clients, eq(clients.tenantId, tenants.id))),
          // A branch or franchise closes with its parent vendor.
          notExists(closed(vendors, or(eq(vendors.tenantId, tenants.id), eq(vendors.tenantId, tenants.parentId)))),
        ),
      )
      .orderBy(desc(userTenants.isPrimary), tenants.name)
      .limit(1);
    return row?.tenantId;
  },

  async getThrottle(db: TExecutor, key: string) {
    const [row] = await db.select().from(authThrottle).where(eq(authThrottle.key, key));
    return row;
  },

  /**
   * Counts one sign-in attempt before its password is checked, unless the address is locked;
   * from the `freeFailures`-th on, the count also locks it (1 s, doubling, at most `maxLockSeconds`).
   * One statement, so parallel guesses queue on the row and never all pass the check (issue #7 item 8).
   * Answers false when the address is locked.
   */
  async reserveLoginAttempt(db: TExecutor, key: string, freeFailures: number, maxLockSeconds: number): Promise<boolean> {
    const lockAfter = (failures: SQL) =>
      sql`CASE WHEN ${failures} >= ${freeFailures} THEN now() + make_interval(secs => least(power(2, ${failures} - ${freeFailures}), ${maxLockSeconds})) END`;
    const next = sql`${authThrottle.failures} + 1`;
    const rows = await db
      .insert(authThrottle)
      .values({ key, failures: 1, lockedUntil: lockAfter(sql`1`), updatedAt: new Date() })
      .onConflictDoUpdate({
        target: authThrottle.key,
        set: { failures: next, lockedUntil: lockAfter(next), updatedAt: new Date() },
        setWhere: sql`${authThrottle.lockedUntil} IS NULL OR ${authThrottle.lockedUntil} <= now()`,
      })
      .returning({ failures: authThrottle.failures });
    return rows.length === 1;
  },

  /**
   * Counts one event in a fixed window that starts with the first event of `key` (rows of
   * auth_throttle: `failures` holds the count, `locked_until` the window's end). One statement,
   * so parallel requests cannot all read the old count.
   */
  async countInWindow(db: TExecutor, key: string, windowSeconds: number): Promise<{ count: number; windowEndsAt: Date }> {
    const isOpen = sql`${authThrottle.lockedUntil} > now()`;
    const [row] = await db
      .insert(authThrottle)
      .values({ key, failures: 1, lockedUntil: sql`now() + make_interval(secs => ${windowSeconds})`, updatedAt: new Date() })
      .onConflictDoUpdate({
        target: authThrottle.key,
        set: {
          failures: sql`CASE WHEN ${isOpen} THEN ${authThrottle.failures} + 1 ELSE 1 END`,
          lockedUntil: sql`CASE WHEN ${isOpen} THEN ${authThrottle.lockedUntil} ELSE now() + make_interval(secs => ${windowSeconds}) END`,
          updatedAt: new Date(),
        },
      })
      .returning({ count: authThrottle.failures, windowEndsAt: authThrottle.lockedUntil });
    return { count: row.count, windowEndsAt: row.windowEndsAt ?? new Date() };
  },

  async clearFailures(db: TExecutor, key: string): Promise<void> {
    await db.delete(authThrottle).where(eq(authThrottle.key, key));
  },

  async insertRefreshToken(db: TExecutor, values: typeof refreshTokens.$inferInsert): Promise<void> {
    await db.insert(refreshTokens).values(values);
  },

  async findRefreshToken(db: TExecutor, tokenHash: string) {
    const [row] = await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash));
    return row;
  },

  /** Marks a token spent; false when another request spent it first (a reuse). */
  async claimRefreshToken(db: TExecutor, id: string): Promise<boolean> {
    const rows = await db
      .update(refreshTokens)
      .set({ usedAt: new Date() })
      .where(and(eq(refreshTokens.id, id), isNull(refreshTokens.usedAt), isNull(refreshTokens.revokedAt)))
      .returning({ id: refreshTokens.id });
    return rows.length === 1;
  },

  async revokeFamily(db: TExecutor, familyId: string): Promise<void> {
    await db
      .update(refreshTokens)
      .set({ revokedAt: new Date() })
      .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
  },

  /** Ends every session of a user: refresh tokens die, access tokens issued before now are refused. */
  async endAllSessions(db: TExecutor, userId: string): Promise<void> {
    await db
      .update(refreshTokens)
      .set({ revokedAt: new Date() })
      .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
    await db.update(users).set({ sessionsValidAfter: new Date() }).where(eq(users.id, userId));
  },

  async insertCode(db: TExecutor, values: typeof authCodes.$inferInsert): Promise<void> {
    await db.insert(authCodes).values(values);
  },

  async expireCodes(db: TExecutor, userId: string, purpose: string): Promise<void> {
    await db
      .update(authCodes)
      .set({ usedAt: new Date() })
      .where(and(eq(authCodes.userId, userId), eq(authCodes.purpose, purpose), isNull(authCodes.usedAt)));
  },

  async findLiveCodeByHash(db: TExecutor, purpose: string, codeHash: string) {
    const [row] = await db
      .select()
      .from(authCodes)
      .where(and(eq(authCodes.purpose, purpose), eq(authCodes.codeHash, codeHash), isNull(authCodes.usedAt), gt(authCodes.expiresAt, new Date())));
    return row;
  },

  async latestLiveCode(db: TExecutor, userId: string, purpose: string) {
    const [row] = await db
      .select()
      .from(authCodes)
      .where(and(eq(authCodes.userId, userId), eq(authCodes.purpose, purpose), isNull(authCodes.usedAt), gt(authCodes.expiresAt, new Date())))
      .orderBy(desc(authCodes.createdAt))
      .limit(1);
    return row;
  },

  /**
   * Spends one try on a code and returns its hash, or nothing when its tries are used up.
   * One statement, so parallel guesses cannot all pass a read-then-check.
   */
  async takeCodeAttempt(db: TExecutor, id: string, maxAttempts: number): Promise<string | undefined> {
    const [row] = await db
      .update(authCodes)
      .set({ attempts: sql<number>`${authCodes.attempts} + 1` })
      .where(and(eq(authCodes.id, id), isNull(authCodes.usedAt), lt(authCodes.attempts, maxAttempts)))
      .returning({ codeHash: authCodes.codeHash });
    return row?.codeHash;
  },

  async useCode(db: TExecutor, id: string): Promise<boolean> {
    const rows = await db
      .update(authCodes)
      .set({ usedAt: new Date() })
      .where(and(eq(authCodes.id, id), isNull(authCodes.usedAt)))
      .returning({ id: authCodes.id });
    return rows.length === 1;
  },

  /** Identity events are audited as the user, in their primary workspace. */
  async auditSelf(db: TExecutor, userId: string, action: string): Promise<void> {
    await recordAudit(db, { userId, tenantId: (await this.primaryTenantId(db, userId)) ?? null }, { entity: 'user', entityId: userId, action });
  },

  async setPassword(db: TExecutor, userId: string, passwordHash: string, status?: 'ACTIVE'): Promise<void> {
    await db
      .update(users)
      .set({ passwordHash, ...(status ? { status } : {}), updatedAt: new Date() })
      .where(eq(users.id, userId));
  },
};

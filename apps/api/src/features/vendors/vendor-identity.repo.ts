import { and, eq, not, type SQL, sql } from 'drizzle-orm';
import { vendors } from '../../db/schema/vendors.js';
import { lockUntilCommit } from '../../platform/advisory-locks.js';
import type { TExecutor } from '../../platform/database.js';

/**
 * Which vendors hold their identity — a tax id, an e-mail or website domain — against others:
 * every vendor but a self-registration not approved (pending, or declined). Anyone may register
 * claiming to be whichever company they like, so until the provider approves one, it holds nothing (docs/security.md,
 * "Self-registration proves its e-mail and squats nothing"). The unique index on tax ids has the
 * same condition (migration 0017).
 */
export const holdsIdentity = (): SQL => not(and(eq(vendors.onboardingSource, 'SELF'), sql`${vendors.approvalStatus} <> 'APPROVED'`) as SQL);

/** The host of a stored website, without a leading www. ('https://www.Acme.com/x' → 'acme.com'). */
const websiteHost = sql<string>`lower(regexp_replace(regexp_replace(${vendors.website}, '^[a-z]+://', '', 'i'), '^www\\.|[/:?#].*$', '', 'gi'))`;
const emailDomain = sql<string>`lower(split_part(${vendors.email}, '@', 2))`;

/*
 * Asked of every vendor, not only those the caller sees: a client's vendor holds its tax id
 * against the provider's too. Only a yes or no leaves here, never which vendor.
 */
export const vendorIdentityRepo = {
  /**
   * Tax ids are unique among vendors (not branches, which share their parent's): two requests
   * with the same id at once are serialised by a transaction lock, then the check sees the winner.
   */
  async isTaxIdTaken(tx: TExecutor, taxId: string, exceptId?: string): Promise<boolean> {
    await lockUntilCommit(tx, `vendors.tax_id:${taxId}`);
    const [row] = await tx
      .select({ id: vendors.id })
      .from(vendors)
      .where(and(eq(vendors.taxId, taxId), eq(vendors.vendorType, 'VENDOR'), holdsIdentity(), exceptId ? sql`${vendors.id} <> ${exceptId}` : undefined))
      .limit(1);
    return row !== undefined;
  },

  /** Whether a vendor holding its identity has its e-mail or website on this domain. */
  async isDomainTaken(tx: TExecutor, domain: string): Promise<boolean> {
    const [row] = await tx
      .select({ id: vendors.id })
      .from(vendors)
      .where(and(sql`(${emailDomain} = ${domain} or ${websiteHost} = ${domain})`, holdsIdentity()))
      .limit(1);
    return row !== undefined;
  },
};

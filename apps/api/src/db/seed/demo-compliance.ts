import { sql } from 'drizzle-orm';
import { addDays, todayIso, type TCoverageType } from '@procura/shared';
import { complianceStateRepo } from '../../features/vendor-compliance/compliance-state.repo.js';
import { queryRows, type TExecutor } from '../../platform/database.js';
import { coverageRequirements, vendorDocuments } from '../schema/index.js';

/*
 * Demo compliance (issue #9 item 8): W-9s and certificates of insurance for the demo vendors,
 * so the badges show every state: most compliant, a few expiring within 30 days, a few
 * expired, a few missing documents, one under the provider's minimum coverage. Dates are
 * relative to the day of seeding. The records carry no file (the seed has no file store):
 * the screens show the details and offer an upload to replace them.
 */

const INSURERS = ['Granite Mutual', 'Lakeshore Casualty', 'Prairie Indemnity', 'Harbor Point Insurance', 'Summit Underwriters', 'Blue Ridge Assurance'];

/** The provider's default minimums: every client inherits them unless it has its own. */
export const DEMO_COVERAGE_DEFAULTS: readonly { coverageType: TCoverageType; minEachOccurrence: number; minAggregate: number }[] = [
  { coverageType: 'GENERAL_LIABILITY', minEachOccurrence: 1_000_000, minAggregate: 2_000_000 },
  { coverageType: 'AUTO_LIABILITY', minEachOccurrence: 1_000_000, minAggregate: 1_000_000 },
];

type TProfile = 'compliant' | 'expiring' | 'expired' | 'missing' | 'missingW9' | 'underinsured';
/** Ten in a cycle: half compliant, one of each other state, one under the minimum coverage. */
const CYCLE: readonly TProfile[] = [
  'compliant',
  'expiring',
  'compliant',
  'expired',
  'compliant',
  'missing',
  'underinsured',
  'compliant',
  'missingW9',
  'compliant',
];

/** Idempotent: vendors that already have documents are left as they are. Returns how many were given documents. */
export async function seedDemoCompliance(db: TExecutor, today = todayIso()): Promise<number> {
  const hasDefaults = await queryRows(db, sql`select 1 from coverage_requirements where client_id is null limit 1`);
  if (hasDefaults.length === 0) await db.insert(coverageRequirements).values(DEMO_COVERAGE_DEFAULTS.map((r) => ({ ...r, clientId: null })));

  const targets = await queryRows<{ id: string; tenantId: string; name: string }>(
    db,
    sql`select v.id, v.tenant_id as "tenantId", v.name from vendors v
        where not exists (select 1 from vendor_documents d where d.vendor_id = v.id)
        order by lower(v.name), v.id`,
  );
  if (targets.length === 0) return 0;

  const rows: (typeof vendorDocuments.$inferInsert)[] = [];
  targets.forEach((vendor, i) => {
    const profile = CYCLE[i % CYCLE.length];
    const base = { tenantId: vendor.tenantId, vendorId: vendor.id };
    const insurer = INSURERS[i % INSURERS.length];
    const certificate = (coverageType: TCoverageType, expiresOn: string, amounts: [number, number], status = 'CURRENT') => ({
      ...base,
      kind: 'COI',
      insurer,
      policyNumber: `${coverageType.slice(0, 2)}-${String(240_000 + i * 37).padStart(7, '0')}`,
      coverageType,
      eachOccurrence: amounts[0],
      aggregate: amounts[1],
      additionalInsured: i % 2 === 0,
      effectiveOn: addDays(expiresOn, -365),
      expiresOn,
      status,
    });
    if (profile !== 'missingW9') rows.push({ ...base, kind: 'W9', createdAt: new Date(`${addDays(today, -200 - i)}T15:00:00Z`) });
    switch (profile) {
      case 'compliant':
      case 'missingW9':
        rows.push(certificate('GENERAL_LIABILITY', addDays(today, 90 + ((i * 23) % 240)), [1_000_000, 2_000_000]));
        rows.push(certificate('AUTO_LIABILITY', addDays(today, 120 + ((i * 31) % 200)), [1_000_000, 1_000_000]));
        if (i % 3 === 0) rows.push(certificate('UMBRELLA', addDays(today, 150 + ((i * 17) % 180)), [5_000_000, 5_000_000]));
        break;
      case 'expiring':
        rows.push(certificate('GENERAL_LIABILITY', addDays(today, 6 + ((i * 7) % 22)), [1_000_000, 2_000_000]));
        rows.push(certificate('AUTO_LIABILITY', addDays(today, 200), [1_000_000, 1_000_000]));
        break;
      case 'expired':
        rows.push(certificate('GENERAL_LIABILITY', addDays(today, -(5 + ((i * 11) % 40))), [1_000_000, 2_000_000], 'EXPIRED'));
        rows.push(certificate('AUTO_LIABILITY', addDays(today, 180), [1_000_000, 1_000_000]));
        break;
      case 'underinsured':
        rows.push(certificate('GENERAL_LIABILITY', addDays(today, 160), [500_000, 1_000_000]));
        rows.push(certificate('AUTO_LIABILITY', addDays(today, 220), [1_000_000, 1_000_000]));
        break;
      case 'missing':
        break;
    }
  });
  await db.insert(vendorDocuments).values(rows);
  await complianceStateRepo.recomputeMany(
    db,
    targets.map((v) => v.id),
    today,
  );
  return targets.length;
}

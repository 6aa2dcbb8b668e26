import { desc, eq, sql } from 'drizzle-orm';
import type { TContractDiffEntry, TContractVersionKind } from '@procura/shared';
import { contracts, contractVersions, propertyContracts, propertyContractServices } from '../../db/schema/contracts.js';
import type { TExecutor } from '../../platform/database.js';

/*
 * Every change to a contract or its lines is a numbered version (docs/contracts.md "Versions"):
 * the kind, the reason, who, when, the contract as it is after the change (the snapshot) and
 * what differs from the version before (the diff). Everything that changes a contract, the
 * renewals job included, records it through `recordContractVersion`, in the change's transaction.
 */

const CONTRACT_KEYS = [
  'title',
  'status',
  'vendorId',
  'vendorName',
  'startOn',
  'endOn',
  'autoRenews',
  'renewalTermMonths',
  'noticeDays',
  'terminationTerms',
  'governingLaw',
  'totalValue',
  'paymentTerms',
  'terminationReason',
  'renewalCount',
] as const;

export interface TContractSnapshot {
  contract: Record<(typeof CONTRACT_KEYS)[number], unknown>;
  properties: Record<string, unknown>[];
  lines: Record<string, unknown>[];
}

/** The contract, its properties and its lines as they are now in this transaction. */
async function snapshotOf(tx: TExecutor, contractId: string): Promise<{ snapshot: TContractSnapshot; tenantId: string; partyTenantIds: string[] } | null> {
  const [row] = await tx.select().from(contracts).where(eq(contracts.id, contractId));
  if (!row) return null;
  const props = await tx
    .select({
      propertyId: propertyContracts.propertyId,
      propertyName: propertyContracts.propertyName,
      startOn: propertyContracts.startOn,
      endOn: propertyContracts.endOn,
    })
    .from(propertyContracts)
    .where(eq(propertyContracts.contractId, contractId))
    .orderBy(propertyContracts.propertyId);
  const lines = await tx
    .select({
      id: propertyContractServices.id,
      propertyId: propertyContractServices.propertyId,
      serviceId: propertyContractServices.serviceId,
      serviceName: propertyContractServices.serviceName,
      price: propertyContractServices.price,
      unit: propertyContractServices.unit,
      quantityPerYear: propertyContractServices.quantityPerYear,
      frequency: propertyContractServices.frequency,
      annualCost: propertyContractServices.annualCost,
      startOn: propertyContractServices.startOn,
      endOn: propertyContractServices.endOn,
      notes: propertyContractServices.notes,
    })
    .from(propertyContractServices)
    .where(eq(propertyContractServices.contractId, contractId))
    .orderBy(propertyContractServices.id);
  const contract = Object.fromEntries(CONTRACT_KEYS.map((key) => [key, row[key] ?? null])) as TContractSnapshot['contract'];
  return { snapshot: { contract, properties: props, lines }, tenantId: row.tenantId, partyTenantIds: row.partyTenantIds };
}

/** The snapshot as path → value: `title`, `properties.<propertyId>.endOn`, `lines.<lineId>.price`. */
function flatten(snapshot: TContractSnapshot | null): Map<string, unknown> {
  const out = new Map<string, unknown>();
  if (!snapshot) return out;
  for (const [key, value] of Object.entries(snapshot.contract)) out.set(key, value);
  for (const { propertyId, ...rest } of snapshot.properties)
    for (const [key, value] of Object.entries(rest)) out.set(`properties.${String(propertyId)}.${key}`, value);
  for (const { id, ...rest } of snapshot.lines) for (const [key, value] of Object.entries(rest)) out.set(`lines.${String(id)}.${key}`, value);
  return out;
}

/** What differs between two snapshots, path by path (a path only one side has is null on the other). */
export function contractDiff(before: TContractSnapshot | null, after: TContractSnapshot): TContractDiffEntry[] {
  const b = flatten(before);
  const a = flatten(after);
  const paths = [...new Set([...b.keys(), ...a.keys()])];
  return paths
    .filter((path) => JSON.stringify(b.get(path) ?? null) !== JSON.stringify(a.get(path) ?? null))
    .map((path) => ({ path, before: b.get(path) ?? null, after: a.get(path) ?? null }));
}

export interface TContractChange {
  contractId: string;
  kind: TContractVersionKind;
  reason?: string | null;
  /** The person; null for the system (the renewals job). */
  changedBy: string | null;
}

/**
 * Records the contract as it now is as its next version and moves `contracts.version` to it.
 * The caller has made the change (and holds the contract's row lock) in `tx`. An amendment or a
 * bulk update that changed nothing records nothing and answers null.
 */
export async function recordContractVersion(tx: TExecutor, change: TContractChange): Promise<{ version: number; diff: TContractDiffEntry[] } | null> {
  const now = await snapshotOf(tx, change.contractId);
  if (!now) throw new Error(`recordContractVersion: contract ${change.contractId} is not visible here`);
  const [previous] = await tx
    .select({ version: contractVersions.version, snapshot: contractVersions.snapshot })
    .from(contractVersions)
    .where(eq(contractVersions.contractId, change.contractId))
    .orderBy(desc(contractVersions.version))
    .limit(1);
  const diff = previous ? contractDiff(previous.snapshot as TContractSnapshot, now.snapshot) : [];
  if (previous && diff.length === 0 && (change.kind === 'AMENDED' || change.kind === 'BULK_UPDATE')) return null;
  const version = (previous?.version ?? 0) + 1;
  await tx
    .update(contracts)
    .set({ version, updatedAt: sql`now()`, ...(change.changedBy ? { updatedBy: change.changedBy } : {}) })
    .where(eq(contracts.id, change.contractId));
  await tx.insert(contractVersions).values({
    tenantId: now.tenantId,
    partyTenantIds: now.partyTenantIds,
    contractId: change.contractId,
    version,
    kind: change.kind,
    reason: change.reason ?? null,
    diff,
    snapshot: now.snapshot,
    changedBy: change.changedBy,
  });
  return { version, diff };
}

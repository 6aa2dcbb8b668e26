import type { TContractCreateOutput, TContractOrigin } from '@procura/shared';
import { canCreateContract } from '@procura/shared/policies';
import type { TActor } from '../../platform/actor.js';
import type { TScopedTx } from '../../platform/database.js';
import { fieldError, forbidden } from '../../platform/errors.js';
import { auditContract } from './contract-history.js';
import { contractPartiesRepo } from './contract-parties.repo.js';
import { lineRowValues, propertyContractValues } from './contract-parts.js';
import { recordContractVersion } from './contract-versions.js';
import { contractsRepo } from './contracts.repo.js';
import { contractNotices, type TContractTeller } from './contract.notices.js';

type TLineOut = TContractCreateOutput['properties'][number]['lines'][number];

/**
 * A contract as a feature makes it: the HTTP input of POST /v1/contracts, and for awards and
 * confirmed existing contracts where it came from. A line may carry the award it came from and
 * the annual cost the analysis computed (otherwise the server computes it).
 */
export interface TNewContract extends Omit<TContractCreateOutput, 'properties'> {
  origin?: TContractOrigin;
  sourceRfpId?: string | null;
  extractionId?: string | null;
  /**
   * The vendor as the caller read it: an award's invited vendor, which a client's people read only
   * through the RFP's invitation, not in the vendor's own record.
   */
  vendor?: { tenantId: string; name: string };
  /** DRAFT (default), or ACTIVE for an existing contract confirmed as in force. */
  status?: 'DRAFT' | 'ACTIVE';
  properties: (Omit<TContractCreateOutput['properties'][number], 'lines'> & {
    lines: (TLineOut & { rfpAwardId?: string | null; annualCost?: number | null })[];
  })[];
}

/**
 * Makes a contract in the caller's transaction (docs/contracts.md "Making a contract"): the
 * contract numbered CON-0001 upwards per client, its properties as they are now, its lines with
 * their annual costs, and version 1 (CREATED). The actor must be a buyer who may create
 * contracts and write for the client (403 / 400 naming `clientId` otherwise); the vendor,
 * properties and services must be ones the actor sees (400 naming the field). The unique
 * indexes (one AWARD draft per RFP × vendor, one contract per extraction) are the callers'
 * to respect: they check before they call.
 */
export async function createContractIn(
  tx: TScopedTx,
  actor: TActor,
  input: TNewContract,
  notifications?: TContractTeller,
): Promise<{ id: string; number: string }> {
  if (!canCreateContract(actor)) throw forbidden('Contracts are entered by the provider and by clients.');
  const client = await contractPartiesRepo.writableClient(tx, actor, input.clientId);
  if (!client) throw fieldError('clientId', 'Choose a client from the list.');
  const vendor = input.vendor ?? (await contractPartiesRepo.vendor(tx, input.vendorId));
  if (!vendor) throw fieldError('vendorId', 'Choose a vendor from the list.');
  const propertyIds = input.properties.map((p) => p.propertyId);
  const props = new Map((await contractPartiesRepo.properties(tx, input.clientId, propertyIds)).map((p) => [p.id, p]));
  const missingProperty = input.properties.findIndex((p) => !props.has(p.propertyId));
  if (missingProperty >= 0) throw fieldError(`properties.${missingProperty}.propertyId`, 'Choose one of the client’s properties.');
  const serviceIds = [...new Set(input.properties.flatMap((p) => p.lines.map((l) => l.serviceId)))];
  const services = new Map((await contractPartiesRepo.services(tx, serviceIds)).map((s) => [s.id, s]));
  input.properties.forEach((p, i) =>
    p.lines.forEach((l, j) => {
      if (!services.has(l.serviceId)) throw fieldError(`properties.${i}.lines.${j}.serviceId`, 'Choose a service from the catalog.');
    }),
  );

  const status = input.status ?? 'DRAFT';
  const parties = [vendor.tenantId];
  const number = await contractsRepo.nextNumber(tx, input.clientId);
  const id = await contractsRepo.insert(tx, {
    tenantId: client.tenantId,
    partyTenantIds: parties,
    clientId: input.clientId,
    clientName: client.name,
    vendorId: input.vendorId,
    vendorTenantId: vendor.tenantId,
    vendorName: vendor.name,
    number,
    title: input.title,
    status,
    startOn: input.startOn,
    endOn: input.endOn,
    autoRenews: input.autoRenews,
    renewalTermMonths: input.renewalTermMonths,
    noticeDays: input.noticeDays,
    terminationTerms: input.terminationTerms,
    governingLaw: input.governingLaw,
    totalValue: input.totalValue,
    paymentTerms: input.paymentTerms,
    origin: input.origin ?? 'MANUAL',
    sourceRfpId: input.sourceRfpId ?? null,
    extractionId: input.extractionId ?? null,
    signedDocumentRequired: client.signedDocumentRequired,
    ...(status === 'ACTIVE' ? { activatedAt: new Date(), activatedBy: actor.userId } : {}),
    createdBy: actor.userId,
    updatedBy: actor.userId,
  });
  const ref = { id, tenantId: client.tenantId, partyTenantIds: parties };
  for (const [i, p] of input.properties.entries()) {
    const property = props.get(p.propertyId) as NonNullable<ReturnType<typeof props.get>>;
    const propertyContractId = await contractsRepo.insertProperty(tx, propertyContractValues(ref, property, p));
    const dates = { startOn: p.startOn ?? input.startOn, endOn: p.endOn ?? input.endOn };
    await contractsRepo.insertLines(
      tx,
      p.lines.map((l, j) =>
        lineRowValues(
          ref,
          { id: propertyContractId, propertyId: p.propertyId },
          services.get(l.serviceId) as { name: string },
          l,
          dates,
          `properties.${i}.lines.${j}.quantityPerYear`,
        ),
      ),
    );
  }
  await recordContractVersion(tx, { contractId: id, kind: 'CREATED', reason: null, changedBy: actor.userId });
  await auditContract(tx, actor, { id, tenantId: client.tenantId }, 'create', null, {
    number,
    title: input.title,
    vendorName: vendor.name,
    origin: input.origin ?? 'MANUAL',
  });
  // The parties hear of it with the commit; the caller dispatches after (docs/notifications.md).
  const made = { id, tenantId: client.tenantId, partyTenantIds: parties, number, title: input.title };
  const by = { tenantId: actor.workspace.tenantId, userId: actor.userId };
  await notifications?.publish(tx, status === 'ACTIVE' ? contractNotices.activated(made, by) : contractNotices.created(made, by));
  return { id, number };
}

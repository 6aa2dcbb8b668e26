import crypto from 'node:crypto';
import {
  belowRequirements,
  COVERAGE_TYPES,
  todayIso,
  VENDOR_DOCUMENT_UPLOAD_CATEGORY,
  type TCoverageRequirement,
  type TCoverageRequirements,
  type TCoverageType,
  type TCreateVendorDocument,
  type TPutCoverageRequirements,
  type TUpdateVendorDocument,
  type TVendorCompliance,
  type TVendorComplianceState,
  type TVendorDocumentListQuery,
  type TVendorDocumentPage,
  type TVendorDocumentResult,
} from '@procura/shared';
import { canSetCoverageRequirements, canWriteVendorDocuments, isProvider, mayReadVendors, type TVendorDocumentWrite } from '@procura/shared/policies';
import type { TActor } from '../../platform/actor.js';
import { recordAudit } from '../../platform/audit.js';
import type { TRequestDb, TScopedTx } from '../../platform/database.js';
import { conflict, fieldError, forbidden, notFound } from '../../platform/errors.js';
import { withActor } from '../../platform/scope.js';
import type { TStorageService } from '../storage/storage.service.js';
import { complianceStateRepo } from './compliance-state.repo.js';
import { documentSnapshot, presentDocument, timelineEntry } from './vendor-compliance.presenter.js';
import { type TDocumentRow, type TDocumentValues, type TVendorRef, vendorComplianceRepo as repo } from './vendor-compliance.repo.js';
import { vendorPapersRepo } from './vendor-papers.repo.js';

export const VENDOR_DOCUMENTS_OWNER = 'vendor_documents';

/**
 * A vendor's documents are read under the rule that guards the vendor itself (a W-9 carries a
 * tax id): vendor_management View, then the vendor's scope. A client member without the right
 * reads neither (docs/security.md, "Vendor documents follow the vendor").
 */
const mayRead = (actor: TActor) => mayReadVendors(actor.permissions);

const COI_ONLY_FIELDS = ['insurer', 'policyNumber', 'coverageType', 'eachOccurrence', 'aggregate', 'additionalInsured', 'effectiveOn', 'expiresOn'] as const;

export interface TVendorComplianceDeps {
  db: TRequestDb;
  storage: Pick<TStorageService, 'confirmFile' | 'registerOwner' | 'viewUrl'>;
  /** The calendar day rules are computed against (tests move it; requests use today's UTC date). */
  today?: () => string;
}

/**
 * Compliance documents of vendors (issue #9 item 2): W-9s and certificates of insurance, the
 * state they make (kept on the vendor row in the same transaction as every change), and the
 * coverage a client requires. Another tenant's vendor answers 404; a vendor it reads but may
 * not change, 403.
 */
export function createVendorComplianceService({ db, storage, today = () => todayIso() }: TVendorComplianceDeps) {
  storage.registerOwner(
    VENDOR_DOCUMENTS_OWNER,
    async (actor, ownerId) => mayRead(actor) && (await withActor(db, actor, (tx) => repo.documentVisible(tx, ownerId))),
  );

  /** A signed link for a row the actor was just allowed to read (signing is local: no round trip). */
  const present = async (row: TDocumentRow, day: string) => presentDocument(row, day, row.fileKey ? await storage.viewUrl(row.fileKey) : null);

  async function readable(tx: TScopedTx, actor: TActor, vendorId: string): Promise<TVendorRef> {
    const vendor = await repo.vendor(tx, vendorId);
    if (!vendor) throw notFound('Vendor');
    if (!mayRead(actor)) throw forbidden("You may not see vendors' documents.");
    return vendor;
  }

  async function writable(tx: TScopedTx, actor: TActor, vendorId: string, action: TVendorDocumentWrite): Promise<TVendorRef> {
    const vendor = await repo.vendor(tx, vendorId);
    if (!vendor) throw notFound('Vendor');
    if (!canWriteVendorDocuments(actor, vendor, action)) throw forbidden("You may not change this vendor's documents.");
    return vendor;
  }

  /** The document and its vendor as the actor may change them. */
  async function writableDocument(tx: TScopedTx, actor: TActor, id: string, action: TVendorDocumentWrite): Promise<{ row: TDocumentRow; vendor: TVendorRef }> {
    const row = await repo.document(tx, id);
    if (!row) throw notFound('Vendor document');
    return { row, vendor: await writable(tx, actor, row.vendorId, action) };
  }

  async function result(tx: TScopedTx, vendorId: string, documentId: string, day: string): Promise<TVendorDocumentResult> {
    await complianceStateRepo.recompute(tx, vendorId, day);
    const document = (await repo.document(tx, documentId)) as TDocumentRow;
    const state = await repo.state(tx, vendorId);
    return { document: await present(document, day), compliance: { state: state.state as TVendorComplianceState, expiresOn: state.expiresOn } };
  }

  const audit = (tx: TScopedTx, actor: TActor, vendorId: string, action: string, before: unknown, after: unknown) =>
    recordAudit(tx, actor, { entity: 'vendor', entityId: vendorId, action, before, after });

  /** What applies to a client: its own rows, and the provider default's for the types it has none of. */
  async function effectiveRequirements(tx: TScopedTx, clientId: string | null) {
    const rows = await repo.requirements(tx, clientId);
    const own = rows.filter((r) => r.clientId === clientId);
    const defaults = rows.filter((r) => r.clientId === null);
    const effective: TCoverageRequirement[] = [];
    for (const coverageType of COVERAGE_TYPES) {
      const mine = own.find((r) => r.coverageType === coverageType);
      const fallback = defaults.find((r) => r.coverageType === coverageType);
      const row = mine ?? fallback;
      if (row) effective.push({ coverageType, minEachOccurrence: Number(row.minEachOccurrence), minAggregate: Number(row.minAggregate), inherited: !mine });
    }
    const updatedAt = own.reduce<Date | null>((latest, r) => (latest === null || r.updatedAt > latest ? r.updatedAt : latest), null);
    return {
      own: own.map((r) => ({
        coverageType: r.coverageType as TCoverageType,
        minEachOccurrence: Number(r.minEachOccurrence),
        minAggregate: Number(r.minAggregate),
      })),
      effective,
      updatedAt: updatedAt?.toISOString() ?? null,
    };
  }

  /** A client the actor sees (the provider sees all, a client its own), or 404. */
  async function visibleClient(tx: TScopedTx, clientId: string | undefined) {
    if (!clientId) return null;
    const client = await repo.client(tx, clientId);
    if (!client) throw notFound('Client');
    return client;
  }

  return {
    async list(actor: TActor, vendorId: string, query: TVendorDocumentListQuery): Promise<TVendorDocumentPage> {
      const day = today();
      const { rows, total } = await withActor(db, actor, async (tx) => {
        await readable(tx, actor, vendorId);
        return repo.list(tx, vendorId, query);
      });
      return { data: await Promise.all(rows.map((r) => present(r, day))), total, page: query.page, limit: query.limit };
    },

    /**
     * Adds a W-9 or a certificate; it replaces the current one of its kind (and coverage type),
     * and the vendor's state is recomputed in the same transaction.
     */
    async create(actor: TActor, vendorId: string, input: TCreateVendorDocument): Promise<TVendorDocumentResult> {
      const day = today();
      return withActor(db, actor, async (tx) => {
        const vendor = await writable(tx, actor, vendorId, 'add');
        const id = crypto.randomUUID();
        await storage.confirmFile(tx, actor, {
          key: input.fileKey,
          categories: [VENDOR_DOCUMENT_UPLOAD_CATEGORY[input.kind]],
          ownerTable: VENDOR_DOCUMENTS_OWNER,
          ownerId: id,
          tenantId: vendor.tenantId,
          field: 'fileKey',
        });
        await repo.replacePrevious(tx, vendor.id, input.kind, input.kind === 'COI' ? input.coverageType : null);
        await repo.insert(tx, {
          id,
          tenantId: vendor.tenantId,
          vendorId: vendor.id,
          kind: input.kind,
          fileKey: input.fileKey,
          status: 'CURRENT',
          createdBy: actor.userId,
          ...(input.kind === 'COI'
            ? {
                insurer: input.insurer,
                policyNumber: input.policyNumber,
                coverageType: input.coverageType,
                eachOccurrence: input.eachOccurrence,
                aggregate: input.aggregate,
                additionalInsured: input.additionalInsured,
                effectiveOn: input.effectiveOn,
                expiresOn: input.expiresOn,
              }
            : {}),
        });
        const answer = await result(tx, vendor.id, id, day);
        await audit(tx, actor, vendor.id, 'document_add', null, documentSnapshot(answer.document));
        return answer;
      });
    },

    /** Corrects a document's details or file; a new expiry date earns new warnings. */
    async update(actor: TActor, id: string, input: TUpdateVendorDocument): Promise<TVendorDocumentResult> {
      const day = today();
      return withActor(db, actor, async (tx) => {
        const { row, vendor } = await writableDocument(tx, actor, id, 'change');
        if (row.status === 'REPLACED') throw conflict('A replaced document is kept as history and cannot be changed. Upload a new one instead.');
        if (row.kind === 'W9') {
          const field = COI_ONLY_FIELDS.find((f) => input[f] !== undefined);
          if (field) throw fieldError(field, 'A W-9 has only its file.');
        }
        const effectiveOn = input.effectiveOn ?? row.effectiveOn;
        const expiresOn = input.expiresOn ?? row.expiresOn;
        if (effectiveOn && expiresOn && expiresOn < effectiveOn)
          throw fieldError(input.expiresOn ? 'expiresOn' : 'effectiveOn', 'The expiry date cannot be before the effective date.');
        if (input.coverageType && input.coverageType !== row.coverageType) {
          const others = await repo.live(tx, vendor.id);
          if (others.some((d) => d.id !== id && d.kind === 'COI' && d.coverageType === input.coverageType)) {
            throw conflict('The vendor already has a certificate for this coverage: upload a new one to replace it.', {
              coverageType: ['The vendor already has a certificate for this coverage.'],
            });
          }
        }
        if (input.fileKey && input.fileKey !== row.fileKey) {
          await storage.confirmFile(tx, actor, {
            key: input.fileKey,
            categories: [VENDOR_DOCUMENT_UPLOAD_CATEGORY[row.kind as 'W9' | 'COI']],
            ownerTable: VENDOR_DOCUMENTS_OWNER,
            ownerId: id,
            tenantId: vendor.tenantId,
            field: 'fileKey',
          });
        }
        const values: TDocumentValues & { status?: string } = { ...input };
        if (input.expiresOn && input.expiresOn !== row.expiresOn) {
          await repo.forgetWarnings(tx, id);
          // A corrected date in the future puts a certificate marked expired back in force.
          if (row.status === 'EXPIRED' && input.expiresOn >= day) values.status = 'CURRENT';
        }
        await repo.update(tx, id, values);
        const answer = await result(tx, vendor.id, id, day);
        await audit(tx, actor, vendor.id, 'document_update', documentSnapshot(row), documentSnapshot(answer.document));
        return answer;
      });
    },

    /** The record goes (the stored file stays with its audit trail); the one it replaced is current again. */
    async remove(actor: TActor, id: string): Promise<void> {
      const day = today();
      await withActor(db, actor, async (tx) => {
        const { row, vendor } = await writableDocument(tx, actor, id, 'remove');
        await repo.remove(tx, id);
        if (row.status !== 'REPLACED') await repo.restorePrevious(tx, vendor.id, row.kind, row.coverageType);
        await complianceStateRepo.recompute(tx, vendor.id, day);
        await audit(tx, actor, vendor.id, 'document_remove', documentSnapshot(row), null);
      });
    },

    /** The state, the documents in force, their expiries, and the gaps against a client's requirements. */
    async compliance(actor: TActor, vendorId: string, clientId: string | undefined): Promise<TVendorCompliance> {
      const day = today();
      return withActor(db, actor, async (tx) => {
        const vendor = await readable(tx, actor, vendorId);
        const client = await visibleClient(tx, clientId);
        const live = await Promise.all((await repo.live(tx, vendorId)).map((r) => present(r, day)));
        const state = await repo.state(tx, vendorId);
        const { effective } = await effectiveRequirements(tx, client?.id ?? null);
        const gaps = belowRequirements(live, effective, day);
        const certificates = live.filter((d) => d.kind === 'COI');
        return {
          vendorId,
          state: state.state as TVendorComplianceState,
          expiresOn: state.expiresOn,
          today: day,
          w9: live.find((d) => d.kind === 'W9') ?? null,
          certificates,
          timeline: certificates.map(timelineEntry),
          requirementsFor: { clientId: client?.id ?? null, clientName: client?.name ?? null },
          requirements: effective,
          gaps,
          belowRequirements: gaps.length > 0,
          canManage: canWriteVendorDocuments(actor, vendor, 'add'),
        };
      });
    },

    async requirements(actor: TActor, clientId: string | undefined): Promise<TCoverageRequirements> {
      return withActor(db, actor, async (tx) => {
        const client = await visibleClient(tx, clientId);
        const { own, effective, updatedAt } = await effectiveRequirements(tx, client?.id ?? null);
        return {
          clientId: client?.id ?? null,
          clientName: client?.name ?? null,
          own,
          effective,
          updatedAt,
          canEdit: canSetCoverageRequirements(actor),
        };
      });
    },

    /**
     * For vendor eligibility, in the caller's transaction: per vendor, a W-9 on file and a
     * certificate of insurance in force on the day (vendors the caller does not see answer no).
     */
    onFileOn: (tx: TScopedTx, vendorIds: readonly string[], day: string) => vendorPapersRepo.onFileOn(tx, vendorIds, day),

    /** Replaces one client's list (or the provider default): the provider's setting. */
    async putRequirements(actor: TActor, input: TPutCoverageRequirements): Promise<TCoverageRequirements> {
      if (!isProvider(actor)) throw forbidden('Only the provider sets coverage requirements.');
      await withActor(db, actor, async (tx) => {
        if (input.clientId !== null && !(await repo.client(tx, input.clientId))) throw fieldError('clientId', 'That client does not exist.');
        const before = await effectiveRequirements(tx, input.clientId);
        await repo.replaceRequirements(tx, input.clientId, input.requirements);
        await recordAudit(tx, actor, {
          entity: 'coverage_requirements',
          entityId: input.clientId ?? actor.workspace.tenantId,
          action: 'update',
          before: before.own,
          after: input.requirements,
        });
      });
      return this.requirements(actor, input.clientId ?? undefined);
    },
  };
}

export type TVendorComplianceService = ReturnType<typeof createVendorComplianceService>;

import {
  daysBetween,
  type TComplianceTimelineEntry,
  type TCoverageType,
  type TVendorDocument,
  type TVendorDocumentKind,
  type TVendorDocumentStatus,
} from '@procura/shared';
import type { TDocumentRow } from './vendor-compliance.repo.js';

const iso = (value: Date | null): string | null => (value === null ? null : value.toISOString());

export function presentDocument(row: TDocumentRow, today: string, fileUrl: string | null): TVendorDocument {
  return {
    id: row.id,
    vendorId: row.vendorId,
    // The table's check constraints hold these to the shared enums.
    kind: row.kind as TVendorDocumentKind,
    status: row.status as TVendorDocumentStatus,
    fileKey: row.fileKey,
    fileName: row.fileName,
    contentType: row.contentType,
    sizeBytes: row.sizeBytes === null ? null : Number(row.sizeBytes),
    fileUrl,
    insurer: row.insurer,
    policyNumber: row.policyNumber,
    coverageType: row.coverageType as TCoverageType | null,
    eachOccurrence: row.eachOccurrence === null ? null : Number(row.eachOccurrence),
    aggregate: row.aggregate === null ? null : Number(row.aggregate),
    additionalInsured: row.additionalInsured,
    effectiveOn: row.effectiveOn,
    expiresOn: row.expiresOn,
    expiresInDays: row.expiresOn === null ? null : daysBetween(today, row.expiresOn),
    warned30At: iso(row.warned30At),
    warned7At: iso(row.warned7At),
    createdByName: row.createdByName,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export const timelineEntry = (d: TVendorDocument): TComplianceTimelineEntry => ({
  documentId: d.id,
  coverageType: d.coverageType,
  insurer: d.insurer,
  policyNumber: d.policyNumber,
  status: d.status,
  effectiveOn: d.effectiveOn,
  expiresOn: d.expiresOn,
  expiresInDays: d.expiresInDays,
});

/** What the vendor's history records of a document: its facts, never the file's internals. */
export const documentSnapshot = (
  d: Pick<
    TDocumentRow,
    | 'kind'
    | 'status'
    | 'fileName'
    | 'insurer'
    | 'policyNumber'
    | 'coverageType'
    | 'eachOccurrence'
    | 'aggregate'
    | 'additionalInsured'
    | 'effectiveOn'
    | 'expiresOn'
  >,
) => ({
  kind: d.kind,
  status: d.status,
  fileName: d.fileName,
  ...(d.kind === 'COI'
    ? {
        insurer: d.insurer,
        policyNumber: d.policyNumber,
        coverageType: d.coverageType,
        eachOccurrence: d.eachOccurrence === null ? null : Number(d.eachOccurrence),
        aggregate: d.aggregate === null ? null : Number(d.aggregate),
        additionalInsured: d.additionalInsured,
        effectiveOn: d.effectiveOn,
        expiresOn: d.expiresOn,
      }
    : {}),
});

import {
  ZContractExtractionSchema,
  ZExistingContractCorrectionSchema,
  ZExistingContractMatchesSchema,
  ZExistingContractValuesSchema,
  type TContractExtractionStatus,
  type TExistingContract,
  type TExistingContractItem,
} from '@procura/shared';
import type { TExtractionListRow } from './existing-contracts.repo.js';

/** What a stored JSON column holds, read back through its schema (null when it holds nothing valid). */
const parsed = <T>(schema: { safeParse(v: unknown): { success: true; data: T } | { success: false } }, value: unknown): T | null => {
  if (value === null || value === undefined) return null;
  const result = schema.safeParse(value);
  return result.success ? result.data : null;
};

export function presentExistingContractItem(row: TExtractionListRow): TExistingContractItem {
  const extraction = row.extraction as { fields?: { vendorName?: { value?: unknown } } } | null;
  const vendorName = extraction?.fields?.vendorName?.value;
  return {
    id: row.id,
    clientId: row.clientId,
    clientName: row.clientName,
    batchId: row.batchId,
    fileName: row.fileName,
    status: row.status as TContractExtractionStatus,
    error: row.error,
    vendorName: typeof vendorName === 'string' ? vendorName : null,
    contractId: row.contractId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function presentExistingContract(row: TExtractionListRow, canEdit: boolean): TExistingContract {
  return {
    ...presentExistingContractItem(row),
    fileKey: row.fileKey,
    extraction: parsed(ZContractExtractionSchema, row.extraction),
    matches: parsed(ZExistingContractMatchesSchema, row.matches),
    values: parsed(ZExistingContractValuesSchema, row.reviewed),
    corrections: parsed(ZExistingContractCorrectionSchema.array(), row.corrections) ?? [],
    confirmedAt: row.confirmedAt?.toISOString() ?? null,
    canEdit: canEdit && row.status === 'NEEDS_REVIEW',
  };
}

import type {
  TContractBulkResult,
  TContractBulkUpdate,
  TContractDocumentCreate,
  TContractLineCreate,
  TContractLineUpdate,
  TPropertyContractCreate,
} from '@procura/shared';
import { useQuery } from '@tanstack/react-query';
import type { TToastText } from '../../lib/query/report';
import { useAppMutation, type TMutationForm } from '../../lib/query/use-app-mutation';
import {
  addContractDocument,
  addContractLine,
  addPropertyContract,
  bulkUpdateContractLines,
  downloadContractDocument,
  listContractDocuments,
  removeContractDocument,
  removeContractLine,
  updateContractLine,
} from './parts-api';
import { contractKeys } from './queries';

/** The contract's lines and documents change it: its page (version, annual cost, activation), its versions and the lists are read afresh. */
const contractStale = (contractId: string) => [contractKeys.detail(contractId), contractKeys.lists()];

export const documentKeys = { list: (contractId: string) => [...contractKeys.detail(contractId), 'documents'] as const };

export const LINE_TOASTS = {
  lineSaved: { title: 'Line Saved', description: 'The change is a new version of the contract.' },
  lineAdded: { title: 'Line Added', description: 'The new line is a new version of the contract.' },
  lineRemoved: { title: 'Line Removed', description: 'The removal is a new version of the contract.' },
  propertyAdded: { title: 'Property Added', description: 'Add its service lines next.' },
  documentSaved: { title: 'Document Saved', description: 'Everyone who reads the contract can download it.' },
  documentRemoved: { title: 'Document Removed', description: 'It is no longer listed with the contract.' },
} as const satisfies Record<string, TToastText>;

/** "2 lines changed", or why nothing was: what a bulk edit did, at a glance (it is all or nothing). */
export function bulkSummary(result: TContractBulkResult): TToastText {
  const changed = `${result.updated} ${result.updated === 1 ? 'line' : 'lines'} changed`;
  if (result.errors.length === 0) return { title: 'Lines Updated', description: `${changed}; one new version of the contract.` };
  const refused = `${result.errors.length} ${result.errors.length === 1 ? 'line' : 'lines'}`;
  return {
    title: 'Lines Not Updated',
    description: `Nothing was changed: ${refused} could not take the change (the reason is shown on each). Correct them or leave them out, then try again.`,
    tone: 'warning',
  };
}

export const useUpdateContractLine = (contractId: string, binding?: TMutationForm) =>
  useAppMutation({
    mutationFn: ({ id, ...input }: TContractLineUpdate & { id: string }) => updateContractLine(id, input),
    successToast: LINE_TOASTS.lineSaved,
    invalidates: contractStale(contractId),
    ...binding,
  });

export const useRemoveContractLine = (contractId: string) =>
  useAppMutation({
    mutationFn: (id: string) => removeContractLine(id),
    successToast: LINE_TOASTS.lineRemoved,
    errorToast: { fallback: 'The line could not be removed.' },
    invalidates: contractStale(contractId),
  });

export const useAddContractLine = (contractId: string, binding?: TMutationForm) =>
  useAppMutation({
    mutationFn: (input: TContractLineCreate) => addContractLine(input),
    successToast: LINE_TOASTS.lineAdded,
    invalidates: contractStale(contractId),
    ...binding,
  });

export const useAddPropertyContract = (contractId: string, binding?: TMutationForm) =>
  useAppMutation({
    mutationFn: (input: TPropertyContractCreate) => addPropertyContract(input),
    successToast: LINE_TOASTS.propertyAdded,
    invalidates: contractStale(contractId),
    ...binding,
  });

/** The summary toast says how many rows went through; the rows that did not are shown by the table. */
export const useBulkUpdateContractLines = (contractId: string, binding?: TMutationForm) =>
  useAppMutation({
    mutationFn: (input: TContractBulkUpdate) => bulkUpdateContractLines(input),
    successToast: bulkSummary,
    // Lines moved to another vendor's contract change that contract too.
    invalidates: (result) => [...contractStale(contractId), ...result.contracts.map((c) => contractKeys.detail(c.id))],
    ...binding,
  });

export function useContractDocuments(contractId: string) {
  return useQuery({ queryKey: documentKeys.list(contractId), queryFn: ({ signal }) => listContractDocuments(contractId, signal) });
}

/** The upload form shows every failure under its file input. */
export const useAddContractDocument = (contractId: string) =>
  useAppMutation({
    mutationFn: (input: TContractDocumentCreate) => addContractDocument(contractId, input),
    successToast: LINE_TOASTS.documentSaved,
    isShownInline: () => true,
    invalidates: contractStale(contractId),
  });

export const useRemoveContractDocument = (contractId: string) =>
  useAppMutation({
    mutationFn: (documentId: string) => removeContractDocument(contractId, documentId),
    successToast: LINE_TOASTS.documentRemoved,
    errorToast: { fallback: 'The document could not be removed.' },
    invalidates: contractStale(contractId),
  });

export const useDownloadContractDocument = (contractId: string) =>
  useAppMutation({
    mutationFn: (documentId: string) => downloadContractDocument(contractId, documentId),
    errorToast: { fallback: 'The document could not be downloaded.' },
  });

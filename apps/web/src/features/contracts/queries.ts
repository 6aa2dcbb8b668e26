import type { TContractExportRequest, TContractAmend, TContractPropertyQuery, TContractQuery, TContractTerminate } from '@procura/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { historyAt } from '../../components/HistoryTab';
import type { TToastText } from '../../lib/query/report';
import { useAppMutation, type TMutationForm } from '../../lib/query/use-app-mutation';
import { useStartJob } from '../background-jobs';
import {
  amendContract,
  exportContracts,
  getContract,
  listContractOptions,
  listContracts,
  listContractsByProperty,
  listContractVersions,
  moveContract,
  terminateContract,
  type TContractMove,
  type TContractOptionList,
} from './api';

export const contractKeys = {
  all: ['contracts'] as const,
  lists: () => [...contractKeys.all, 'list'] as const,
  list: (query: TContractQuery) => [...contractKeys.lists(), query] as const,
  byProperty: (query: TContractPropertyQuery) => [...contractKeys.lists(), 'property-wise', query] as const,
  options: (list: TContractOptionList, search: string) => [...contractKeys.all, 'options', list, search] as const,
  detail: (id: string) => [...contractKeys.all, 'detail', id] as const,
  versions: (id: string, page: number) => [...contractKeys.detail(id), 'versions', page] as const,
};

export const CONTRACT_TOASTS = {
  submitted: { title: 'Contract Submitted', description: 'It waits for approval: activate it when it is agreed.' },
  activated: { title: 'Contract Activated', description: 'It is in force from its start date.' },
  terminated: { title: 'Contract Terminated', description: 'It ends on the date you gave; the reason is kept with its versions.' },
  amended: { title: 'Contract Amended', description: 'The change is a new version of the contract.' },
  exportStarted: { title: 'Export Started', description: 'The file will be ready in the jobs panel.' },
} as const satisfies Record<string, TToastText>;

export function useContractList(query: TContractQuery, enabled = true) {
  return useQuery({ queryKey: contractKeys.list(query), queryFn: ({ signal }) => listContracts(query, signal), placeholderData: keepPreviousData, enabled });
}

export function useContractsByProperty(query: TContractPropertyQuery, enabled = true) {
  return useQuery({
    queryKey: contractKeys.byProperty(query),
    queryFn: ({ signal }) => listContractsByProperty(query, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** A filter's options: only what the reader's contracts hold (vendors, properties, services). */
export function useContractOptions(list: TContractOptionList, search: string) {
  return useQuery({
    queryKey: contractKeys.options(list, search),
    queryFn: async ({ signal }) => (await listContractOptions(list, search, signal)).data,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

export function useContractDetail(id: string) {
  return useQuery({ queryKey: contractKeys.detail(id), queryFn: ({ signal }) => getContract(id, signal), refetchOnMount: true });
}

export function useContractVersions(id: string, page: number) {
  return useQuery({
    queryKey: contractKeys.versions(id, page),
    queryFn: ({ signal }) => listContractVersions(id, page, signal),
    placeholderData: keepPreviousData,
  });
}

/** The contract's History tab: its audit entries (docs/history.md), beside the Versions tab's snapshots. */
export const contractHistoryQuery = (id: string) => historyAt(contractKeys.detail(id), `/contracts/${encodeURIComponent(id)}`);

const MOVE_TOASTS: Record<TContractMove, TToastText> = { submit: CONTRACT_TOASTS.submitted, activate: CONTRACT_TOASTS.activated };

/** Submit or activate: the contract, its versions and the lists are read afresh. */
export const useMoveContract = () =>
  useAppMutation({
    mutationFn: ({ id, move }: { id: string; move: TContractMove }) => moveContract(id, move),
    successToast: (_data, { move }) => MOVE_TOASTS[move],
    invalidates: (_data, { id }) => [contractKeys.detail(id), contractKeys.lists()],
  });

export const useTerminateContract = (binding?: TMutationForm) =>
  useAppMutation({
    mutationFn: ({ id, ...input }: TContractTerminate & { id: string }) => terminateContract(id, input),
    successToast: CONTRACT_TOASTS.terminated,
    invalidates: (_data, { id }) => [contractKeys.detail(id), contractKeys.lists()],
    ...binding,
  });

export const useAmendContract = (binding?: TMutationForm) =>
  useAppMutation({
    mutationFn: ({ id, ...input }: TContractAmend & { id: string }) => amendContract(id, input),
    successToast: CONTRACT_TOASTS.amended,
    invalidates: (_data, { id }) => [contractKeys.detail(id), contractKeys.lists()],
    ...binding,
  });

export const useExportContracts = () =>
  useStartJob((request: TContractExportRequest) => exportContracts(request), {
    successToast: CONTRACT_TOASTS.exportStarted,
    errorToast: { fallback: 'The export could not be started.' },
  });

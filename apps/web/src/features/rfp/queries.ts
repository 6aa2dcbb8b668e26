import type { TRfp, TRfpQuery } from '@procura/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { THistoryQuery } from '../../components/HistoryTab';
import type { TToastText } from '../../lib/query/report';
import { useAppMutation, type TMutationForm } from '../../lib/query/use-app-mutation';
import {
  type TRfpLinesQueryInput,
  cancelRfp,
  deleteRfp,
  closeRfp,
  getRfp,
  getRfpHistory,
  listRfpInvitations,
  listRfpLines,
  listRfps,
  openRfpBids,
  publishRfp,
} from './api';

export const rfpKeys = {
  all: ['rfp'] as const,
  lists: () => [...rfpKeys.all, 'list'] as const,
  list: (query: TRfpQuery) => [...rfpKeys.lists(), query] as const,
  detail: (id: string) => [...rfpKeys.all, 'detail', id] as const,
  history: (id: string, page: number) => [...rfpKeys.detail(id), 'history', page] as const,
  lines: (id: string, query: object) => [...rfpKeys.detail(id), 'lines', query] as const,
  invitations: (id: string, query: object) => [...rfpKeys.detail(id), 'invitations', query] as const,
  eligible: (id: string, query: object) => [...rfpKeys.detail(id), 'eligible', query] as const,
};

export const RFP_TOASTS = {
  created: { title: 'RFP Saved', description: 'The draft is saved: publish it when it is ready.' },
  published: { title: 'RFP Published', description: 'The invited vendors can read it and bid until the due time.' },
  closed: { title: 'RFP Closed', description: 'No more bids are taken. Open the bids to compare them.' },
  opened: { title: 'Bids Opened', description: 'The amounts are visible to your team now; opening is in the history.' },
  cancelled: { title: 'RFP Cancelled', description: 'The invited vendors are told why.' },
  deleted: { title: 'RFP Deleted', description: 'The draft, its lines and invitations are gone.' },
} as const satisfies Record<string, TToastText>;

export function useRfpList(query: TRfpQuery, enabled = true) {
  return useQuery({
    queryKey: rfpKeys.list(query),
    queryFn: ({ signal }) => listRfps(query, signal),
    placeholderData: keepPreviousData,
    refetchOnMount: true,
    enabled,
  });
}

export function useRfpDetail(id: string) {
  return useQuery({ queryKey: rfpKeys.detail(id), queryFn: ({ signal }) => getRfp(id, signal), refetchOnMount: true });
}

export const rfpHistoryQuery =
  (id: string): THistoryQuery =>
  (page) => ({ queryKey: rfpKeys.history(id, page), queryFn: ({ signal }) => getRfpHistory(id, page, signal) });

export function useRfpLines(id: string, query: TRfpLinesQueryInput) {
  return useQuery({ queryKey: rfpKeys.lines(id, query), queryFn: ({ signal }) => listRfpLines(id, query, signal), placeholderData: keepPreviousData });
}

export function useRfpInvitations(id: string, query: { page: number; limit: number }) {
  return useQuery({
    queryKey: rfpKeys.invitations(id, query),
    queryFn: ({ signal }) => listRfpInvitations(id, query, signal),
    placeholderData: keepPreviousData,
  });
}

/** A lifecycle move: the answer is the RFP as it now stands, so the page and the lists refetch. */
function useRfpMove<TVariables>(move: (variables: TVariables) => Promise<TRfp>, successToast: TToastText, binding?: TMutationForm) {
  return useAppMutation({ ...binding, mutationFn: move, successToast, invalidates: (rfp: TRfp) => [rfpKeys.detail(rfp.id), rfpKeys.lists()] });
}

export const usePublishRfp = () => useRfpMove(publishRfp, RFP_TOASTS.published);
export const useCloseRfp = () => useRfpMove(closeRfp, RFP_TOASTS.closed);
export const useOpenRfpBids = () => useRfpMove(openRfpBids, RFP_TOASTS.opened);
export const useCancelRfp = (binding?: TMutationForm) =>
  useRfpMove(({ id, reason }: { id: string; reason: string }) => cancelRfp(id, reason), RFP_TOASTS.cancelled, binding);

/** Deleting a draft: its page is gone, so only the lists refetch (the caller leaves the page). */
export const useDeleteRfp = () =>
  useAppMutation({ mutationFn: deleteRfp, successToast: RFP_TOASTS.deleted, removesInactive: [rfpKeys.all], invalidates: [rfpKeys.lists()] });

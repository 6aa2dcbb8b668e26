import type { TBid, TBidDraft, TBidInboxQuery, TBidSubmit, TRfpQuestionInput } from '@procura/shared';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TToastText } from '../../lib/query/report';
import { useAppMutation, type TMutationForm } from '../../lib/query/use-app-mutation';
import { uploadFile } from '../../lib/upload';
import { qaKeys } from '../rfp';
import {
  askQuestion,
  confirmBid,
  downloadBidSheet,
  getBid,
  getLineScope,
  getRfp,
  listInbox,
  listRfpLines,
  listVersions,
  markViewed,
  saveDraft,
  setIntent,
  submitBid,
  uploadBidSheet,
  withdrawBid,
} from './api';

export const bidKeys = {
  all: ['bids'] as const,
  inbox: (query: TBidInboxQuery) => [...bidKeys.all, 'inbox', query] as const,
  rfp: (id: string) => [...bidKeys.all, 'rfp', id] as const,
  lines: (id: string) => [...bidKeys.rfp(id), 'lines'] as const,
  scope: (id: string, lineId: string) => [...bidKeys.rfp(id), 'scope', lineId] as const,
  bid: (id: string) => [...bidKeys.rfp(id), 'bid'] as const,
  versions: (id: string) => [...bidKeys.rfp(id), 'versions'] as const,
};

export const BID_TOASTS = {
  saved: { title: 'Draft Saved', description: 'Your prices are kept; the buyer sees nothing until you submit.' },
  withdrawn: { title: 'Bid Withdrawn', description: 'You may submit again until the due time.' },
  intending: { title: 'Intent Sent', description: 'The buyer sees that you intend to bid.' },
  declined: { title: 'Invitation Declined', description: 'The buyer reads your reason.' },
  asked: { title: 'Question Sent', description: 'The buyer’s answer reaches every invited vendor, without your name.' },
  sheetSaved: { title: 'Bid Sheet Saved', description: 'The sheet is your draft now: check the grid, then submit.' },
  confirmed: { title: 'Bid Confirmed', description: 'The buyer sees that you read every addendum.' },
} as const satisfies Record<string, TToastText>;

const submittedToast = (bid: TBid): TToastText => ({
  title: 'Bid Submitted',
  description: `Version ${bid.currentSubmission} is with the buyer, sealed until the due time.`,
});

export function useInbox(query: TBidInboxQuery) {
  return useQuery({
    queryKey: bidKeys.inbox(query),
    queryFn: ({ signal }) => listInbox(query, signal),
    placeholderData: keepPreviousData,
    refetchOnMount: true,
  });
}

export const useRfp = (id: string) => useQuery({ queryKey: bidKeys.rfp(id), queryFn: ({ signal }) => getRfp(id, signal) });
export const useRfpLines = (id: string) => useQuery({ queryKey: bidKeys.lines(id), queryFn: ({ signal }) => listRfpLines(id, 1, signal) });
/** A pinned scope never changes: read once per line. */
export const useLineScope = (id: string, lineId: string) =>
  useQuery({ queryKey: bidKeys.scope(id, lineId), queryFn: ({ signal }) => getLineScope(id, lineId, signal), staleTime: Infinity });
export const useBid = (id: string) => useQuery({ queryKey: bidKeys.bid(id), queryFn: ({ signal }) => getBid(id, signal), refetchOnMount: true });
export const useBidVersions = (id: string, enabled: boolean) =>
  useQuery({ queryKey: bidKeys.versions(id), queryFn: ({ signal }) => listVersions(id, signal), enabled });

/** Every change answers the whole bid: it goes straight into the cache, and the inbox's state refetches. */
function useBidChange<TVariables>(
  rfpId: string,
  call: (variables: TVariables) => Promise<TBid>,
  successToast?: TToastText | ((bid: TBid) => TToastText),
  form?: TMutationForm,
  alsoStale: readonly (readonly unknown[])[] = [],
) {
  const queryClient = useQueryClient();
  return useAppMutation<TBid, TVariables>({
    ...form,
    mutationFn: call,
    successToast,
    onSuccess: (bid) => queryClient.setQueryData(bidKeys.bid(rfpId), bid),
    invalidates: [[...bidKeys.all, 'inbox'], bidKeys.versions(rfpId), [...bidKeys.bid(rfpId), 'history'], ...alsoStale],
  });
}

export const useMarkViewed = (rfpId: string) => useBidChange(rfpId, () => markViewed(rfpId));
export const useSaveDraft = (rfpId: string) => useBidChange(rfpId, (draft: TBidDraft) => saveDraft(rfpId, draft), BID_TOASTS.saved);
export const useSubmitBid = (rfpId: string, form?: TMutationForm) => useBidChange(rfpId, (input: TBidSubmit) => submitBid(rfpId, input), submittedToast, form);
export const useWithdrawBid = (rfpId: string) => useBidChange(rfpId, () => withdrawBid(rfpId), BID_TOASTS.withdrawn);
export const useSetIntent = (rfpId: string, form?: TMutationForm) =>
  useBidChange(
    rfpId,
    (input: { intent: 'INTENDING' | 'DECLINED'; declineReason?: string | null }) => setIntent(rfpId, input),
    (bid) => (bid.intent === 'DECLINED' ? BID_TOASTS.declined : BID_TOASTS.intending),
    form,
  );

/** Confirming acknowledges the addenda too: their list shows when. */
export const useConfirmBid = (rfpId: string) => useBidChange(rfpId, () => confirmBid(rfpId), BID_TOASTS.confirmed, undefined, [qaKeys.addenda(rfpId)]);

export const useAskQuestion = (rfpId: string, form?: TMutationForm) =>
  useAppMutation({
    ...form,
    mutationFn: (input: TRfpQuestionInput) => askQuestion(rfpId, input),
    successToast: BID_TOASTS.asked,
    invalidates: [qaKeys.questions(rfpId)],
  });

export const useDownloadBidSheet = (rfpId: string) => useAppMutation({ mutationFn: () => downloadBidSheet(rfpId) });

/**
 * The file goes through the one upload path, then the API reads it as the whole draft. Refused
 * cells are listed beside the buttons (every one, by row and column), so only other failures toast.
 */
export const useUploadBidSheet = (rfpId: string, onProgress: (percent: number) => void) => {
  const queryClient = useQueryClient();
  return useAppMutation({
    mutationFn: async (file: File) => uploadBidSheet(rfpId, await uploadFile(file, { category: 'bid_sheet', onProgress })),
    successToast: BID_TOASTS.sheetSaved,
    isShownInline: () => true,
    onSuccess: (bid) => queryClient.setQueryData(bidKeys.bid(rfpId), bid),
    invalidates: [[...bidKeys.all, 'inbox']],
  });
};

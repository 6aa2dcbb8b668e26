import type { TExistingContractBatch, TExistingContractQueryOutput } from '@procura/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import { useAppMutation } from '../../../lib/query/use-app-mutation';
import { useAppDispatch } from '../../../providers/store';
import { setPanelOpen } from '../../../providers/store/background-jobs-slice';
import {
  confirmExistingContract,
  discardExistingContract,
  getExistingContract,
  listExistingContracts,
  reviewExistingContract,
  uploadExistingContracts,
} from './api';

export const existingContractKeys = {
  all: ['existing-contracts'] as const,
  list: (query: TExistingContractQueryOutput) => [...existingContractKeys.all, 'list', query] as const,
  one: (id: string) => [...existingContractKeys.all, 'one', id] as const,
};

/**
 * Polled while some document of the page is still being read, or while a batch just uploaded is
 * (a ZIP's documents appear only once the job has unpacked them), so the queue fills in by itself.
 */
export function useExistingContracts(query: TExistingContractQueryOutput, isBatchRunning: boolean) {
  return useQuery({
    queryKey: existingContractKeys.list(query),
    queryFn: ({ signal }) => listExistingContracts(query, signal),
    placeholderData: keepPreviousData,
    refetchOnMount: true,
    refetchInterval: (q) => (isBatchRunning || q.state.data?.data.some((row) => row.status === 'QUEUED' || row.status === 'READING') ? 2000 : false),
  });
}

export function useExistingContract(id: string) {
  return useQuery({ queryKey: existingContractKeys.one(id), queryFn: ({ signal }) => getExistingContract(id, signal), refetchOnMount: true });
}

/** One upload at a time: the second click of a double click comes before the button shows it is busy. */
export function useUploadExistingContracts() {
  const dispatch = useAppDispatch();
  const busy = useRef(false);
  const mutation = useAppMutation({
    mutationFn: uploadExistingContracts,
    successToast: { title: 'Reading started', description: 'Each contract is read in the background and appears in the queue for review.' },
    errorToast: { fallback: 'The contracts could not be uploaded.' },
    invalidates: [existingContractKeys.all, ['background-jobs']],
    // The job panel shows the batch's progress (n of N documents read).
    onSuccess: () => {
      dispatch(setPanelOpen(true));
    },
  });
  const upload = (input: Parameters<typeof uploadExistingContracts>[0], onDone?: (batch: TExistingContractBatch) => void) => {
    if (busy.current) return;
    busy.current = true;
    mutation.mutate(input, {
      onSuccess: (batch) => onDone?.(batch),
      onSettled: () => {
        busy.current = false;
      },
    });
  };
  return { upload, isPending: mutation.isPending };
}

export const useReviewExistingContract = () =>
  useAppMutation({
    mutationFn: reviewExistingContract,
    successToast: { title: 'Corrections saved' },
    errorToast: { fallback: 'The corrections could not be saved.' },
    invalidates: [existingContractKeys.all],
  });

export const useConfirmExistingContract = () =>
  useAppMutation({
    mutationFn: confirmExistingContract,
    successToast: (made) => ({ title: 'Contract created', description: `${made.number} is now in Contracts.` }),
    errorToast: { fallback: 'The contract could not be confirmed.' },
    invalidates: [existingContractKeys.all, ['contracts']],
  });

export const useDiscardExistingContract = () =>
  useAppMutation({
    mutationFn: discardExistingContract,
    successToast: { title: 'Discarded' },
    errorToast: { fallback: 'The document could not be discarded.' },
    invalidates: [existingContractKeys.all],
  });

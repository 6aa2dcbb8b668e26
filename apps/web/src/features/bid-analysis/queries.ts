import type { TAdjustmentInput, TAwardInput, TBidAnalysisQuery, TRfpAnalysisQuery } from '@procura/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { formatDate } from '../../lib/format';
import type { TToastText } from '../../lib/query/report';
import { useAppMutation, type TMutationForm } from '../../lib/query/use-app-mutation';
import { rfpKeys } from '../rfp';
import {
  addAdjustment,
  awardLines,
  reissueRfp,
  getRfpAnalysis,
  getScenarios,
  listAdjustments,
  listAnalysedRfps,
  listAwardProperties,
  listAwards,
  removeAdjustment,
} from './api';
import { awardContractLabel } from './award-contract-label';

export const bidAnalysisKeys = {
  all: ['bid-analysis'] as const,
  lists: () => [...bidAnalysisKeys.all, 'list'] as const,
  list: (query: TBidAnalysisQuery) => [...bidAnalysisKeys.lists(), query] as const,
  /** Everything one RFP's report reads: a leveling or an award makes all of it stale. */
  report: (rfpId: string) => [...bidAnalysisKeys.all, 'report', rfpId] as const,
  analysis: (rfpId: string, query: TRfpAnalysisQuery) => [...bidAnalysisKeys.report(rfpId), 'analysis', query] as const,
  scenarios: (rfpId: string) => [...bidAnalysisKeys.report(rfpId), 'scenarios'] as const,
  adjustments: (rfpId: string) => [...bidAnalysisKeys.report(rfpId), 'adjustments'] as const,
  awards: (rfpId: string) => [...bidAnalysisKeys.report(rfpId), 'awards'] as const,
  awardProperties: (rfpId: string, search: string) => [...bidAnalysisKeys.report(rfpId), 'award-properties', search] as const,
};

export const BID_ANALYSIS_TOASTS = {
  adjusted: { title: 'Adjustment Added', description: 'The leveled totals, ranks and scenarios now count it. Vendors never see it.' },
  adjustmentRemoved: { title: 'Adjustment Removed', description: 'The leveled totals are back without it.' },
  awarded: { title: 'Lines Awarded', description: 'The winning and losing vendors are told in their inbox and by e-mail.' },
  nothingNew: { title: 'Already Awarded', description: 'These lines were awarded before: nothing changed.' },
  reissued: { title: 'RFP Re-issued', description: 'The unawarded lines are a new draft: set its dates, then publish it.' },
  reissuedBefore: { title: 'Re-issued Before', description: 'These lines were re-issued already: here is that draft.' },
} as const satisfies Record<string, TToastText>;

export function useAnalysedRfps(query: TBidAnalysisQuery) {
  return useQuery({
    queryKey: bidAnalysisKeys.list(query),
    queryFn: ({ signal }) => listAnalysedRfps(query, signal),
    placeholderData: keepPreviousData,
    refetchOnMount: true,
  });
}

export function useRfpAnalysis(rfpId: string, query: TRfpAnalysisQuery, enabled: boolean) {
  return useQuery({
    queryKey: bidAnalysisKeys.analysis(rfpId, query),
    queryFn: ({ signal }) => getRfpAnalysis(rfpId, query, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export const useScenarios = (rfpId: string, enabled: boolean) =>
  useQuery({ queryKey: bidAnalysisKeys.scenarios(rfpId), queryFn: ({ signal }) => getScenarios(rfpId, signal), enabled });

export const useAdjustments = (rfpId: string, enabled: boolean) =>
  useQuery({ queryKey: bidAnalysisKeys.adjustments(rfpId), queryFn: ({ signal }) => listAdjustments(rfpId, signal), enabled });

export const useAwards = (rfpId: string, enabled: boolean) =>
  useQuery({ queryKey: bidAnalysisKeys.awards(rfpId), queryFn: ({ signal }) => listAwards(rfpId, signal), enabled });

/** The properties an award may narrow to, for what is typed (each text its own answer, so the last one typed wins). */
export const useAwardProperties = (rfpId: string, search: string) =>
  useQuery({
    queryKey: bidAnalysisKeys.awardProperties(rfpId, search),
    queryFn: ({ signal }) => listAwardProperties(rfpId, search, signal),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });

/** A leveling or an award moves every figure of the report, and an award the RFP's status too. */
const staleAfterChange = (rfpId: string) => [bidAnalysisKeys.report(rfpId), bidAnalysisKeys.lists(), rfpKeys.detail(rfpId), rfpKeys.lists()];

export const useAddAdjustment = (rfpId: string, binding?: TMutationForm) =>
  useAppMutation({
    ...binding,
    mutationFn: (input: TAdjustmentInput) => addAdjustment(rfpId, input),
    successToast: BID_ANALYSIS_TOASTS.adjusted,
    invalidates: staleAfterChange(rfpId),
  });

export const useRemoveAdjustment = (rfpId: string) =>
  useAppMutation({
    mutationFn: (adjustmentId: string) => removeAdjustment(rfpId, adjustmentId),
    successToast: BID_ANALYSIS_TOASTS.adjustmentRemoved,
    invalidates: staleAfterChange(rfpId),
  });

/** Awarding is idempotent on the server: a repeat (a double click that got through) says nothing changed. */
export const useAwardLines = (rfpId: string, binding?: TMutationForm) =>
  useAppMutation({
    ...binding,
    mutationFn: (input: TAwardInput) => awardLines(rfpId, input),
    successToast: (result) => {
      const toast = result.awarded > 0 ? BID_ANALYSIS_TOASTS.awarded : BID_ANALYSIS_TOASTS.nothingNew;
      // The contracts the award drafted or added lines to; the report links each one.
      const drafted = result.contracts.filter((c) => c.drafted !== null).map(awardContractLabel);
      return drafted.length === 0 ? toast : { ...toast, description: `${toast.description} ${drafted.join('; ')}.` };
    },
    invalidates: staleAfterChange(rfpId),
  });

/** Re-issuing is idempotent on the server: a repeat answers the draft made the first time. */
export const useReissueRfp = (rfpId: string) =>
  useAppMutation({
    mutationFn: () => reissueRfp(rfpId),
    successToast: (answer) => {
      const toast = answer.created ? BID_ANALYSIS_TOASTS.reissued : BID_ANALYSIS_TOASTS.reissuedBefore;
      if (!answer.clearedServiceStartOn) return toast;
      // The source's service start had passed: the draft goes without one, and publishing asks for it.
      return {
        ...toast,
        description: `${toast.description} Its service start (${formatDate(answer.clearedServiceStartOn)}) had passed and was cleared: set a new one.`,
      };
    },
    invalidates: [rfpKeys.lists(), rfpKeys.detail(rfpId)],
  });

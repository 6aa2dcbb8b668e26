import type { TRfpAddendumInput, TRfpAnswerInput } from '@procura/shared';
import { useQuery } from '@tanstack/react-query';
import type { TToastText } from '../../lib/query/report';
import { useAppMutation, type TMutationForm } from '../../lib/query/use-app-mutation';
import { listRfpAddenda, listRfpAnswers, listRfpQuestions, publishRfpAddendum, publishRfpAnswer } from './qa-api';
import { rfpKeys } from './queries';

export const qaKeys = {
  questions: (id: string) => [...rfpKeys.detail(id), 'questions'] as const,
  answers: (id: string) => [...rfpKeys.detail(id), 'answers'] as const,
  addenda: (id: string) => [...rfpKeys.detail(id), 'addenda'] as const,
};

const TOASTS = {
  answered: { title: 'Answer Published', description: 'Every invited vendor reads it, without who asked.' },
  addendum: { title: 'Addendum Published', description: 'Every invited vendor is told; bids already submitted need confirming.' },
} as const satisfies Record<string, TToastText>;

export const useRfpQuestions = (id: string) => useQuery({ queryKey: qaKeys.questions(id), queryFn: ({ signal }) => listRfpQuestions(id, signal) });
export const useRfpAnswers = (id: string) => useQuery({ queryKey: qaKeys.answers(id), queryFn: ({ signal }) => listRfpAnswers(id, signal) });
export const useRfpAddenda = (id: string) => useQuery({ queryKey: qaKeys.addenda(id), queryFn: ({ signal }) => listRfpAddenda(id, signal) });

export const usePublishAnswer = (id: string, binding?: TMutationForm) =>
  useAppMutation({
    ...binding,
    mutationFn: (input: TRfpAnswerInput) => publishRfpAnswer(id, input),
    successToast: TOASTS.answered,
    invalidates: [qaKeys.questions(id), qaKeys.answers(id)],
  });

/** An addendum may move the due time and lines: the whole RFP is refetched. */
export const usePublishAddendum = (id: string, binding?: TMutationForm) =>
  useAppMutation({
    ...binding,
    mutationFn: (input: TRfpAddendumInput) => publishRfpAddendum(id, input),
    successToast: TOASTS.addendum,
    invalidates: [rfpKeys.detail(id), rfpKeys.lists()],
  });

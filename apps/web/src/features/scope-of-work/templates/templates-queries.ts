import { useQuery } from '@tanstack/react-query';
import { useAppMutation, type TMutationForm } from '../../../lib/query/use-app-mutation';
import { useJobStarted } from '../../background-jobs';
import { createSowTemplate, deleteSowTemplate, generateSowDocuments, getTemplateGenerationTask, listSowTemplates } from './templates-api';

export const sowTemplateKeys = {
  all: ['sow-templates'] as const,
  list: () => [...sowTemplateKeys.all, 'list'] as const,
  task: (id: string) => ['template-generation-tasks', id] as const,
};

/** Poll the task this often while it runs (the job panel polls at the same pace). */
export const TASK_POLL_INTERVAL_MS = 2_000;

export function useSowTemplates() {
  return useQuery({ queryKey: sowTemplateKeys.list(), queryFn: ({ signal }) => listSowTemplates(signal), refetchOnMount: true });
}

/** The form lists what is wrong with the file (unknown placeholders) itself: no failure toast. */
export const useCreateSowTemplate = () =>
  useAppMutation({
    mutationFn: createSowTemplate,
    successToast: (template) => ({ title: 'Template Added', description: `“${template.name}” can now generate documents.` }),
    isShownInline: () => true,
    invalidates: [sowTemplateKeys.all],
  });

export const useDeleteSowTemplate = () =>
  useAppMutation({
    mutationFn: deleteSowTemplate,
    successToast: { title: 'Template Deleted', description: 'It is no longer offered for generation.' },
    errorToast: { fallback: 'The template could not be deleted.' },
    invalidates: [sowTemplateKeys.all],
  });

/** Starts the generation and hands the job to the background-job panel, which follows and downloads it. */
export function useGenerateSowDocuments(binding?: TMutationForm) {
  const jobStarted = useJobStarted();
  return useAppMutation({
    ...binding,
    mutationFn: generateSowDocuments,
    successToast: { title: 'Generation Started', description: 'The documents are being generated. Follow them in Background jobs.' },
    errorToast: { fallback: 'The documents could not be generated.' },
    onSuccess: jobStarted,
  });
}

/** A generation task, polled until it ends (the deep-link page). */
export function useTemplateGenerationTask(id: string | null) {
  return useQuery({
    queryKey: sowTemplateKeys.task(id ?? ''),
    queryFn: ({ signal }) => getTemplateGenerationTask(id ?? '', signal),
    enabled: Boolean(id),
    refetchOnMount: true,
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? TASK_POLL_INTERVAL_MS : false),
  });
}

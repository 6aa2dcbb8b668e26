import type { TBackgroundJob, TSowGenerateRequest, TSowTemplate } from '@procura/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { mutationToasts } from '../../../providers/query-client';
import { useJobStarted } from '../../background-jobs/queries';
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

export function useCreateSowTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSowTemplate,
    meta: mutationToasts<TSowTemplate, { name: string; fileKey: string }>({
      successToast: (template) => ({ title: 'Template Added', description: `“${template.name}” can now generate documents.` }),
      // The form lists what is wrong with the file (unknown placeholders) itself.
      isShownInline: () => true,
    }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sowTemplateKeys.all }),
  });
}

export function useDeleteSowTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSowTemplate,
    meta: { successToast: { title: 'Template Deleted', description: 'It is no longer offered for generation.' }, errorToast: { fallback: 'The template could not be deleted.' } },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sowTemplateKeys.all }),
  });
}

/** Starts the generation and hands the job to the background-job panel, which follows and downloads it. */
export function useGenerateSowDocuments() {
  const jobStarted = useJobStarted();
  return useMutation({
    mutationFn: generateSowDocuments,
    meta: mutationToasts<TBackgroundJob, TSowGenerateRequest>({
      successToast: { title: 'Generation Started', description: 'The documents are being generated. Follow them in Background jobs.' },
      errorToast: { fallback: 'The documents could not be generated.' },
      fieldErrorsOnForm: ['templateId', 'propertyIds'],
    }),
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

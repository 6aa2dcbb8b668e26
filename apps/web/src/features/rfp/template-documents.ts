import { ZBackgroundJobSchema, type TBackgroundJob, type TRfpTemplatePer } from '@procura/shared';
import { useRef } from 'react';
import { http } from '../../lib/http';
import { useAppMutation, type TMutationForm } from '../../lib/query/use-app-mutation';
import { uploadFile } from '../../lib/upload';
import { useJobStarted } from '../background-jobs';
import { rfpApiPath } from './api';

/** 202: the documents are made by an rfp_template_generation job (docs/api.md "Requests for proposal"). */
const startTemplateDocuments = async (rfpId: string, input: { templateFileId: string; per: TRfpTemplatePer }): Promise<TBackgroundJob> =>
  ZBackgroundJobSchema.parse(await http.post(`${rfpApiPath(rfpId)}/template-documents`, input));

export interface TTemplateDocumentsInput {
  file: File;
  per: TRfpTemplatePer;
  onProgress: (percent: number) => void;
}

/**
 * Uploads the template (checked from its bytes), then starts the job and opens the job panel.
 * One start at a time: the second click of a double click comes before the button re-renders
 * as busy, so a ref holds it back (the server also answers a repeat with the pending job).
 */
export function useTemplateDocuments(rfpId: string, binding: TMutationForm) {
  const jobStarted = useJobStarted();
  const starting = useRef(false);
  const mutation = useAppMutation({
    ...binding,
    mutationFn: async ({ file, per, onProgress }: TTemplateDocumentsInput) => {
      const templateFileId = await uploadFile(file, { category: 'rfp_template', onProgress });
      return startTemplateDocuments(rfpId, { templateFileId, per });
    },
    successToast: { title: 'Generation Started', description: 'The documents are being generated. Follow them in Background jobs.' },
    errorToast: { fallback: 'The documents could not be generated.' },
    onSuccess: jobStarted,
  });
  const start = (input: TTemplateDocumentsInput, onDone: () => void) => {
    if (starting.current) return;
    starting.current = true;
    mutation.mutate(input, {
      onSuccess: onDone,
      onSettled: () => {
        starting.current = false;
      },
    });
  };
  return { start, isPending: mutation.isPending };
}

import {
  ZBackgroundJobSchema,
  ZSowTemplateListSchema,
  ZSowTemplateSchema,
  ZTemplateGenerationTaskSchema,
  type TBackgroundJob,
  type TSowGenerateRequest,
  type TSowTemplate,
  type TTemplateGenerationTask,
} from '@procura/shared';
import { http } from '../../../lib/http';

const TEMPLATES = '/client-scope-of-work/sow-template';

export const listSowTemplates = async (signal?: AbortSignal): Promise<TSowTemplate[]> =>
  ZSowTemplateListSchema.parse(await http.get(TEMPLATES, undefined, { signal })).data;

export const createSowTemplate = async (input: { name: string; fileKey: string }): Promise<TSowTemplate> =>
  ZSowTemplateSchema.parse(await http.post(TEMPLATES, input));

export const deleteSowTemplate = (id: string) => http.del<void>(`${TEMPLATES}/${encodeURIComponent(id)}`);

/** 202: the generation runs as a background job (type sow_template_generation). */
export const generateSowDocuments = async (request: TSowGenerateRequest): Promise<TBackgroundJob> =>
  ZBackgroundJobSchema.parse(await http.post(`${TEMPLATES}/generate`, request));

export const getTemplateGenerationTask = async (id: string, signal?: AbortSignal): Promise<TTemplateGenerationTask> =>
  ZTemplateGenerationTaskSchema.parse(await http.get(`/template-generation-tasks/${encodeURIComponent(id)}`, undefined, { signal }));

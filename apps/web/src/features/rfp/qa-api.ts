import {
  ZRfpAddendumSchema,
  ZRfpAnswerSchema,
  ZRfpQuestionSchema,
  type TRfpAddendum,
  type TRfpAddendumInput,
  type TRfpAnswer,
  type TRfpAnswerInput,
  type TRfpQuestion,
} from '@procura/shared';
import { z } from 'zod';
import { http } from '../../lib/http';
import { rfpApiPath } from './api';

/** Questions, answers and addenda of a published RFP (docs/api.md "Requests for proposal"). */
export const listRfpQuestions = async (id: string, signal?: AbortSignal): Promise<TRfpQuestion[]> =>
  z.array(ZRfpQuestionSchema).parse(await http.get(`${rfpApiPath(id)}/questions`, undefined, { signal }));
export const listRfpAnswers = async (id: string, signal?: AbortSignal): Promise<TRfpAnswer[]> =>
  z.array(ZRfpAnswerSchema).parse(await http.get(`${rfpApiPath(id)}/answers`, undefined, { signal }));
export const publishRfpAnswer = async (id: string, input: TRfpAnswerInput): Promise<TRfpAnswer> =>
  ZRfpAnswerSchema.parse(await http.post(`${rfpApiPath(id)}/answers`, input));

export const listRfpAddenda = async (id: string, signal?: AbortSignal): Promise<TRfpAddendum[]> =>
  z.array(ZRfpAddendumSchema).parse(await http.get(`${rfpApiPath(id)}/addenda`, undefined, { signal }));
export const publishRfpAddendum = async (id: string, input: TRfpAddendumInput): Promise<TRfpAddendum> =>
  ZRfpAddendumSchema.parse(await http.post(`${rfpApiPath(id)}/addenda`, input));

import {
  ZAdjustmentListSchema,
  ZAdjustmentSchema,
  ZAwardListSchema,
  ZAwardPropertyPageSchema,
  ZAwardResultSchema,
  ZBidAnalysisPageSchema,
  ZRfpAnalysisSchema,
  ZRfpReissueSchema,
  ZScenariosSchema,
  type TAdjustment,
  type TAdjustmentInput,
  type TAwardInput,
  type TAwardList,
  type TAwardPropertyPage,
  type TAwardResult,
  type TBidAnalysisPage,
  type TBidAnalysisQuery,
  type TRfpAnalysis,
  type TRfpAnalysisQuery,
  type TRfpReissue,
  type TScenarios,
} from '@procura/shared';
import { http } from '../../lib/http';

/** The bid analysis routes of docs/api.md "Bid analysis". */
const rfpPath = (id: string) => `/rfp/${encodeURIComponent(id)}`;

export const listAnalysedRfps = async (query: TBidAnalysisQuery, signal?: AbortSignal): Promise<TBidAnalysisPage> =>
  ZBidAnalysisPageSchema.parse(await http.get('/bid-analysis', query, { signal }));

export const getRfpAnalysis = async (id: string, query: TRfpAnalysisQuery, signal?: AbortSignal): Promise<TRfpAnalysis> =>
  ZRfpAnalysisSchema.parse(await http.get(`${rfpPath(id)}/analysis`, query, { signal }));

export const getScenarios = async (id: string, signal?: AbortSignal): Promise<TScenarios> =>
  ZScenariosSchema.parse(await http.get(`${rfpPath(id)}/scenarios`, undefined, { signal }));

export const listAdjustments = async (id: string, signal?: AbortSignal): Promise<TAdjustment[]> =>
  ZAdjustmentListSchema.parse(await http.get(`${rfpPath(id)}/adjustments`, undefined, { signal })).data;

export const addAdjustment = async (id: string, input: TAdjustmentInput): Promise<TAdjustment> =>
  ZAdjustmentSchema.parse(await http.post(`${rfpPath(id)}/adjustments`, input));

export const removeAdjustment = (id: string, adjustmentId: string) => http.del<void>(`${rfpPath(id)}/adjustments/${encodeURIComponent(adjustmentId)}`);

export const listAwards = async (id: string, signal?: AbortSignal): Promise<TAwardList> =>
  ZAwardListSchema.parse(await http.get(`${rfpPath(id)}/awards`, undefined, { signal }));

/** Every property of the RFP's lines, searched on the server (an award by property chooses from it). */
export const listAwardProperties = async (id: string, search: string, signal?: AbortSignal): Promise<TAwardPropertyPage> =>
  ZAwardPropertyPageSchema.parse(await http.get(`${rfpPath(id)}/awards/properties`, { search: search || undefined, limit: 50 }, { signal }));

export const awardLines = async (id: string, input: TAwardInput): Promise<TAwardResult> =>
  ZAwardResultSchema.parse(await http.post(`${rfpPath(id)}/awards`, input));

/** The unawarded lines as a new draft RFP (docs/rfp.md "Re-issuing unawarded lines"): a repeat answers the same draft. */
export const reissueRfp = async (id: string): Promise<TRfpReissue> => ZRfpReissueSchema.parse(await http.post(`${rfpPath(id)}/reissue`, {}));

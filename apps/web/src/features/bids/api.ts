import {
  ZBidInboxPageSchema,
  ZBidSchema,
  ZRfpLinePageSchema,
  ZRfpLineScopeSchema,
  ZRfpQuestionSchema,
  ZRfpSchema,
  type TBid,
  type TBidDraft,
  type TBidInboxPage,
  type TBidInboxQuery,
  type TBidSubmit,
  type TRfp,
  type TRfpLinePage,
  type TRfpLineScope,
  type TRfpQuestion,
  type TRfpQuestionInput,
} from '@procura/shared';
import { z } from 'zod';
import { http } from '../../lib/http';

/** The vendor side of an RFP (docs/api.md "Requests for proposal", Bids): its inbox, the RFP as sent, its own bid. */

const rfpPath = (id: string) => `/rfp/${encodeURIComponent(id)}`;

export const ZBidVersionSchema = z.object({
  number: z.number().int(),
  bundlePrice: z.number().nullable(),
  note: z.string().nullable(),
  submittedAt: z.string(),
  supersededAt: z.string().nullable(),
  lines: z.number().int(),
  annual: z.number(),
});
export type TBidVersion = z.infer<typeof ZBidVersionSchema>;

/** An RFP has at most this many lines a vendor reads in one page (the API's limit). */
export const RFP_LINES_PAGE = 500;

export const listInbox = async (query: TBidInboxQuery, signal?: AbortSignal): Promise<TBidInboxPage> =>
  ZBidInboxPageSchema.parse(await http.get('/rfp/inbox', query, { signal }));
export const getRfp = async (id: string, signal?: AbortSignal): Promise<TRfp> => ZRfpSchema.parse(await http.get(rfpPath(id), undefined, { signal }));
export const listRfpLines = async (id: string, page: number, signal?: AbortSignal): Promise<TRfpLinePage> =>
  ZRfpLinePageSchema.parse(await http.get(`${rfpPath(id)}/lines`, { page, limit: RFP_LINES_PAGE, sort: 'position' }, { signal }));

/** The scope of work pinned on one line, as the vendor was sent it. */
export const getLineScope = async (id: string, lineId: string, signal?: AbortSignal): Promise<TRfpLineScope> =>
  ZRfpLineScopeSchema.parse(await http.get(`${rfpPath(id)}/lines/${encodeURIComponent(lineId)}/scope`, undefined, { signal }));

export const getBid = async (id: string, signal?: AbortSignal): Promise<TBid> => ZBidSchema.parse(await http.get(`${rfpPath(id)}/bid`, undefined, { signal }));
export const markViewed = async (id: string): Promise<TBid> => ZBidSchema.parse(await http.post(`${rfpPath(id)}/bid/view`, {}));
export const saveDraft = async (id: string, draft: TBidDraft): Promise<TBid> => ZBidSchema.parse(await http.put(`${rfpPath(id)}/bid`, draft));
export const submitBid = async (id: string, input: TBidSubmit): Promise<TBid> => ZBidSchema.parse(await http.post(`${rfpPath(id)}/bid/submit`, input));
export const withdrawBid = async (id: string): Promise<TBid> => ZBidSchema.parse(await http.post(`${rfpPath(id)}/bid/withdraw`, {}));
export const setIntent = async (id: string, input: { intent: 'INTENDING' | 'DECLINED'; declineReason?: string | null }): Promise<TBid> =>
  ZBidSchema.parse(await http.post(`${rfpPath(id)}/bid/intent`, input));
export const listVersions = async (id: string, signal?: AbortSignal): Promise<TBidVersion[]> =>
  z.array(ZBidVersionSchema).parse(await http.get(`${rfpPath(id)}/bid/versions`, undefined, { signal }));

/** The RFP's lines as an XLSX sheet with the draft filled in, saved by the browser. */
export const downloadBidSheet = (id: string) => http.download(`${rfpPath(id)}/bid-sheet`);
/** The uploaded sheet (its key from the one upload path) becomes the whole draft, or every refused cell is named. */
export const uploadBidSheet = async (id: string, fileKey: string): Promise<TBid> => ZBidSchema.parse(await http.post(`${rfpPath(id)}/bid-sheet`, { fileKey }));

/** Asks the buyer (until the questions deadline); the buyer's published answer never names the asker. */
export const askQuestion = async (id: string, input: TRfpQuestionInput): Promise<TRfpQuestion> =>
  ZRfpQuestionSchema.parse(await http.post(`${rfpPath(id)}/questions`, input));
/** Acknowledges every addendum so far, confirming a submitted bid under them. */
export const confirmBid = async (id: string): Promise<TBid> => ZBidSchema.parse(await http.post(`${rfpPath(id)}/bid/confirm`, {}));

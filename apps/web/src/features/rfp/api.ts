import {
  ZClientSowPageSchema,
  ZHistoryPageSchema,
  ZVendorEligibilityPageSchema,
  type TClientSowPage,
  type TVendorEligibilityPage,
  type TVendorEligibilityQueryInput,
  ZRfpEligibleVendorPageSchema,
  ZRfpInvitationPageSchema,
  ZRfpLinePageSchema,
  ZRfpLineSchema,
  ZRfpLinesAddedSchema,
  type ZRfpLinesQuerySchema,
  ZRfpPageSchema,
  ZRfpSchema,
  type THistoryPage,
  type TRfp,
  type TRfpEligibleVendorPage,
  type TRfpInput,
  type TRfpInvitationPage,
  type TRfpInvitationsAdd,
  type TRfpLine,
  type TRfpLinePage,
  type TRfpLineUpdate,
  type TRfpLinesAdd,
  type TRfpLinesAdded,
  type TRfpPage,
  type TRfpQuery,
  type TRfpUpdate,
} from '@procura/shared';
import type { z } from 'zod';
import { http } from '../../lib/http';

/** What the lines tab asks for: a page, a search and a sort. */
export type TRfpLinesQueryInput = Pick<z.output<typeof ZRfpLinesQuerySchema>, 'page' | 'limit' | 'sort' | 'sortDirection'> & { search?: string };

/** The RFP routes of docs/api.md "Requests for proposal". */
export const rfpApiPath = (id: string) => `/rfp/${encodeURIComponent(id)}`;

export const listRfps = async (query: TRfpQuery, signal?: AbortSignal): Promise<TRfpPage> => ZRfpPageSchema.parse(await http.get('/rfp', query, { signal }));
export const getRfp = async (id: string, signal?: AbortSignal): Promise<TRfp> => ZRfpSchema.parse(await http.get(rfpApiPath(id), undefined, { signal }));
export const createRfp = async (input: TRfpInput): Promise<TRfp> => ZRfpSchema.parse(await http.post('/rfp', input));
export const updateRfp = async (id: string, input: TRfpUpdate): Promise<TRfp> => ZRfpSchema.parse(await http.patch(rfpApiPath(id), input));
export const deleteRfp = (id: string) => http.del<void>(rfpApiPath(id));

export const publishRfp = async (id: string): Promise<TRfp> => ZRfpSchema.parse(await http.post(`${rfpApiPath(id)}/publish`, {}));
export const closeRfp = async (id: string): Promise<TRfp> => ZRfpSchema.parse(await http.post(`${rfpApiPath(id)}/close`, {}));
export const openRfpBids = async (id: string): Promise<TRfp> => ZRfpSchema.parse(await http.post(`${rfpApiPath(id)}/open-bids`, {}));
export const cancelRfp = async (id: string, reason: string): Promise<TRfp> => ZRfpSchema.parse(await http.post(`${rfpApiPath(id)}/cancel`, { reason }));

export const getRfpHistory = async (id: string, page: number, signal?: AbortSignal): Promise<THistoryPage> =>
  ZHistoryPageSchema.parse(await http.get(`${rfpApiPath(id)}/history`, { page, limit: 20 }, { signal }));

export const listRfpLines = async (id: string, query: TRfpLinesQueryInput, signal?: AbortSignal): Promise<TRfpLinePage> =>
  ZRfpLinePageSchema.parse(await http.get(`${rfpApiPath(id)}/lines`, query, { signal }));
export const addRfpLines = async (id: string, input: TRfpLinesAdd): Promise<TRfpLinesAdded> =>
  ZRfpLinesAddedSchema.parse(await http.post(`${rfpApiPath(id)}/lines`, input));
export const updateRfpLine = async (id: string, lineId: string, input: TRfpLineUpdate): Promise<TRfpLine> =>
  ZRfpLineSchema.parse(await http.patch(`${rfpApiPath(id)}/lines/${encodeURIComponent(lineId)}`, input));
export const removeRfpLines = (id: string, lineIds: readonly string[]) =>
  http.del<{ removed: number }>(`${rfpApiPath(id)}/lines`, undefined, { body: { lineIds } });

export const listRfpInvitations = async (id: string, query: { page: number; limit: number }, signal?: AbortSignal): Promise<TRfpInvitationPage> =>
  ZRfpInvitationPageSchema.parse(await http.get(`${rfpApiPath(id)}/invitations`, query, { signal }));
export const inviteVendors = async (id: string, input: TRfpInvitationsAdd) => http.post<unknown>(`${rfpApiPath(id)}/invitations`, input);
export const listEligibleVendors = async (id: string, query: { page: number; limit: number }, signal?: AbortSignal): Promise<TRfpEligibleVendorPage> =>
  ZRfpEligibleVendorPageSchema.parse(await http.get(`${rfpApiPath(id)}/eligible-vendors`, query, { signal }));

// ── What the wizard asks before anything is saved ───────────────────────────────────────────

/** The client's ACTIVE scopes for the chosen services: a line takes the newest one of its service. */
export const listActiveScopes = async (clientId: string, serviceIds: readonly string[], signal?: AbortSignal): Promise<TClientSowPage> =>
  ZClientSowPageSchema.parse(await http.get('/client-scope-of-work', { clientIds: [clientId], serviceIds, status: ['ACTIVE'], limit: 100 }, { signal }));

/** Which vendors may take the chosen properties × services on the day service starts (vendors.eligibleIn). */
export const checkEligibility = async (input: TVendorEligibilityQueryInput): Promise<TVendorEligibilityPage> =>
  ZVendorEligibilityPageSchema.parse(await http.post('/vendors/eligibility', input));

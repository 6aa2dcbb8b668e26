import {
  ZClientSowPageSchema,
  ZClientSowQuerySchema,
  ZClientSowSchema,
  ZHistoryPageSchema,
  ZSowDiffSchema,
  ZSowExtractResultSchema,
  ZSowLibraryEntrySchema,
  ZSowLibraryPageSchema,
  ZSowLibraryQuerySchema,
  ZSowPropertyAddResultSchema,
  ZSowPropertyPageSchema,
  ZSowVersionDetailSchema,
  ZSowVersionPageSchema,
  type TClientSow,
  type TClientSowInput,
  type TClientSowPage,
  type TClientSowQueryInput,
  type TClientSowStatus,
  type TClientSowUpdate,
  type THistoryPage,
  type TSowDiff,
  type TSowExtractResult,
  type TSowLibraryEntry,
  type TSowLibraryInput,
  type TSowLibraryPage,
  type TSowLibraryQueryInput,
  type TSowLibraryUpdate,
  type TSowPropertyVariables,
  type TSowVersionDetail,
} from '@procura/shared';
import type { z } from 'zod';
import { http } from '../../lib/http';

export type TSowFormat = 'pdf' | 'docx';
export type TSowPropertyPage = z.infer<typeof ZSowPropertyPageSchema>;
export type TSowVersionPage = z.infer<typeof ZSowVersionPageSchema>;

/**
 * Library texts and client scopes keep versions the same way under their own path: one
 * "document kind" lets the versions panel, diff and restore serve both.
 */
export type TSowDocKind = 'library' | 'scope';
const basePath = (kind: TSowDocKind, id: string) =>
  kind === 'library' ? `/scope-of-work/library/${encodeURIComponent(id)}` : `/client-scope-of-work/${encodeURIComponent(id)}`;

// ── Library ────────────────────────────────────────────────────────────────────────────────

export const listLibrary = async (query: TSowLibraryQueryInput, signal?: AbortSignal): Promise<TSowLibraryPage> =>
  ZSowLibraryPageSchema.parse(await http.get('/scope-of-work/library', ZSowLibraryQuerySchema.parse(query), { signal }));
export const getLibraryEntry = async (id: string, signal?: AbortSignal): Promise<TSowLibraryEntry> =>
  ZSowLibraryEntrySchema.parse(await http.get(basePath('library', id), undefined, { signal }));
export const createLibraryEntry = async (input: TSowLibraryInput): Promise<TSowLibraryEntry> =>
  ZSowLibraryEntrySchema.parse(await http.post('/scope-of-work/library', input));
export const updateLibraryEntry = async (id: string, input: TSowLibraryUpdate): Promise<TSowLibraryEntry> =>
  ZSowLibraryEntrySchema.parse(await http.patch(basePath('library', id), input));

// ── Client scopes ──────────────────────────────────────────────────────────────────────────

export const listClientScopes = async (query: TClientSowQueryInput, signal?: AbortSignal): Promise<TClientSowPage> =>
  ZClientSowPageSchema.parse(await http.get('/client-scope-of-work', ZClientSowQuerySchema.parse(query), { signal }));
export const getClientScope = async (id: string, signal?: AbortSignal): Promise<TClientSow> =>
  ZClientSowSchema.parse(await http.get(basePath('scope', id), undefined, { signal }));
export const createClientScope = async (input: TClientSowInput): Promise<TClientSow> => ZClientSowSchema.parse(await http.post('/client-scope-of-work', input));
export const updateClientScope = async (id: string, input: TClientSowUpdate): Promise<TClientSow> =>
  ZClientSowSchema.parse(await http.patch(basePath('scope', id), input));
export const changeClientScopeStatus = async (id: string, status: TClientSowStatus): Promise<TClientSow> =>
  ZClientSowSchema.parse(await http.post(`${basePath('scope', id)}/status`, { status }));
export const getClientScopeHistory = async (id: string, page: number, signal?: AbortSignal): Promise<THistoryPage> =>
  ZHistoryPageSchema.parse(await http.get(`${basePath('scope', id)}/history`, { page, limit: 20 }, { signal }));

// ── Versions (both kinds) ──────────────────────────────────────────────────────────────────

export const listVersions = async (kind: TSowDocKind, id: string, page: number, limit: number, signal?: AbortSignal): Promise<TSowVersionPage> =>
  ZSowVersionPageSchema.parse(await http.get(`${basePath(kind, id)}/versions`, { page, limit }, { signal }));
export const getVersion = async (kind: TSowDocKind, id: string, version: number, signal?: AbortSignal): Promise<TSowVersionDetail> =>
  ZSowVersionDetailSchema.parse(await http.get(`${basePath(kind, id)}/versions/${version}`, undefined, { signal }));
export const diffVersions = async (kind: TSowDocKind, id: string, from: number, to: number, signal?: AbortSignal): Promise<TSowDiff> =>
  ZSowDiffSchema.parse(await http.get(`${basePath(kind, id)}/versions/diff`, { from, to }, { signal }));
/** The answer is the restored document; the screens refetch it rather than trust its shape. */
export const restoreVersion = (kind: TSowDocKind, id: string, version: number) => http.post<unknown>(`${basePath(kind, id)}/versions/${version}/restore`, {});

/** Saves the file under the server's name (client logo on it for a client scope). */
export const downloadSow = (kind: TSowDocKind, id: string, format: TSowFormat) => http.download(`${basePath(kind, id)}/download`, { format });

// ── A scope's properties ───────────────────────────────────────────────────────────────────

export const listScopeProperties = async (
  query: { sowId: string; page: number; limit: number; search?: string },
  signal?: AbortSignal,
): Promise<TSowPropertyPage> => ZSowPropertyPageSchema.parse(await http.get('/client-scope-of-work/property', query, { signal }));
export const addScopeProperties = async (input: { sowId: string; propertyIds: string[]; variables?: TSowPropertyVariables }) =>
  ZSowPropertyAddResultSchema.parse(await http.post('/client-scope-of-work/property', input));
export const updateScopeProperty = (input: { sowId: string; propertyId: string; variables: TSowPropertyVariables }) =>
  http.patch<unknown>('/client-scope-of-work/property', input);
export const removeScopeProperties = (input: { sowId: string; propertyIds: string[] }) =>
  http.del<unknown>('/client-scope-of-work/property', undefined, { body: input });

// ── Text from an uploaded file ─────────────────────────────────────────────────────────────

export const extractSowText = async (fileKey: string): Promise<TSowExtractResult> =>
  ZSowExtractResultSchema.parse(await http.post('/scope-of-work/extract', { fileKey }));

import type {
  TClientSow,
  TClientSowInput,
  TClientSowQueryInput,
  TClientSowStatus,
  TClientSowUpdate,
  TSowLibraryInput,
  TSowLibraryQueryInput,
  TSowLibraryUpdate,
  TSowPropertyVariables,
} from '@procura/shared';
import { CLIENT_SOW_STATUS_LABELS } from '@procura/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TToastText } from '../../lib/query/report';
import { useAppMutation, type TMutationForm } from '../../lib/query/use-app-mutation';
import {
  addScopeProperties,
  changeClientScopeStatus,
  createClientScope,
  createLibraryEntry,
  diffVersions,
  downloadSow,
  extractSowText,
  getClientScope,
  getClientScopeHistory,
  getLibraryEntry,
  getVersion,
  listClientScopes,
  listLibrary,
  listScopeProperties,
  listVersions,
  removeScopeProperties,
  restoreVersion,
  updateClientScope,
  updateLibraryEntry,
  updateScopeProperty,
  type TSowDocKind,
  type TSowFormat,
} from './api';
import type { THistoryQuery } from '../../components/HistoryTab';

export const sowKeys = {
  all: ['scope-of-work'] as const,
  library: () => [...sowKeys.all, 'library'] as const,
  libraryList: (query: TSowLibraryQueryInput) => [...sowKeys.library(), 'list', query] as const,
  libraryEntry: (id: string) => [...sowKeys.library(), 'entry', id] as const,
  scopes: () => [...sowKeys.all, 'scopes'] as const,
  scopeList: (query: TClientSowQueryInput) => [...sowKeys.scopes(), 'list', query] as const,
  scope: (id: string) => [...sowKeys.scopes(), 'detail', id] as const,
  history: (id: string, page: number) => [...sowKeys.scope(id), 'history', page] as const,
  properties: (id: string, query: object) => [...sowKeys.scope(id), 'properties', query] as const,
  /** Versions live under the document they belong to: saving it makes them stale too. */
  doc: (kind: TSowDocKind, id: string) => (kind === 'library' ? sowKeys.libraryEntry(id) : sowKeys.scope(id)),
  versions: (kind: TSowDocKind, id: string, page: number, limit: number) => [...sowKeys.doc(kind, id), 'versions', page, limit] as const,
  version: (kind: TSowDocKind, id: string, version: number) => [...sowKeys.doc(kind, id), 'version', version] as const,
  diff: (kind: TSowDocKind, id: string, from: number, to: number) => [...sowKeys.doc(kind, id), 'diff', from, to] as const,
};

export const SOW_TOASTS = {
  scopeCreated: { title: 'Scope Created', description: 'The scope of work has been created as a draft.' },
  scopeSaved: { title: 'Scope Saved', description: 'A new version has been recorded.' },
  libraryCreated: { title: 'Library Text Created', description: 'The text is in the library for every client.' },
  librarySaved: { title: 'Library Text Saved', description: 'A new version has been recorded.' },
  restored: { title: 'Version Restored', description: 'The old text is back as a new version.' },
  propertiesRemoved: { title: 'Properties Removed', description: 'The scope no longer applies to them.' },
  propertyUpdated: { title: 'Property Updated', description: 'Its size, notes and season have been saved.' },
} as const satisfies Record<string, TToastText>;

// ── Reads ──────────────────────────────────────────────────────────────────────────────────

export function useLibraryList(query: TSowLibraryQueryInput, enabled = true) {
  return useQuery({
    queryKey: sowKeys.libraryList(query),
    queryFn: ({ signal }) => listLibrary(query, signal),
    placeholderData: keepPreviousData,
    refetchOnMount: true,
    enabled,
  });
}
export function useLibraryEntry(id: string | null) {
  return useQuery({
    queryKey: sowKeys.libraryEntry(id ?? ''),
    queryFn: ({ signal }) => getLibraryEntry(id ?? '', signal),
    enabled: Boolean(id),
    refetchOnMount: true,
  });
}
export function useClientScopeList(query: TClientSowQueryInput, enabled = true) {
  return useQuery({
    queryKey: sowKeys.scopeList(query),
    queryFn: ({ signal }) => listClientScopes(query, signal),
    placeholderData: keepPreviousData,
    refetchOnMount: true,
    enabled,
  });
}
export function useClientScope(id: string) {
  return useQuery({ queryKey: sowKeys.scope(id), queryFn: ({ signal }) => getClientScope(id, signal), refetchOnMount: true });
}
/** One client scope's History tab (components/HistoryTab.tsx fetches it a page at a time). */
export const clientScopeHistoryQuery =
  (id: string): THistoryQuery =>
  (page) => ({ queryKey: sowKeys.history(id, page), queryFn: ({ signal }) => getClientScopeHistory(id, page, signal) });
export function useScopeProperties(query: { sowId: string; page: number; limit: number; search?: string }) {
  return useQuery({
    queryKey: sowKeys.properties(query.sowId, query),
    queryFn: ({ signal }) => listScopeProperties(query, signal),
    placeholderData: keepPreviousData,
    refetchOnMount: true,
  });
}
export function useVersions(kind: TSowDocKind, id: string, page: number, limit: number) {
  return useQuery({
    queryKey: sowKeys.versions(kind, id, page, limit),
    queryFn: ({ signal }) => listVersions(kind, id, page, limit, signal),
    placeholderData: keepPreviousData,
    refetchOnMount: true,
  });
}
export function useVersion(kind: TSowDocKind, id: string, version: number | null) {
  return useQuery({
    queryKey: sowKeys.version(kind, id, version ?? 0),
    queryFn: ({ signal }) => getVersion(kind, id, version ?? 0, signal),
    enabled: version !== null,
    staleTime: Infinity,
  });
}
export function useVersionDiff(kind: TSowDocKind, id: string, pair: { from: number; to: number } | null) {
  return useQuery({
    queryKey: sowKeys.diff(kind, id, pair?.from ?? 0, pair?.to ?? 0),
    queryFn: ({ signal }) => diffVersions(kind, id, pair?.from ?? 0, pair?.to ?? 0, signal),
    enabled: pair !== null,
    // A version never changes once written.
    staleTime: Infinity,
  });
}

// ── Changes ────────────────────────────────────────────────────────────────────────────────

/** Every SOW change refreshes the SOW screens (lists show the version and the updated time): one prefix. */
const SOW_CHANGE = { invalidates: [sowKeys.all] } as const;

export const useCreateClientScope = (binding?: TMutationForm) =>
  useAppMutation({
    ...SOW_CHANGE,
    ...binding,
    mutationFn: (input: TClientSowInput) => createClientScope(input),
    successToast: SOW_TOASTS.scopeCreated,
    errorToast: { fallback: 'An error occurred while creating the scope.' },
  });
export const useUpdateClientScope = () =>
  useAppMutation({
    ...SOW_CHANGE,
    mutationFn: ({ id, input }: { id: string; input: TClientSowUpdate }) => updateClientScope(id, input),
    successToast: SOW_TOASTS.scopeSaved,
    errorToast: { fallback: 'An error occurred while saving the scope.' },
  });
export const useChangeClientScopeStatus = () =>
  useAppMutation({
    ...SOW_CHANGE,
    mutationFn: ({ id, status }: { id: string; status: TClientSowStatus }) => changeClientScopeStatus(id, status),
    successToast: (scope: TClientSow) => ({
      title: 'Status Changed',
      description: `The scope is now ${CLIENT_SOW_STATUS_LABELS[scope.status].toLowerCase()}.`,
    }),
    errorToast: { fallback: 'An error occurred while changing the status.' },
  });
export const useCreateLibraryEntry = (binding?: TMutationForm) =>
  useAppMutation({
    ...SOW_CHANGE,
    ...binding,
    mutationFn: (input: TSowLibraryInput) => createLibraryEntry(input),
    successToast: SOW_TOASTS.libraryCreated,
    errorToast: { fallback: 'An error occurred while creating the library text.' },
  });
export const useUpdateLibraryEntry = (binding?: TMutationForm) =>
  useAppMutation({
    ...SOW_CHANGE,
    ...binding,
    mutationFn: ({ id, input }: { id: string; input: TSowLibraryUpdate }) => updateLibraryEntry(id, input),
    successToast: SOW_TOASTS.librarySaved,
    errorToast: { fallback: 'An error occurred while saving the library text.' },
  });
export const useRestoreVersion = (kind: TSowDocKind, id: string) =>
  useAppMutation({
    ...SOW_CHANGE,
    mutationFn: (version: number) => restoreVersion(kind, id, version),
    successToast: SOW_TOASTS.restored,
    errorToast: { fallback: 'An error occurred while restoring the version.' },
  });

export const useAddScopeProperties = (binding?: TMutationForm) =>
  useAppMutation({
    ...SOW_CHANGE,
    ...binding,
    mutationFn: (input: { sowId: string; propertyIds: string[]; variables?: TSowPropertyVariables }) => addScopeProperties(input),
    successToast: (result) => ({
      title: 'Properties Added',
      description: `${result.added} added${result.alreadyApplied > 0 ? `, ${result.alreadyApplied} already applied` : ''}.`,
    }),
    errorToast: { fallback: 'An error occurred while applying the scope to the properties.' },
  });
export const useUpdateScopeProperty = (binding?: TMutationForm) =>
  useAppMutation({
    ...SOW_CHANGE,
    ...binding,
    mutationFn: (input: { sowId: string; propertyId: string; variables: TSowPropertyVariables }) => updateScopeProperty(input),
    successToast: SOW_TOASTS.propertyUpdated,
    errorToast: { fallback: 'An error occurred while saving the property’s details.' },
  });
export const useRemoveScopeProperties = () =>
  useAppMutation({
    ...SOW_CHANGE,
    mutationFn: (input: { sowId: string; propertyIds: string[] }) => removeScopeProperties(input),
    successToast: SOW_TOASTS.propertiesRemoved,
    errorToast: { fallback: 'An error occurred while removing the properties.' },
  });

export const useExtractSowText = () =>
  useAppMutation({ mutationFn: (fileKey: string) => extractSowText(fileKey), errorToast: { fallback: 'The text could not be read from the file.' } });

export const useSowDownload = () =>
  useAppMutation({
    mutationFn: ({ kind, id, format }: { kind: TSowDocKind; id: string; format: TSowFormat }) => downloadSow(kind, id, format),
    errorToast: { fallback: 'The document could not be downloaded.' },
  });

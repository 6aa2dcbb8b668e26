import type { TAuditQuery } from '@procura/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { listAudit, searchActors } from './api';

export const auditKeys = {
  all: ['audit'] as const,
  list: (query: TAuditQuery) => [...auditKeys.all, 'list', query] as const,
  actors: (search: string) => [...auditKeys.all, 'actors', search] as const,
};

export function useAuditList(query: TAuditQuery) {
  return useQuery({
    queryKey: auditKeys.list(query),
    queryFn: ({ signal }) => listAudit(query, signal),
    placeholderData: keepPreviousData,
    refetchOnMount: true,
  });
}

export function useActorOptions(search: string) {
  return useQuery({ queryKey: auditKeys.actors(search), queryFn: ({ signal }) => searchActors(search, signal), placeholderData: keepPreviousData });
}

import { todayIso } from '@procura/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { checkEligibility, listActiveScopes } from '../api';
import { rfpKeys } from '../queries';

export function useActiveScopes(clientId: string | null, serviceIds: readonly string[]) {
  return useQuery({
    queryKey: [...rfpKeys.all, 'wizard-scopes', clientId, serviceIds],
    queryFn: ({ signal }) => listActiveScopes(clientId ?? '', serviceIds, signal),
    enabled: Boolean(clientId) && serviceIds.length > 0,
  });
}

/** Candidates for the chosen lines, judged on the service start date (today while none is set). */
export function useEligibility(propertyIds: readonly string[], serviceIds: readonly string[], serviceStartOn: string, page: number) {
  const onDate = serviceStartOn || todayIso();
  const input = { propertyIds: [...propertyIds], serviceIds: [...serviceIds], onDate, page, limit: 25 };
  return useQuery({
    queryKey: [...rfpKeys.all, 'wizard-eligibility', input],
    queryFn: () => checkEligibility(input),
    enabled: propertyIds.length > 0 && serviceIds.length > 0,
    placeholderData: keepPreviousData,
  });
}

import { useQuery } from '@tanstack/react-query';
import { validateInvitationToken } from './api';

export const authKeys = {
  all: ['auth'] as const,
  profile: () => [...authKeys.all, 'profile'] as const,
  invitation: (token: string) => [...authKeys.all, 'invitation', token] as const,
};

/** A query rather than a mutation so React's double effects in development validate once. */
export function useInvitation(token: string | null) {
  return useQuery({
    queryKey: authKeys.invitation(token ?? ''),
    queryFn: () => validateInvitationToken(token ?? ''),
    enabled: Boolean(token),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

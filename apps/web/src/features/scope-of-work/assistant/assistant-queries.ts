import { useQuery } from '@tanstack/react-query';
import { getSowAssistantStatus } from './assistant-api';

export const assistantKeys = {
  all: ['sow-assistant'] as const,
  status: () => [...assistantKeys.all, 'status'] as const,
};

/** This workspace's use of the assistant this month (and whether a model answers at all). */
export function useSowAssistantStatus() {
  return useQuery({ queryKey: assistantKeys.status(), queryFn: ({ signal }) => getSowAssistantStatus(signal), staleTime: 60_000 });
}

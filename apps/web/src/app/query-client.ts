import { QueryClient } from '@tanstack/react-query';

/** Spec §9: no retry (the HTTP client already retries), no automatic refetching. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      retry: false,
      refetchOnWindowFocus: false,
      refetchOnReconnect: false,
      refetchOnMount: false,
    },
    mutations: { retry: false },
  },
});

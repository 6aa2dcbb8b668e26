import { QueryCache, QueryClient } from '@tanstack/react-query';
import { reportFailure } from '../lib/query/report';

/**
 * Spec §9: no retry (the HTTP client already retries), no automatic refetching. A query
 * whose meta declares an `errorToast` reports its failure here; changes report theirs
 * through the mutation helper (lib/query/use-app-mutation.ts).
 */
export const queryClient = new QueryClient({
  queryCache: new QueryCache({ onError: (error, query) => reportFailure(error, query.meta?.errorToast) }),
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

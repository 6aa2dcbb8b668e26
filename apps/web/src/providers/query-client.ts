import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from '../lib/api-error';
import { reportFailure, reportSuccess, type TToastText } from '../lib/query/report';

export type { TToastText };

/**
 * How a mutation reports itself (spec §8). Every toast a call raises is declared in its meta,
 * on the mutation (or query), and shown by the caches below: call sites never raise their own.
 */
export type TMutationToasts = {
  /** Shown when the call succeeds; a function may read the answer and the variables. */
  successToast?: TToastText | ((data: unknown, variables: unknown) => TToastText);
  /**
   * Shown when it fails: titled 'Error' unless told otherwise, described by the server's
   * message when it sent one, else by `fallback`; `description` replaces both.
   */
  errorToast?: { title?: string; fallback: string; description?: string };
  /**
   * Server fields that the form behind this mutation shows under its inputs: a failure whose
   * field errors all land there raises no toast (any other field still does).
   */
  fieldErrorsOnForm?: readonly string[];
  /** Failures the screen reports another way (the sign-in form's inline alert). */
  isShownInline?: (error: unknown) => boolean;
};

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: TMutationToasts;
  }
}

/** Typed at the definition site, stored untyped on the mutation. */
export function mutationToasts<TData, TVariables>(
  toasts: Omit<TMutationToasts, 'successToast'> & { successToast?: TToastText | ((data: TData, variables: TVariables) => TToastText) },
): TMutationToasts {
  return toasts as TMutationToasts;
}

function isOnForm(error: unknown, fields: readonly string[] | undefined): boolean {
  if (!fields || !(error instanceof ApiError)) return false;
  const paths = Object.keys(error.fieldErrors);
  return paths.length > 0 && paths.every((path) => fields.includes(path.split('.')[0] ?? ''));
}

function showErrorToast(error: unknown, meta: TMutationToasts | undefined): void {
  if (isOnForm(error, meta?.fieldErrorsOnForm) || meta?.isShownInline?.(error)) return;
  reportFailure(error, meta?.errorToast);
}

function showSuccessToast(data: unknown, variables: unknown, meta: TMutationToasts | undefined): void {
  reportSuccess(typeof meta?.successToast === 'function' ? meta.successToast(data, variables) : meta?.successToast);
}

/** Spec §9: no retry (the HTTP client already retries), no automatic refetching. */
export const queryClient = new QueryClient({
  queryCache: new QueryCache({ onError: (error, query) => reportFailure(error, query.meta?.errorToast) }),
  mutationCache: new MutationCache({
    onSuccess: (data, variables, _context, mutation) => showSuccessToast(data, variables, mutation.meta),
    onError: (error, _variables, _context, mutation) => showErrorToast(error, mutation.meta),
  }),
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

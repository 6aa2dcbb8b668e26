import { errorMessage } from '../api-error';
import { notify } from '../notify';

export interface TToastText {
  title: string;
  description?: string;
  /** A success with a catch (a bulk change some rows of which were refused) is shown as a warning. */
  tone?: 'warning';
}

/**
 * A failure's toast (spec §8): titled 'Error' unless told otherwise, described by the
 * server's message when it sent one, else by `fallback`; `description` replaces both.
 */
export interface TErrorToast {
  title?: string;
  fallback: string;
  description?: string;
}

/** A query that fails in front of the user (not a list, which shows its error in place) may toast too. */
export interface TQueryMeta extends Record<string, unknown> {
  errorToast?: TErrorToast;
}

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: TQueryMeta;
  }
}

/**
 * The one place the app's calls raise their toasts: the mutation helper (use-app-mutation.ts)
 * for changes, the query client's cache for the few queries that declare an `errorToast`.
 */
export function reportSuccess(toast: TToastText | undefined): void {
  if (!toast) return;
  if (toast.tone === 'warning') notify.warning(toast.title, toast.description);
  else notify.success(toast.title, toast.description);
}

export function reportFailure(error: unknown, toast: TErrorToast | undefined): void {
  if (toast) notify.error(toast.title ?? 'Error', toast.description ?? errorMessage(error, toast.fallback));
}

import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { placeServerErrors, type TServerErrorForm } from '../forms/schema-form';
import { reportFailure, reportSuccess, type TErrorToast, type TToastText } from './report';

/** The form behind a mutation: the server's field errors go under its inputs instead of a toast. */
export interface TMutationForm {
  form?: TServerErrorForm;
  /** Server fields the form calls otherwise (`{ password: 'newPassword' }`). */
  fieldAliases?: Readonly<Record<string, string>>;
  /** Values the form holds but shows no input for (an id, the e-mail of an earlier step): an error about them is toasted. */
  hiddenFields?: readonly string[];
}

export interface TAppMutationOptions<TData, TVariables> extends TMutationForm {
  mutationFn: (variables: TVariables) => Promise<TData>;
  mutationKey?: QueryKey;
  /** Shown when the call succeeds; a function may read the answer and the variables. */
  successToast?: TToastText | ((data: TData, variables: TVariables) => TToastText);
  /**
   * Shown when it fails, unless the form shows every field error or `isShownInline` says the
   * screen does. Left out only by a screen that shows every failure itself.
   */
  errorToast?: TErrorToast;
  /** Failures the screen reports another way (the sign-in form's inline alert). */
  isShownInline?: (error: unknown) => boolean;
  /** Query-key prefixes, from the features' key factories, refetched after a success. */
  invalidates?: readonly QueryKey[] | ((data: TData, variables: TVariables) => readonly QueryKey[]);
  /** Prefixes whose cached entries nobody is watching are dropped after a success (pages whose totals moved). */
  removesInactive?: readonly QueryKey[];
  /** What else a success does (the answer written into the cache, the job panel opened), before the refetches. */
  onSuccess?: (data: TData, variables: TVariables) => unknown;
}

/**
 * Every change the web app makes goes through here (docs/architecture.md "Web app"): it
 * raises the call's toasts, refetches what the change made stale by key prefix, and hands
 * the server's field errors to the form. Call sites only say what happens next (close the
 * modal, navigate).
 */
export function useAppMutation<TData, TVariables = void>(options: TAppMutationOptions<TData, TVariables>) {
  const queryClient = useQueryClient();
  return useMutation<TData, Error, TVariables>({
    mutationKey: options.mutationKey,
    mutationFn: options.mutationFn,
    onSuccess: async (data, variables) => {
      reportSuccess(typeof options.successToast === 'function' ? options.successToast(data, variables) : options.successToast);
      for (const queryKey of options.removesInactive ?? []) queryClient.removeQueries({ queryKey, type: 'inactive' });
      await options.onSuccess?.(data, variables);
      const stale = typeof options.invalidates === 'function' ? options.invalidates(data, variables) : (options.invalidates ?? []);
      await Promise.all(stale.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
    onError: (error) => {
      const isOnForm = options.form ? placeServerErrors(options.form, error, options) : false;
      if (isOnForm || options.isShownInline?.(error)) return;
      reportFailure(error, options.errorToast);
    },
  });
}

/** Waits for a mutation and says whether it succeeded: a failure has been reported already. */
export const succeeded = (call: Promise<unknown>): Promise<boolean> =>
  call.then(
    () => true,
    () => false,
  );

import type { UseFormReturnType } from '@mantine/form';
import { useCallback, useEffect, useRef, useState, type SyntheticEvent } from 'react';

/**
 * Brings the first field in error into view and puts the cursor in it. "First" is the order the
 * form shows its fields (the document's), not the schema's: the person reads top down. Mantine
 * marks every input given an error with aria-invalid, pickers and number inputs included.
 */
function focusFirstError(container: ParentNode | null): void {
  const root = container && (container as Node).isConnected ? container : document;
  const field = root.querySelector<HTMLElement>('[aria-invalid="true"]');
  if (!field) return;
  field.scrollIntoView({ block: 'center' });
  field.focus({ preventScroll: true });
}

/** The form a submit came from (a button's click counts too), to look for errors only there. */
function formOf(event: SyntheticEvent | undefined): HTMLElement | null {
  const target = event?.currentTarget;
  if (!(target instanceof HTMLElement)) return null;
  return target.closest('form') ?? target;
}

/**
 * A form whose errors, once shown, are gone to: on a Save the schema refuses, and when the
 * server's field errors are placed (`revealErrors`, called by placeServerErrors). The focus
 * waits for the render that shows the errors, so the fields are marked by then.
 */
export function useErrorFocus<TValues, TOutput>(form: UseFormReturnType<TValues, TOutput>) {
  const formElement = useRef<HTMLElement | null>(null);
  const [request, setRequest] = useState(0);
  useEffect(() => {
    if (request > 0) focusFirstError(formElement.current);
  }, [request]);
  const revealErrors = useCallback(() => setRequest((count) => count + 1), []);
  const onSubmit: typeof form.onSubmit = (handler, onInvalid) => (event) => {
    formElement.current = formOf(event);
    form.onSubmit(handler, (errors, values, invalidEvent) => {
      revealErrors();
      onInvalid?.(errors, values, invalidEvent);
    })(event);
  };
  return { ...form, onSubmit, revealErrors };
}

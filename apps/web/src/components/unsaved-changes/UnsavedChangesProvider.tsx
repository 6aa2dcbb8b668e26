import { useCallback, useEffect, useMemo, useRef, type ReactNode } from 'react';
import { useBlocker } from 'react-router';
import { ConfirmModal } from '../ConfirmModal';
import { UnsavedChangesContext, type TUnsavedChangesRegistry } from './unsaved-changes-context';

/**
 * The one route blocker of the signed-in app (react-router allows one at a time) and the
 * `beforeunload` warning, both on while a form registered through useUnsavedChanges is dirty.
 */
export function UnsavedChangesProvider({ children }: { children: ReactNode }) {
  const dirty = useRef(new Set<string>());
  const setDirty = useCallback((id: string, isDirty: boolean) => {
    if (isDirty) dirty.current.add(id);
    else dirty.current.delete(id);
  }, []);
  const registry = useMemo<TUnsavedChangesRegistry>(() => ({ setDirty }), [setDirty]);

  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty.current.size > 0 && (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );

  useEffect(() => {
    // The browser's own question: a page cannot word it, only ask for it.
    const warn = (event: BeforeUnloadEvent) => {
      if (dirty.current.size === 0) return;
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, []);

  return (
    <UnsavedChangesContext.Provider value={registry}>
      {children}
      <ConfirmModal
        isOpen={blocker.state === 'blocked'}
        title="Leave without saving?"
        message="You have changes that are not saved. If you leave this page now, they are lost."
        confirmLabel="Leave and discard"
        cancelLabel="Stay on this page"
        onConfirm={() => {
          dirty.current.clear();
          blocker.proceed?.();
        }}
        onClose={() => blocker.reset?.()}
      />
    </UnsavedChangesContext.Provider>
  );
}

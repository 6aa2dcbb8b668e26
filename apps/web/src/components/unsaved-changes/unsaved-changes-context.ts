import { createContext, useContext, useEffect, useId } from 'react';

/** The forms of the page that hold changes not saved yet, by id. */
export interface TUnsavedChangesRegistry {
  setDirty: (id: string, isDirty: boolean) => void;
}

export const UnsavedChangesContext = createContext<TUnsavedChangesRegistry | null>(null);

/**
 * Declares a form's unsaved changes: while any form of the page is dirty, leaving the page (a
 * link, Back, a reload, closing the tab) asks first. `release()` is for a form that was just
 * saved and navigates away in the same breath, before it rendered clean.
 */
export function useUnsavedChanges(isDirty: boolean) {
  const registry = useContext(UnsavedChangesContext);
  const id = useId();
  useEffect(() => {
    registry?.setDirty(id, isDirty);
    return () => registry?.setDirty(id, false);
  }, [registry, id, isDirty]);
  return { release: () => registry?.setDirty(id, false) };
}

import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useRef, useState } from 'react';
import { useAuth } from '../../providers/auth/auth-context';

/** What is kept under a draft key: whose it is, which record it edits, and the form's values. */
interface TStoredDraft<T> {
  userId: string;
  workspaceId: string;
  /** The record being edited, or 'new'. */
  target: string;
  savedAt: string;
  values: T;
}

const DRAFT_SAVE_DELAY_MS = 400;

function readDraft<T>(key: string): TStoredDraft<T> | null {
  try {
    const raw = localStorage.getItem(key);
    return raw === null ? null : (JSON.parse(raw) as TStoredDraft<T>);
  } catch {
    // A draft we cannot read is worth nothing; drop it so it cannot fail again.
    localStorage.removeItem(key);
    return null;
  }
}

export interface TFormDraftOptions<T> {
  /** One of STORAGE_KEYS' *FormData keys. */
  storageKey: string;
  /** The record edited, or 'new'. */
  target: string;
  values: T;
  isDirty: boolean;
  /** Called once, on the first render that finds a draft of this person for this record. */
  onRestore: (values: T) => void;
}

/**
 * A long form's draft in localStorage, as the spec keeps the RFP form's: written while the form
 * holds changes, offered back after a reload (only to the same person, in the same workspace,
 * for the same record), and removed on save or discard.
 */
export function useFormDraft<T>({ storageKey, target, values, isDirty, onRestore }: TFormDraftOptions<T>) {
  const { userDetails, userWorkspace } = useAuth();
  const owner = userDetails && userWorkspace ? { userId: userDetails.id, workspaceId: userWorkspace.id } : null;
  const [restoredAt, setRestoredAt] = useState<string | null>(null);
  const isRestoring = useRef(true);
  // Saved or discarded: these values are not written again (the form may still show them while it leaves).
  const clearedValues = useRef<string | null>(null);

  useEffect(() => {
    if (!owner || !isRestoring.current) return;
    isRestoring.current = false;
    const draft = readDraft<T>(storageKey);
    if (!draft || draft.userId !== owner.userId || draft.workspaceId !== owner.workspaceId || draft.target !== target) return;
    onRestore(draft.values);
    setRestoredAt(draft.savedAt);
  }, [owner?.userId, owner?.workspaceId]);

  // Whether this form has written a draft: only then does going back to the saved values remove it
  // (on the first render a draft found in storage is still being put back).
  const hasWritten = useRef(false);
  const write = (latest: T, dirty: boolean) => {
    if (!owner || isRestoring.current || clearedValues.current === JSON.stringify(latest)) return;
    if (!dirty) {
      // Back to what is saved: nothing to keep.
      if (hasWritten.current && readDraft<T>(storageKey)?.target === target) localStorage.removeItem(storageKey);
      return;
    }
    hasWritten.current = true;
    const draft: TStoredDraft<T> = { ...owner, target, savedAt: new Date().toISOString(), values: latest };
    localStorage.setItem(storageKey, JSON.stringify(draft));
  };
  const [settled] = useDebouncedValue(values, DRAFT_SAVE_DELAY_MS);
  useEffect(() => write(settled, isDirty), [settled, isDirty]);

  // A reload or a closed tab right after a keystroke: write what is there now, not 400 ms ago.
  const latest = useRef({ values, isDirty });
  latest.current = { values, isDirty };
  useEffect(() => {
    const flush = () => write(latest.current.values, latest.current.isDirty);
    window.addEventListener('pagehide', flush);
    return () => window.removeEventListener('pagehide', flush);
  });

  const clear = () => {
    clearedValues.current = JSON.stringify(latest.current.values);
    const draft = readDraft<T>(storageKey);
    if (draft && draft.target === target) localStorage.removeItem(storageKey);
    setRestoredAt(null);
  };

  return { restoredAt, clear };
}

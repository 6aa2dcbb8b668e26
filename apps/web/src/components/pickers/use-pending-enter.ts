import { useEffect, useState, type KeyboardEvent } from 'react';
import type { TPickerOption } from './search-options';

interface TPendingEnterInput {
  typed: string;
  /** True while the options shown are not yet the answer for `typed`. */
  isSearching: boolean;
  offered: readonly TPickerOption[];
  pick: (option: TPickerOption) => void;
}

/**
 * Enter pressed before the answer for what was typed arrived: wait for that answer, then pick its
 * first option (an exact match comes first), instead of submitting the form around the picker
 * or picking from an older list. Typing on, or leaving the field, cancels it.
 */
export function usePendingEnter({ typed, isSearching, offered, pick }: TPendingEnterInput) {
  const [pending, setPending] = useState<string | null>(null);

  useEffect(() => {
    if (pending === null) return;
    if (pending !== typed) return setPending(null);
    if (isSearching) return;
    setPending(null);
    const [first] = offered;
    if (first) pick(first);
  }, [pending, typed, isSearching, offered]);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    // An option is highlighted: Mantine picks it.
    if (event.currentTarget.getAttribute('aria-activedescendant')) return;
    if (!isSearching || typed === '') return;
    event.preventDefault();
    setPending(typed);
  };

  return { onKeyDown, isPending: pending !== null };
}

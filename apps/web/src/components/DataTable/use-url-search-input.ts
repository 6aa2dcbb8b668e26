import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';

export const SEARCH_DEBOUNCE_MS = 350;

/**
 * The search box of a screen whose search lives in the URL: what is typed shows at once and is
 * written (`write`, replacing the history entry) once typing pauses; back/forward shows the URL's
 * search again. `clearSearch` empties the box when the screen clears its filters.
 */
export function useUrlSearchInput(search: string, write: (search: string | null) => void) {
  const [searchInput, setSearchInput] = useState(search);
  const [debouncedSearch] = useDebouncedValue(searchInput, SEARCH_DEBOUNCE_MS);
  const lastWrittenSearch = useRef(search);
  // The router's setter (so `write`) changes with every URL change: were it a dependency, clearing
  // the filters would re-run this effect with the old debounced text and write it back.
  const writeRef = useRef(write);
  writeRef.current = write;
  const pathname = useRef('');
  pathname.current = useLocation().pathname;
  useEffect(() => {
    if (debouncedSearch.trim() === lastWrittenSearch.current) return;
    // The person already left this screen (a row clicked while the search waited): the router
    // keeps showing it while the next screen's code loads, and writing the search would navigate
    // back to it, losing the click.
    if (window.location.pathname !== pathname.current) return;
    lastWrittenSearch.current = debouncedSearch.trim();
    // Typing replaces the entry: one history step per keystroke would make Back useless.
    writeRef.current(debouncedSearch.trim() || null);
  }, [debouncedSearch]);
  useEffect(() => {
    // Back/forward changed the URL under us: show what the screen is really filtered by.
    if (search !== lastWrittenSearch.current) {
      lastWrittenSearch.current = search;
      setSearchInput(search);
    }
  }, [search]);
  const clearSearch = () => {
    setSearchInput('');
    lastWrittenSearch.current = '';
  };
  return { searchInput, setSearchInput, clearSearch };
}

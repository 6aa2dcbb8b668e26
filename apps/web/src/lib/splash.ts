import { useEffect } from 'react';

/** Fades out the loading image of index.html once React has something to show. */
export function useRemoveSplash(): void {
  useEffect(() => {
    const splash = document.getElementById('app-splash');
    if (!splash) return;
    splash.classList.add('is-leaving');
    const timer = setTimeout(() => splash.remove(), 250);
    return () => clearTimeout(timer);
  }, []);
}

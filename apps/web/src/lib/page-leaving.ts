/**
 * Whether this document is being left (a reload, a typed address, a closed tab). The browser
 * cancels the requests still in flight as it goes, and their failures reach our handlers: a
 * failure seen while leaving is the browser's doing, not the server's answer, so nothing that
 * outlives the page (the stored session) may be changed because of it.
 */
let leaving = false;

if (typeof window !== 'undefined') {
  window.addEventListener('beforeunload', () => (leaving = true));
  window.addEventListener('pagehide', () => (leaving = true));
  // A page restored from the back/forward cache is live again.
  window.addEventListener('pageshow', () => (leaving = false));
}

export const isPageLeaving = (): boolean => leaving;

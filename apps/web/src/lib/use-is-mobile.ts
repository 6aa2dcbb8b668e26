import { useMediaQuery } from '@mantine/hooks';

/** Below 768 px the side navigation turns into a drawer. */
export const MOBILE_QUERY = '(max-width: 47.99em)';

export function useIsMobile(): boolean {
  // Read synchronously so the first paint already has the right layout (no flash of the desktop nav).
  return useMediaQuery(MOBILE_QUERY, window.matchMedia(MOBILE_QUERY).matches, { getInitialValueInEffect: false });
}

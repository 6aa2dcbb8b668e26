import { useEffect, useRef } from 'react';
import type { TGeoOption } from './api';
import { useUsCountry } from './queries';

/**
 * A new address starts in the United States, the product's market (a person can still choose
 * another country). Decided once, when the country is known: a form that already holds a
 * country then (an edited record, a draft put back) keeps it, and a country the person clears
 * later stays cleared. `apply` puts it in as a default, not as the person's change.
 */
export function useDefaultCountry(isWanted: boolean, apply: (country: TGeoOption) => void) {
  const { us } = useUsCountry();
  const isDecided = useRef(false);
  useEffect(() => {
    if (!us || isDecided.current) return;
    isDecided.current = true;
    if (isWanted) apply(us);
  }, [us, isWanted, apply]);
}

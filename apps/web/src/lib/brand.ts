import { useEffect } from 'react';

const FALLBACK_BRAND = 'Procura';

/** The API server writes APP_BRAND into this meta tag when it serves index.html. */
export function getBrand(): string {
  const content = document.querySelector<HTMLMetaElement>('meta[name="app-brand"]')?.content?.trim();
  return content || FALLBACK_BRAND;
}

/** Page title "<Page> · <brand>", or the brand alone (spec §1). */
export function usePageTitle(page?: string): void {
  useEffect(() => {
    const brand = getBrand();
    document.title = page ? `${page} · ${brand}` : brand;
  }, [page]);
}

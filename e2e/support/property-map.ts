import { expect, type Page } from '@playwright/test';

/**
 * The part of the maplibre map the browser tests read: Property Maps sets it on window only
 * under browser automation (navigator.webdriver), see apps/web/.../property-map-view.ts.
 */
export interface TMapHandle {
  queryRenderedFeatures(options: { layers: string[] }): {
    id?: string | number;
    geometry: { type: string; coordinates: [number, number] };
    /** A marker's coverage (Property Maps colours by it); a cluster's counts of gaps and expiring. */
    properties?: Record<string, unknown> | null;
  }[];
  project(lngLat: [number, number]): { x: number; y: number };
  getCanvas(): HTMLCanvasElement;
  loaded(): boolean;
  getZoom(): number;
}

declare global {
  interface Window {
    __procuraPropertyMap?: TMapHandle;
  }
}

export const MARKER_LAYERS = ['property-clusters', 'property-points'];

export async function renderedMarkerCount(page: Page): Promise<number> {
  return page.evaluate((layers) => window.__procuraPropertyMap?.queryRenderedFeatures({ layers }).length ?? 0, MARKER_LAYERS);
}

export async function waitForMarkers(page: Page) {
  await expect.poll(() => renderedMarkerCount(page), { timeout: 30_000 }).toBeGreaterThan(0);
  await page.waitForFunction(() => window.__procuraPropertyMap?.loaded() ?? false);
}

/**
 * Opens a marker's popup the way a person would: clicks a single property's marker, or a
 * cluster (which zooms in, or for properties at one spot opens their popup) until one opens.
 */
export async function openMarkerPopup(page: Page): Promise<void> {
  const popupLink = page.locator('.maplibregl-popup').getByRole('link', { name: 'Open property' });
  for (let attempt = 0; attempt < 8; attempt += 1) {
    await page.waitForFunction(() => window.__procuraPropertyMap?.loaded() ?? false);
    const target = await page.evaluate(() => {
      const map = window.__procuraPropertyMap;
      if (!map) return null;
      const box = map.getCanvas().getBoundingClientRect();
      // Away from the overlays: the count badge, the zoom buttons and the in-view bar.
      const inside = (p: { x: number; y: number }) => p.x > 40 && p.y > 80 && p.x < box.width - 60 && p.y < box.height - 60;
      const pick = (layer: string) =>
        map
          .queryRenderedFeatures({ layers: [layer] })
          .map((feature) => map.project(feature.geometry.coordinates))
          .find(inside);
      const at = pick('property-points') ?? pick('property-clusters');
      return at ? { x: box.left + at.x, y: box.top + at.y } : null;
    });
    if (!target) throw new Error('No marker on the map');
    await page.mouse.click(target.x, target.y);
    if (
      await popupLink.waitFor({ timeout: 2_000 }).then(
        () => true,
        () => false,
      )
    )
      return;
  }
  throw new Error('No marker opened a popup');
}

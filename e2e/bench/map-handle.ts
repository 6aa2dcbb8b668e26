/**
 * The part of the maplibre map the browser tests read: Property Maps sets it on window only
 * under browser automation (navigator.webdriver), see apps/web/.../property-map-view.ts.
 */
export interface TMapHandle {
  queryRenderedFeatures(options: { layers: string[] }): { id?: string | number; geometry: { type: string; coordinates: [number, number] } }[];
  project(lngLat: [number, number]): { x: number; y: number };
  getCanvas(): HTMLCanvasElement;
  loaded(): boolean;
}

declare global {
  interface Window {
    __procuraPropertyMap?: TMapHandle;
  }
}

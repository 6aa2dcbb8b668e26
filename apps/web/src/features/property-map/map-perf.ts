/**
 * Performance marks of the Property Maps render figure (issue #8: first render of 50,000
 * markers ≤ 1.5 s after the data arrives). e2e/bench/property-map.bench.ts reads the measure.
 */
export const MAP_PERF_MARKS = {
  dataArrived: 'property-map:data-arrived',
  markersRendered: 'property-map:markers-rendered',
  /** Breakdown: the map and its layers are ready; the points were handed to maplibre. */
  mapReady: 'property-map:map-ready',
  dataSet: 'property-map:data-set',
  measure: 'property-map:first-render',
} as const;

export function markStep(name: typeof MAP_PERF_MARKS.mapReady | typeof MAP_PERF_MARKS.dataSet): void {
  performance.clearMarks(name);
  performance.mark(name);
}

export function markMarkersRendered(): void {
  if (performance.getEntriesByName(MAP_PERF_MARKS.dataArrived, 'mark').length === 0) return;
  performance.clearMarks(MAP_PERF_MARKS.markersRendered);
  performance.clearMeasures(MAP_PERF_MARKS.measure);
  performance.mark(MAP_PERF_MARKS.markersRendered);
  performance.measure(MAP_PERF_MARKS.measure, MAP_PERF_MARKS.dataArrived, MAP_PERF_MARKS.markersRendered);
}

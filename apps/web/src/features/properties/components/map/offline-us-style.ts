import type { FeatureCollection, Geometry, MultiLineString } from 'geojson';
import type { StyleSpecification } from 'maplibre-gl';
import { feature, mesh } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import statesUrl from 'us-atlas/states-10m.json?url';

/**
 * A small offline base map for placing one pin: US states from us-atlas (served by the app
 * itself, so no tile server and nothing outside connect-src 'self'). Fetched once per page
 * load and shared by every pin map.
 */
type TStatesTopology = Topology<{ states: GeometryCollection<{ name: string }>; nation: GeometryCollection }>;

let stylePromise: Promise<StyleSpecification> | null = null;

const asFeatureCollection = (geometry: MultiLineString): FeatureCollection<MultiLineString> => ({
  type: 'FeatureCollection',
  features: [{ type: 'Feature', geometry, properties: {} }],
});

async function buildStyle(): Promise<StyleSpecification> {
  const response = await fetch(statesUrl);
  if (!response.ok) throw new Error(`The base map could not be loaded (${response.status}).`);
  const topology = (await response.json()) as TStatesTopology;
  const states = feature(topology, topology.objects.states) as FeatureCollection<Geometry, { name: string }>;
  return {
    version: 8,
    sources: {
      states: { type: 'geojson', data: states, tolerance: 0.6 },
      borders: { type: 'geojson', data: asFeatureCollection(mesh(topology, topology.objects.states, (a, b) => a !== b)) },
      nation: { type: 'geojson', data: asFeatureCollection(mesh(topology, topology.objects.nation)) },
    },
    layers: [
      { id: 'water', type: 'background', paint: { 'background-color': '#dbe6f1' } },
      { id: 'land', type: 'fill', source: 'states', paint: { 'fill-color': '#fbfcfd' } },
      {
        id: 'borders',
        type: 'line',
        source: 'borders',
        paint: { 'line-color': '#b9c3cf', 'line-width': ['interpolate', ['linear'], ['zoom'], 3, 0.6, 9, 1.8] },
      },
      { id: 'nation', type: 'line', source: 'nation', paint: { 'line-color': '#8d99a8', 'line-width': 1 } },
    ],
  };
}

export function loadOfflineUsStyle(): Promise<StyleSpecification> {
  stylePromise ??= buildStyle().catch((error: unknown) => {
    stylePromise = null;
    throw error;
  });
  return stylePromise;
}

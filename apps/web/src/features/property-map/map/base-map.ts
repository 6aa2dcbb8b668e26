import type { Feature, FeatureCollection, Geometry, MultiLineString, Point, Position } from 'geojson';
import type { Map as MapLibreMap, StyleSpecification } from 'maplibre-gl';
import { feature, mesh } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import countiesUrl from 'us-atlas/counties-10m.json?url';
import statesUrl from 'us-atlas/states-10m.json?url';

/**
 * The offline base map (issue #8 item 6: no tile server): the United States drawn from
 * us-atlas TopoJSON, served by the app itself as static files, so it works without the
 * internet and under the app's CSP (connect-src 'self'). Counties come in lazily once the
 * map is zoomed in far enough for them to matter.
 */
export const BASE_COLORS = {
  water: '#dbe6f1',
  land: '#fbfcfd',
  stateLine: '#b9c3cf',
  nationLine: '#8d99a8',
  countyLine: '#e4e8ee',
  label: '#5f6b7a',
} as const;

export const COUNTY_MIN_ZOOM = 5.5;

/** The online style, when the deployment names one (its origin must be allowed by the CSP). */
export const ONLINE_STYLE_URL: string | undefined = import.meta.env.VITE_MAP_STYLE_URL || undefined;

type TUsTopology = Topology<{ states: GeometryCollection<{ name: string }>; nation: GeometryCollection }>;
type TCountyTopology = Topology<{ counties: GeometryCollection }>;

async function fetchTopology<T>(url: string): Promise<T> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`The base map could not be loaded (${response.status}).`);
  return (await response.json()) as T;
}

/** The style the map starts with: the configured online one, or the offline one drawn here. */
export function loadBaseStyle(): Promise<string | StyleSpecification> {
  return ONLINE_STYLE_URL ? Promise.resolve(ONLINE_STYLE_URL) : loadOfflineStyle();
}

async function loadOfflineStyle(): Promise<StyleSpecification> {
  const topology = await fetchTopology<TUsTopology>(statesUrl);
  const states = feature(topology, topology.objects.states) as FeatureCollection<Geometry, { name: string }>;
  const stateBorders = mesh(topology, topology.objects.states, (a, b) => a !== b);
  const nation = mesh(topology, topology.objects.nation);
  return {
    version: 8,
    // No glyphs URL: maplibre then draws text with the browser's own fonts (nothing to download).
    sources: {
      states: { type: 'geojson', data: states, tolerance: 0.6 },
      'state-labels': { type: 'geojson', data: labelPoints(states) },
      'state-borders': { type: 'geojson', data: asFeature(stateBorders) },
      nation: { type: 'geojson', data: asFeature(nation) },
    },
    layers: [
      { id: 'water', type: 'background', paint: { 'background-color': BASE_COLORS.water } },
      { id: 'land', type: 'fill', source: 'states', paint: { 'fill-color': BASE_COLORS.land } },
      {
        id: 'state-borders',
        type: 'line',
        source: 'state-borders',
        paint: { 'line-color': BASE_COLORS.stateLine, 'line-width': ['interpolate', ['linear'], ['zoom'], 3, 0.6, 8, 1.6] },
      },
      {
        id: 'nation',
        type: 'line',
        source: 'nation',
        paint: { 'line-color': BASE_COLORS.nationLine, 'line-width': ['interpolate', ['linear'], ['zoom'], 3, 0.8, 8, 2] },
      },
      {
        id: 'state-labels',
        type: 'symbol',
        source: 'state-labels',
        minzoom: 3.5,
        layout: {
          'text-field': ['get', 'name'],
          'text-font': ['Arial Regular'],
          'text-size': ['interpolate', ['linear'], ['zoom'], 4, 11, 8, 15],
          'text-transform': 'uppercase',
          'text-letter-spacing': 0.08,
          'text-max-width': 8,
        },
        paint: { 'text-color': BASE_COLORS.label, 'text-halo-color': BASE_COLORS.land, 'text-halo-width': 1.5, 'text-opacity': 0.75 },
      },
    ],
  };
}

/** Area and centroid of a ring (shoelace), in degrees: fine for placing a label. */
function ringCentroid(ring: Position[]): { area: number; at: Position } {
  let area = 0,
    x = 0,
    y = 0;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i, i += 1) {
    const cross = ring[j][0] * ring[i][1] - ring[i][0] * ring[j][1];
    area += cross;
    x += (ring[j][0] + ring[i][0]) * cross;
    y += (ring[j][1] + ring[i][1]) * cross;
  }
  return area === 0 ? { area: 0, at: ring[0] } : { area: Math.abs(area / 2), at: [x / (3 * area), y / (3 * area)] };
}

/**
 * One label per state, at the centre of its largest part: maplibre would otherwise label every
 * island and the two halves of Michigan separately.
 */
function labelPoints(states: FeatureCollection<Geometry, { name: string }>): FeatureCollection<Point, { name: string }> {
  const features: Feature<Point, { name: string }>[] = [];
  for (const state of states.features) {
    const geometry = state.geometry;
    const outerRings =
      geometry.type === 'Polygon' ? [geometry.coordinates[0]] : geometry.type === 'MultiPolygon' ? geometry.coordinates.map((polygon) => polygon[0]) : [];
    const largest = outerRings.map(ringCentroid).sort((a, b) => b.area - a.area)[0];
    if (largest) features.push({ type: 'Feature', geometry: { type: 'Point', coordinates: largest.at }, properties: { name: state.properties.name } });
  }
  return { type: 'FeatureCollection', features };
}

function asFeature(geometry: MultiLineString): FeatureCollection<MultiLineString> {
  return { type: 'FeatureCollection', features: [{ type: 'Feature', geometry, properties: {} }] };
}

/** Adds county lines under the state borders the first time the map is zoomed in to them. */
export function addCountiesWhenZoomedIn(map: MapLibreMap): void {
  let isRequested = false;
  const maybeLoad = () => {
    if (isRequested || map.getZoom() < COUNTY_MIN_ZOOM - 0.5) return;
    isRequested = true;
    map.off('zoomend', maybeLoad);
    void fetchTopology<TCountyTopology>(countiesUrl)
      .then((topology) => {
        if (!map.getStyle()) return;
        map.addSource('county-borders', { type: 'geojson', data: asFeature(mesh(topology, topology.objects.counties, (a, b) => a !== b)) });
        map.addLayer(
          {
            id: 'county-borders',
            type: 'line',
            source: 'county-borders',
            minzoom: COUNTY_MIN_ZOOM,
            paint: { 'line-color': BASE_COLORS.countyLine, 'line-width': 0.8 },
          },
          'state-borders',
        );
      })
      // Counties are a nicety: the map stays usable without them.
      .catch(() => undefined);
  };
  map.on('zoomend', maybeLoad);
  maybeLoad();
}

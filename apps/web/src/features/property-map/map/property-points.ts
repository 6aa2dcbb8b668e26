import type { TPropertyMapPoints } from '@procura/shared';
import type { Feature, FeatureCollection, Point } from 'geojson';
import type { CircleLayerSpecification, GeoJSONSourceSpecification, LngLatBoundsLike, SymbolLayerSpecification } from 'maplibre-gl';

/** Marker colours: the brand blue (theme.ts), darker as clusters grow. */
const MARKER = { single: '#1c64c8', small: '#4c8ad9', medium: '#1a5aaf', large: '#0e4d9c', stroke: '#ffffff' } as const;

export const POINTS_SOURCE = 'properties';
export const CLUSTER_LAYER = 'property-clusters';
export const CLUSTER_COUNT_LAYER = 'property-cluster-counts';
export const POINT_LAYER = 'property-points';

/** Beyond this zoom every property is drawn on its own (stacked ones open a popup that pages). */
export const CLUSTER_MAX_ZOOM = 14;

/**
 * One marker per property. Its feature id is its index in the points array (the property id is
 * read from there), and it carries no properties: 50,000 fewer objects to copy to the worker.
 */
export type TClusterProperties = { cluster: true; cluster_id: number; point_count: number; point_count_abbreviated: string | number };

/** [id, latitude, longitude, coverage] as GET /v1/properties/map-points answers. */
export type TMapPoint = TPropertyMapPoints['points'][number];

/**
 * Builds the source data in one pass, with the bounds alongside, so 50,000 properties cost one
 * loop rather than a map, a filter and a reduce.
 */
export function buildPointCollection(points: readonly TMapPoint[]): { data: FeatureCollection<Point, null>; bounds: LngLatBoundsLike | null } {
  const features: Feature<Point, null>[] = new Array(points.length);
  let west = 180,
    south = 90,
    east = -180,
    north = -90;
  for (let i = 0; i < points.length; i += 1) {
    const point = points[i];
    const latitude = point[1];
    const longitude = point[2];
    features[i] = { type: 'Feature', id: i, geometry: { type: 'Point', coordinates: [longitude, latitude] }, properties: null };
    if (longitude < west) west = longitude;
    if (longitude > east) east = longitude;
    if (latitude < south) south = latitude;
    if (latitude > north) north = latitude;
  }
  return { data: { type: 'FeatureCollection', features }, bounds: points.length > 0 ? [west, south, east, north] : null };
}

export const EMPTY_COLLECTION: FeatureCollection<Point, null> = { type: 'FeatureCollection', features: [] };

export const pointsSource: GeoJSONSourceSpecification = {
  type: 'geojson',
  data: EMPTY_COLLECTION,
  cluster: true,
  clusterRadius: 48,
  clusterMaxZoom: CLUSTER_MAX_ZOOM,
  buffer: 64,
};

export const clusterLayer: CircleLayerSpecification = {
  id: CLUSTER_LAYER,
  type: 'circle',
  source: POINTS_SOURCE,
  filter: ['has', 'point_count'],
  paint: {
    'circle-color': ['step', ['get', 'point_count'], MARKER.small, 100, MARKER.medium, 1000, MARKER.large],
    'circle-radius': ['step', ['get', 'point_count'], 15, 10, 18, 100, 22, 1000, 27, 10000, 32],
    'circle-stroke-width': 3,
    'circle-stroke-color': MARKER.stroke,
    'circle-stroke-opacity': 0.9,
  },
};

export const clusterCountLayer: SymbolLayerSpecification = {
  id: CLUSTER_COUNT_LAYER,
  type: 'symbol',
  source: POINTS_SOURCE,
  filter: ['has', 'point_count'],
  layout: {
    'text-field': ['get', 'point_count_abbreviated'],
    // No glyph server offline: maplibre draws these digits with the browser's font (TinySDF).
    'text-font': ['Arial Bold'],
    'text-size': ['step', ['get', 'point_count'], 12, 100, 13, 1000, 14],
    'text-allow-overlap': true,
    'text-ignore-placement': true,
  },
  paint: { 'text-color': '#ffffff' },
};

export const pointLayer: CircleLayerSpecification = {
  id: POINT_LAYER,
  type: 'circle',
  source: POINTS_SOURCE,
  filter: ['!', ['has', 'point_count']],
  paint: {
    'circle-color': MARKER.single,
    'circle-radius': ['interpolate', ['linear'], ['zoom'], 4, 5, 12, 7, 16, 9],
    'circle-stroke-width': 2,
    'circle-stroke-color': MARKER.stroke,
  },
};

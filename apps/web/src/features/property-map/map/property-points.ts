import type { TPropertyCoverageState, TPropertyMapPoints } from '@procura/shared';
import type { Feature, FeatureCollection, Point } from 'geojson';
import type {
  CircleLayerSpecification,
  DataDrivenPropertyValueSpecification,
  GeoJSONSourceSpecification,
  LngLatBoundsLike,
  SymbolLayerSpecification,
} from 'maplibre-gl';
import { COVERAGE_LOOK } from '../coverage-look';

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
 * read from there). Its only property is its coverage, when the map is coloured by it: one of four
 * shared objects, not 50,000 new ones; otherwise none at all.
 */
export type TClusterProperties = { cluster: true; cluster_id: number; point_count: number; point_count_abbreviated: string | number };

/** [id, latitude, longitude, coverage] as GET /v1/properties/map-points answers. */
export type TMapPoint = TPropertyMapPoints['points'][number];

type TPointProperties = { coverage: TPropertyCoverageState } | null;
const COVERAGE_PROPERTIES = Object.fromEntries(Object.keys(COVERAGE_LOOK).map((state) => [state, { coverage: state }])) as Record<
  TPropertyCoverageState,
  { coverage: TPropertyCoverageState }
>;

/**
 * Builds the source data in one pass, with the bounds alongside, so 50,000 properties cost one
 * loop rather than a map, a filter and a reduce.
 */
export function buildPointCollection(
  points: readonly TMapPoint[],
  showsCoverage = false,
): { data: FeatureCollection<Point, TPointProperties>; bounds: LngLatBoundsLike | null } {
  const features: Feature<Point, TPointProperties>[] = new Array(points.length);
  let west = 180,
    south = 90,
    east = -180,
    north = -90;
  for (let i = 0; i < points.length; i += 1) {
    const point = points[i];
    const latitude = point[1];
    const longitude = point[2];
    const properties = showsCoverage ? COVERAGE_PROPERTIES[point[3]] : null;
    features[i] = { type: 'Feature', id: i, geometry: { type: 'Point', coordinates: [longitude, latitude] }, properties };
    if (longitude < west) west = longitude;
    if (longitude > east) east = longitude;
    if (latitude < south) south = latitude;
    if (latitude > north) north = latitude;
  }
  return { data: { type: 'FeatureCollection', features }, bounds: points.length > 0 ? [west, south, east, north] : null };
}

export const EMPTY_COLLECTION: FeatureCollection<Point, TPointProperties> = { type: 'FeatureCollection', features: [] };

export const pointsSource: GeoJSONSourceSpecification = {
  type: 'geojson',
  data: EMPTY_COLLECTION,
  cluster: true,
  clusterRadius: 48,
  clusterMaxZoom: CLUSTER_MAX_ZOOM,
  buffer: 64,
  // How many of a cluster's properties have gaps or expire: its ring shows the worst.
  clusterProperties: {
    gaps: ['+', ['case', ['==', ['get', 'coverage'], 'GAPS'], 1, 0]],
    expiring: ['+', ['case', ['==', ['get', 'coverage'], 'EXPIRING'], 1, 0]],
  },
};

/** A cluster's ring: red when a property in it has gaps, orange when one expires, white otherwise (and on an uncoloured map). */
const clusterRing: DataDrivenPropertyValueSpecification<string> = [
  'case',
  ['>', ['get', 'gaps'], 0],
  COVERAGE_LOOK.GAPS.marker,
  ['>', ['get', 'expiring'], 0],
  COVERAGE_LOOK.EXPIRING.marker,
  MARKER.stroke,
];

/** A marker's colour: its coverage's, or the brand blue on a map not coloured by coverage. */
const pointColour: DataDrivenPropertyValueSpecification<string> = [
  'match',
  ['get', 'coverage'],
  'COVERED',
  COVERAGE_LOOK.COVERED.marker,
  'EXPIRING',
  COVERAGE_LOOK.EXPIRING.marker,
  'GAPS',
  COVERAGE_LOOK.GAPS.marker,
  'NONE',
  COVERAGE_LOOK.NONE.marker,
  MARKER.single,
];

export const clusterLayer: CircleLayerSpecification = {
  id: CLUSTER_LAYER,
  type: 'circle',
  source: POINTS_SOURCE,
  filter: ['has', 'point_count'],
  paint: {
    'circle-color': ['step', ['get', 'point_count'], MARKER.small, 100, MARKER.medium, 1000, MARKER.large],
    'circle-radius': ['step', ['get', 'point_count'], 15, 10, 18, 100, 22, 1000, 27, 10000, 32],
    'circle-stroke-width': ['case', ['>', ['+', ['get', 'gaps'], ['get', 'expiring']], 0], 4, 3],
    'circle-stroke-color': clusterRing,
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
    'circle-color': pointColour,
    'circle-radius': ['interpolate', ['linear'], ['zoom'], 4, 5, 12, 7, 16, 9],
    'circle-stroke-width': 2,
    'circle-stroke-color': MARKER.stroke,
  },
};

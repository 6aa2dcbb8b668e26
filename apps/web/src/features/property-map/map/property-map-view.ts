import {
  Map as MapLibreMapClass,
  NavigationControl,
  Popup,
  setWorkerUrl,
  type LngLatLike,
  type StyleSpecification,
  type GeoJSONSource,
  type LngLat,
  type LngLatBounds,
  type Map as MapLibreMap,
  type MapGeoJSONFeature,
  type MapMouseEvent,
} from 'maplibre-gl';
import 'maplibre-gl/dist/maplibre-gl.css';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import { MAP_PERF_MARKS, markMarkersRendered, markStep } from '../map-perf';
import { addCountiesWhenZoomedIn, ONLINE_STYLE_URL } from './base-map';
import {
  buildPointCollection,
  CLUSTER_LAYER,
  CLUSTER_MAX_ZOOM,
  clusterCountLayer,
  clusterLayer,
  POINT_LAYER,
  pointLayer,
  POINTS_SOURCE,
  pointsSource,
  type TMapPoint,
} from './property-points';

// The worker is a file of the app (not a blob), which the CSP's worker-src 'self' allows.
setWorkerUrl(workerUrl);

/** The contiguous United States, until the data says where to look. */
const US_BOUNDS: [number, number, number, number] = [-125, 24.5, -66.9, 49.5];
const FIT_PADDING = 56;
/** The offline base map has no streets: closer than this a few nearby properties float on blank land. */
const FIT_MAX_ZOOM = 10;
/** A stacked location pages through at most this many properties in its popup. */
const MAX_STACK = 100;

export interface TPropertyMapViewEvents {
  /** Properties were picked on the map (one marker, or several at one spot). */
  onSelect: (at: LngLat, pointIndexes: number[]) => void;
  /** The visible area changed (after a move, and once the map is ready). */
  onViewChange: (bounds: LngLatBounds) => void;
  onError: (message: string) => void;
}

export interface TPropertyMapViewOptions {
  /** Markers coloured by each property's coverage (Property Maps); the RFP wizard's map is not. */
  showsCoverage: boolean;
}

declare global {
  interface Window {
    /** Set only under browser automation (navigator.webdriver): the e2e test reads rendered features. */
    __procuraPropertyMap?: MapLibreMap;
  }
}

/**
 * The map itself, kept out of React: maplibre owns its canvas, and the page only hands it
 * points and listens for picks.
 */
export class PropertyMapView {
  readonly map: MapLibreMap;
  private isReady = false;
  private pending: { points: readonly TMapPoint[]; fit: boolean } | null = null;
  private renderWaiter: (() => void) | null = null;

  /** Starts with the base map's final style (see loadBaseStyle: fetched while this module loads). */
  static async create(
    container: HTMLElement,
    style: Promise<string | StyleSpecification>,
    events: TPropertyMapViewEvents,
    options: TPropertyMapViewOptions,
  ): Promise<PropertyMapView> {
    return new PropertyMapView(container, await style, events, options);
  }

  private constructor(
    container: HTMLElement,
    style: string | StyleSpecification,
    private readonly events: TPropertyMapViewEvents,
    private readonly options: TPropertyMapViewOptions,
  ) {
    this.map = new MapLibreMapClass({
      container,
      style,
      bounds: US_BOUNDS,
      fitBoundsOptions: { padding: FIT_PADDING },
      minZoom: 1.5,
      maxZoom: 18,
      dragRotate: false,
      pitchWithRotate: false,
      touchPitch: false,
      attributionControl: { compact: true, customAttribution: ONLINE_STYLE_URL ? undefined : 'Boundaries: U.S. Census Bureau (us-atlas)' },
      locale: { 'Map.Title': 'Map of properties. Arrow keys pan, plus and minus zoom.' },
    });
    this.map.touchZoomRotate.disableRotation();
    this.map.keyboard.disableRotation();
    this.map.addControl(new NavigationControl({ showCompass: false }), 'top-right');
    if (typeof navigator !== 'undefined' && navigator.webdriver) window.__procuraPropertyMap = this.map;

    this.map.once('load', () => {
      // The attribution starts folded (its button unfolds it): on a phone it would cover the map's corner.
      container.querySelector('.maplibregl-compact-show')?.classList.remove('maplibregl-compact-show');
      if (!ONLINE_STYLE_URL) addCountiesWhenZoomedIn(this.map);
      this.addPointLayers();
    });
    this.map.on('error', (event) => {
      // Tile and style hiccups are logged by maplibre; only a dead WebGL context is fatal.
      if (/webgl/i.test(event.error?.message ?? '')) events.onError('This browser could not draw the map (WebGL is unavailable).');
    });
    this.map.on('moveend', () => events.onViewChange(this.map.getBounds()));
    this.map.on('click', CLUSTER_LAYER, (event) => void this.openCluster(event));
    this.map.on('click', POINT_LAYER, (event) => this.openPoints(event));
    for (const layer of [CLUSTER_LAYER, POINT_LAYER]) {
      this.map.on('mouseenter', layer, () => (this.map.getCanvas().style.cursor = 'pointer'));
      this.map.on('mouseleave', layer, () => (this.map.getCanvas().style.cursor = ''));
    }
  }

  /** Replaces the markers; `fit` moves the camera to them (first load and new filters). */
  setPoints(points: readonly TMapPoint[], fit: boolean): void {
    if (!this.isReady) {
      this.pending = { points, fit: fit || (this.pending?.fit ?? false) };
      return;
    }
    const { data, bounds } = buildPointCollection(points, this.options.showsCoverage);
    (this.map.getSource(POINTS_SOURCE) as GeoJSONSource).setData(data);
    markStep(MAP_PERF_MARKS.dataSet);
    if (fit && bounds) this.map.fitBounds(bounds, { padding: FIT_PADDING, maxZoom: FIT_MAX_ZOOM, duration: 0 });
    this.whenMarkersRendered(points.length === 0, markMarkersRendered);
  }

  /** A popup whose content the page renders (a React portal into `content`). */
  showPopup(at: LngLatLike, content: HTMLElement, className: string): Popup {
    return new Popup({ maxWidth: '320px', className, focusAfterOpen: true, offset: 12 }).setLngLat(at).setDOMContent(content).addTo(this.map);
  }

  destroy(): void {
    if (window.__procuraPropertyMap === this.map) delete window.__procuraPropertyMap;
    this.map.remove();
  }

  private addPointLayers(): void {
    this.map.addSource(POINTS_SOURCE, pointsSource);
    this.map.addLayer(clusterLayer);
    this.map.addLayer(clusterCountLayer);
    this.map.addLayer(pointLayer);
    this.isReady = true;
    markStep(MAP_PERF_MARKS.mapReady);
    this.events.onViewChange(this.map.getBounds());
    if (this.pending) {
      const { points, fit } = this.pending;
      this.pending = null;
      this.setPoints(points, fit);
    }
  }

  /**
   * The first frame that shows the new markers: the points source has taken the data and loaded
   * its tiles, and the frame just drawn has markers in it (the cluster counts may still be fading in).
   */
  private whenMarkersRendered(isEmpty: boolean, done: () => void): void {
    if (this.renderWaiter) this.map.off('render', this.renderWaiter);
    const check = () => {
      if (!this.map.isSourceLoaded(POINTS_SOURCE)) return;
      if (!isEmpty && this.map.queryRenderedFeatures({ layers: [CLUSTER_LAYER, POINT_LAYER] }).length === 0) return;
      this.map.off('render', check);
      this.renderWaiter = null;
      done();
    };
    this.renderWaiter = check;
    this.map.on('render', check);
  }

  private async openCluster(event: MapMouseEvent & { features?: MapGeoJSONFeature[] }): Promise<void> {
    const cluster = event.features?.[0];
    if (!cluster || cluster.geometry.type !== 'Point') return;
    const clusterId = Number(cluster.properties.cluster_id);
    const source = this.map.getSource(POINTS_SOURCE) as GeoJSONSource;
    const center = cluster.geometry.coordinates as [number, number];
    const zoom = await source.getClusterExpansionZoom(clusterId);
    if (zoom <= CLUSTER_MAX_ZOOM) {
      this.map.easeTo({ center, zoom });
      return;
    }
    // Properties at one spot (e.g. one address) never split: list them instead of zooming forever.
    const leaves = await source.getClusterLeaves(clusterId, MAX_STACK, 0);
    this.events.onSelect(
      event.lngLat,
      leaves.map((leaf) => Number(leaf.id)),
    );
  }

  private openPoints(event: MapMouseEvent): void {
    const stacked = this.map.queryRenderedFeatures(event.point, { layers: [POINT_LAYER] });
    const indexes = [...new Set(stacked.map((feature) => Number(feature.id)))].slice(0, MAX_STACK);
    if (indexes.length > 0) this.events.onSelect(event.lngLat, indexes);
  }
}

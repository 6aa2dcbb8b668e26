import { Alert, Box, Group, Text } from '@mantine/core';
import type { TVendorArea } from '@procura/shared';
import type { Feature, FeatureCollection, Geometry, MultiLineString, Position } from 'geojson';
import { Map as MapLibreMap, setWorkerUrl, type LngLatBoundsLike, type StyleSpecification } from 'maplibre-gl';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import 'maplibre-gl/dist/maplibre-gl.css';
import { useEffect, useRef, useState } from 'react';
import { feature, mesh } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import countiesUrl from 'us-atlas/counties-10m.json?url';
import statesUrl from 'us-atlas/states-10m.json?url';

// Bundled, the worker no longer sits beside maplibre's own file: say where it went (maplibre's setWorkerUrl).
setWorkerUrl(workerUrl);

/*
 * A small read-only map of where a vendor works, drawn offline from us-atlas (no tile server,
 * nothing outside connect-src 'self'): whole states filled, states served in part tinted, and
 * the chosen counties filled. Loaded lazily by the Services & areas tab: maplibre is big.
 */

type TStatesTopology = Topology<{ states: GeometryCollection<{ name: string }>; nation: GeometryCollection }>;
type TCountiesTopology = Topology<{ counties: GeometryCollection<{ name: string }> }>;

const COLORS = {
  water: '#dbe6f1',
  land: '#fbfcfd',
  border: '#b9c3cf',
  nation: '#8d99a8',
  served: '#12b886',
  partial: '#c3fae8',
  servedLine: '#087f5b',
} as const;
const US_BOUNDS: LngLatBoundsLike = [
  [-125, 24],
  [-66.5, 49.5],
];

const topologies = new Map<string, Promise<unknown>>();
function fetchOnce<T>(url: string): Promise<T> {
  let pending = topologies.get(url);
  if (!pending) {
    pending = fetch(url).then((response) => {
      if (!response.ok) throw new Error(`The map could not be loaded (${response.status}).`);
      return response.json();
    });
    pending.catch(() => topologies.delete(url));
    topologies.set(url, pending);
  }
  return pending as Promise<T>;
}

const normalise = (name: string) => name.trim().toLowerCase();

function extend(bounds: [number, number, number, number], coordinates: unknown): void {
  if (!Array.isArray(coordinates)) return;
  if (typeof coordinates[0] === 'number') {
    const [x, y] = coordinates as Position;
    bounds[0] = Math.min(bounds[0], x);
    bounds[1] = Math.min(bounds[1], y);
    bounds[2] = Math.max(bounds[2], x);
    bounds[3] = Math.max(bounds[3], y);
    return;
  }
  for (const part of coordinates) extend(bounds, part);
}

function boundsOf(features: readonly Feature[]): LngLatBoundsLike | null {
  const bounds: [number, number, number, number] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const item of features) if (item.geometry.type !== 'GeometryCollection') extend(bounds, item.geometry.coordinates);
  if (!Number.isFinite(bounds[0])) return null;
  // Alaska's Aleutians cross the antimeridian: keep the view on the mainland.
  return [
    [Math.max(bounds[0], -179), bounds[1]],
    [bounds[2], bounds[3]],
  ];
}

const asCollection = <T extends Geometry>(features: Feature<T>[]): FeatureCollection<T> => ({ type: 'FeatureCollection', features });
const asMesh = (geometry: MultiLineString): FeatureCollection<MultiLineString> => asCollection([{ type: 'Feature', geometry, properties: {} }]);

async function buildStyle(areas: readonly TVendorArea[]): Promise<{ style: StyleSpecification; bounds: LngLatBoundsLike | null }> {
  const topology = await fetchOnce<TStatesTopology>(statesUrl);
  const states = feature(topology, topology.objects.states) as FeatureCollection<Geometry, { name: string }>;
  const whole = new Set(areas.filter((area) => area.countyId === null).map((area) => normalise(area.stateName)));
  const partly = new Set(areas.filter((area) => area.countyId !== null).map((area) => normalise(area.stateName)));
  const wholeStates = states.features.filter((state) => whole.has(normalise(state.properties.name)));
  const partStates = states.features.filter((state) => partly.has(normalise(state.properties.name)) && !whole.has(normalise(state.properties.name)));

  let counties: Feature<Geometry, { name: string }>[] = [];
  if (partStates.length > 0) {
    const countyTopology = await fetchOnce<TCountiesTopology>(countiesUrl);
    const all = feature(countyTopology, countyTopology.objects.counties) as FeatureCollection<Geometry, { name: string }>;
    // us-atlas ids are FIPS codes: a county's starts with its state's two digits.
    const fipsOf = new Map(states.features.map((state) => [normalise(state.properties.name), String(state.id)]));
    const wanted = new Set(
      areas.filter((area) => area.countyName).map((area) => `${fipsOf.get(normalise(area.stateName)) ?? ''}|${normalise(area.countyName ?? '')}`),
    );
    counties = all.features.filter((county) => wanted.has(`${String(county.id).slice(0, 2)}|${normalise(county.properties.name)}`));
  }

  const style: StyleSpecification = {
    version: 8,
    sources: {
      states: { type: 'geojson', data: states, tolerance: 0.6 },
      whole: { type: 'geojson', data: asCollection(wholeStates) },
      partial: { type: 'geojson', data: asCollection(partStates) },
      counties: { type: 'geojson', data: asCollection(counties) },
      borders: { type: 'geojson', data: asMesh(mesh(topology, topology.objects.states, (a, b) => a !== b)) },
      nation: { type: 'geojson', data: asMesh(mesh(topology, topology.objects.nation)) },
    },
    layers: [
      { id: 'water', type: 'background', paint: { 'background-color': COLORS.water } },
      { id: 'land', type: 'fill', source: 'states', paint: { 'fill-color': COLORS.land } },
      { id: 'partial', type: 'fill', source: 'partial', paint: { 'fill-color': COLORS.partial } },
      { id: 'whole', type: 'fill', source: 'whole', paint: { 'fill-color': COLORS.served, 'fill-opacity': 0.75 } },
      { id: 'counties', type: 'fill', source: 'counties', paint: { 'fill-color': COLORS.served, 'fill-opacity': 0.85 } },
      { id: 'counties-line', type: 'line', source: 'counties', paint: { 'line-color': COLORS.servedLine, 'line-width': 0.5 } },
      { id: 'borders', type: 'line', source: 'borders', paint: { 'line-color': COLORS.border, 'line-width': 0.7 } },
      { id: 'nation', type: 'line', source: 'nation', paint: { 'line-color': COLORS.nation, 'line-width': 1 } },
    ],
  };
  return { style, bounds: boundsOf([...wholeStates, ...partStates]) };
}

function Swatch({ color, label }: { color: string; label: string }) {
  return (
    <Group gap={6} wrap="nowrap">
      <Box w={12} h={12} bg={color} style={{ borderRadius: 3, border: `1px solid ${COLORS.servedLine}` }} aria-hidden />
      <Text size="xs" c="dark.6">
        {label}
      </Text>
    </Group>
  );
}

export default function ServiceAreaMap({ areas, height = 260 }: { areas: readonly TVendorArea[]; height?: number }) {
  const container = useRef<HTMLDivElement>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const signature = JSON.stringify(areas.map((area) => [area.stateId, area.countyId]));

  useEffect(() => {
    let isCancelled = false;
    let instance: MapLibreMap | null = null;
    const element = container.current;
    if (!element) return;
    buildStyle(areas)
      .then(({ style, bounds }) => {
        if (isCancelled) return;
        instance = new MapLibreMap({
          container: element,
          style,
          bounds: bounds ?? US_BOUNDS,
          fitBoundsOptions: { padding: 16, maxZoom: 6 },
          attributionControl: false,
          interactive: false,
        });
        instance.getCanvas().setAttribute('aria-hidden', 'true');
        instance.on('error', (event) => {
          if (!instance?.loaded()) setFailure(event.error?.message ?? 'The map could not be shown.');
        });
      })
      .catch((error: unknown) => {
        if (!isCancelled) setFailure(error instanceof Error ? error.message : 'The map could not be shown.');
      });
    return () => {
      isCancelled = true;
      instance?.remove();
    };
    // Rebuilt when the areas change, not when a new but equal array arrives.
  }, [signature]);

  if (failure) {
    return (
      <Alert color="gray" variant="light" title="The map is not available">
        {failure} The list beside it names every area.
      </Alert>
    );
  }
  return (
    <Box>
      <Box
        ref={container}
        h={height}
        role="img"
        aria-label={`Map of the service areas: ${areas.length === 0 ? 'none' : [...new Set(areas.map((area) => area.stateName))].join(', ')}`}
        style={{ borderRadius: 'var(--mantine-radius-md)', overflow: 'hidden', border: '1px solid var(--mantine-color-gray-3)' }}
        data-testid="service-area-map"
      />
      <Group gap="md" mt={6}>
        <Swatch color={COLORS.served} label="Served" />
        <Swatch color={COLORS.partial} label="Some counties" />
      </Group>
    </Box>
  );
}

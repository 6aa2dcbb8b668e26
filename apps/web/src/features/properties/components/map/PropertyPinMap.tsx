import { Alert, Box, Text } from '@mantine/core';
import { Map as MapLibreMap, Marker, type MapMouseEvent, type ErrorEvent as MapErrorEvent, NavigationControl, setWorkerUrl } from 'maplibre-gl';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import 'maplibre-gl/dist/maplibre-gl.css';
import { useEffect, useRef, useState } from 'react';
import { loadOfflineUsStyle } from './offline-us-style';

// Bundled, the worker no longer sits beside maplibre's own file: say where it went (maplibre's setWorkerUrl).
setWorkerUrl(workerUrl);

/** The contiguous United States, where a property without coordinates most likely is. */
const US_BOUNDS: [[number, number], [number, number]] = [
  [-125, 24],
  [-66.5, 49.5],
];
/** Close enough to see the state around the pin; the base map has no streets to zoom in to. */
const PIN_ZOOM = 6;
const PIN_COLOR = '#1c7ed6';

export interface TPropertyPinMapProps {
  latitude: number | null;
  longitude: number | null;
  /** Present: a click places the pin and the pin can be dragged. Absent: the map only shows it. */
  onChange?: (latitude: number, longitude: number) => void;
  height?: number;
  /** Names the map for assistive technology. */
  label: string;
}

const round = (value: number) => Math.round(value * 1e6) / 1e6;

/** A small offline map with one pin (the property's coordinates). Loaded lazily: maplibre is big. */
export default function PropertyPinMap({ latitude, longitude, onChange, height = 280, label }: TPropertyPinMapProps) {
  const container = useRef<HTMLDivElement>(null);
  const map = useRef<MapLibreMap | null>(null);
  const marker = useRef<Marker | null>(null);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const [failure, setFailure] = useState<string | null>(null);
  /** Bumped when the map exists, so the pin effect runs for coordinates known before it did. */
  const [ready, setReady] = useState(0);
  const isEditable = onChange !== undefined;
  // maplibre throws on a coordinate out of range: such a pair is no pin at all.
  const hasPin = latitude !== null && longitude !== null && Math.abs(latitude) <= 90 && Math.abs(longitude) <= 180;

  const placeMarker = (instance: MapLibreMap, lat: number, lng: number) => {
    if (marker.current) {
      marker.current.setLngLat([lng, lat]);
      return;
    }
    const created = new Marker({ color: PIN_COLOR, draggable: onChangeRef.current !== undefined }).setLngLat([lng, lat]).addTo(instance);
    created.on('dragend', () => {
      const position = created.getLngLat();
      onChangeRef.current?.(round(position.lat), round(position.lng));
    });
    created.getElement().setAttribute('aria-label', 'Property pin');
    marker.current = created;
  };

  useEffect(() => {
    let isCancelled = false;
    const element = container.current;
    if (!element) return;
    loadOfflineUsStyle()
      .then((style) => {
        if (isCancelled) return;
        const instance = new MapLibreMap({
          container: element,
          style,
          bounds: US_BOUNDS,
          fitBoundsOptions: { padding: 12 },
          attributionControl: false,
          dragRotate: false,
          pitchWithRotate: false,
          touchPitch: false,
          cooperativeGestures: false,
        });
        instance.addControl(new NavigationControl({ showCompass: false }), 'top-right');
        instance.getCanvas().setAttribute('aria-label', label);
        instance.on('click', (event: MapMouseEvent) => {
          if (!onChangeRef.current) return;
          placeMarker(instance, event.lngLat.lat, event.lngLat.lng);
          onChangeRef.current(round(event.lngLat.lat), round(event.lngLat.lng));
        });
        instance.on('error', (event: MapErrorEvent) => {
          // A WebGL context that cannot be created leaves a blank box: say so instead.
          if (!instance.loaded()) setFailure(event.error?.message ?? 'The map could not be shown.');
        });
        map.current = instance;
        setFailure(null);
        setReady((count) => count + 1);
      })
      .catch((error: unknown) => {
        if (!isCancelled) setFailure(error instanceof Error ? error.message : 'The map could not be shown.');
      });
    return () => {
      isCancelled = true;
      marker.current?.remove();
      marker.current = null;
      map.current?.remove();
      map.current = null;
    };
    // The map is built once; coordinates are applied by the effect below.
  }, []);

  // Coordinates typed in (or filled from a ZIP) move the pin and the view to it.
  useEffect(() => {
    const instance = map.current;
    if (!instance) return;
    if (hasPin) {
      const current = marker.current?.getLngLat();
      const isSame = current && Math.abs(current.lat - latitude) < 1e-7 && Math.abs(current.lng - longitude) < 1e-7;
      placeMarker(instance, latitude, longitude);
      if (!isSame) instance.jumpTo({ center: [longitude, latitude], zoom: Math.max(Math.min(instance.getZoom(), 12), PIN_ZOOM) });
    } else {
      marker.current?.remove();
      marker.current = null;
    }
  }, [latitude, longitude, hasPin, ready]);

  if (failure) {
    return (
      <Alert color="gray" variant="light" title="The map is not available">
        {failure} {isEditable ? 'Enter the latitude and longitude instead.' : null}
      </Alert>
    );
  }

  return (
    <Box>
      <Box
        ref={container}
        h={height}
        style={{
          borderRadius: 'var(--mantine-radius-md)',
          overflow: 'hidden',
          border: '1px solid var(--mantine-color-gray-3)',
          cursor: isEditable ? 'crosshair' : undefined,
        }}
        data-testid="property-pin-map"
      />
      {isEditable ? (
        <Text size="xs" c="dimmed" mt={6}>
          {hasPin ? 'Drag the pin, or click elsewhere on the map, to move it.' : 'Click the map to place the pin.'}
        </Text>
      ) : null}
    </Box>
  );
}

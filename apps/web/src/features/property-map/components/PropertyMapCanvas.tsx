import { Box } from '@mantine/core';
import type { TPropertyCoverageState } from '@procura/shared';
import type { LngLat, LngLatBounds } from 'maplibre-gl';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import type { PropertyMapView, TPropertyMapViewEvents } from '../map/property-map-view';
import type { TMapPoint } from '../map/property-points';
import classes from './PropertyMap.module.css';
import { PropertyPopupContent } from './PropertyPopupContent';

export interface TPropertyMapCanvasProps {
  points: readonly TMapPoint[] | undefined;
  /** The camera moves to the points whenever this changes (first load, other filters). */
  fitKey: string;
  onViewChange: (bounds: LngLatBounds) => void;
  onError: (message: string) => void;
  /** Overlays over the map: counts, loading, empty and error states. */
  children?: ReactNode;
  /** A CSS height in place of the page's (the rest of the screen), e.g. inside a modal. */
  height?: string;
  /** Markers coloured by coverage, which the popup also names (Property Maps; the legend is the page's). */
  showsCoverage?: boolean;
}

interface TSelection {
  at: LngLat;
  propertyIds: string[];
  /** Each picked property's coverage, in the same order. */
  coverage: TPropertyCoverageState[];
}

export function PropertyMapCanvas({ points, fitKey, onViewChange, onError, children, height, showsCoverage = false }: TPropertyMapCanvasProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const [view, setView] = useState<PropertyMapView | null>(null);
  const [selection, setSelection] = useState<TSelection | null>(null);
  const [popupNode] = useState(() => document.createElement('div'));
  const pointsRef = useRef(points);
  pointsRef.current = points;
  const callbacks = useRef({ onViewChange, onError });
  callbacks.current = { onViewChange, onError };

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return undefined;
    let isCancelled = false;
    let created: PropertyMapView | null = null;
    const events: TPropertyMapViewEvents = {
      onSelect: (at, indexes) => {
        const current = pointsRef.current ?? [];
        const picked = indexes.flatMap((index) => (current[index] ? [current[index]] : []));
        setSelection({ at, propertyIds: picked.map((point) => point[0]), coverage: picked.map((point) => point[3]) });
      },
      onViewChange: (bounds) => callbacks.current.onViewChange(bounds),
      onError: (message) => callbacks.current.onError(message),
    };
    // maplibre is most of this screen's code: the page and its filters draw while it loads, and
    // the base map (a small module of its own) is fetched and drawn into a style meanwhile.
    const style = import('../map/base-map').then(({ loadBaseStyle }) => loadBaseStyle());
    import('../map/property-map-view')
      .then(({ PropertyMapView }) => PropertyMapView.create(container, style, events, { showsCoverage }))
      .then((instance) => {
        if (isCancelled) instance.destroy();
        else setView((created = instance));
      })
      .catch((error: unknown) => {
        if (isCancelled) return;
        const isWebGl = error instanceof Error && /webgl/i.test(error.message);
        callbacks.current.onError(isWebGl ? 'This browser could not draw the map (WebGL is unavailable).' : 'The base map could not be loaded.');
      });
    return () => {
      isCancelled = true;
      created?.destroy();
    };
    // The map is made once; a screen either colours its markers or does not.
  }, []);

  const lastFitKey = useRef<string | null>(null);
  useEffect(() => {
    if (!view || !points) return;
    const shouldFit = lastFitKey.current !== fitKey;
    lastFitKey.current = fitKey;
    view.setPoints(points, shouldFit);
    // New data: a popup about the old markers may be about a property no longer shown.
    setSelection(null);
  }, [view, points, fitKey]);

  useEffect(() => {
    if (!view || !selection) return undefined;
    const popup = view.showPopup(selection.at, popupNode, classes.popup);
    popup.on('close', () => setSelection((current) => (current === selection ? null : current)));
    return () => {
      popup.remove();
    };
  }, [view, selection, popupNode]);

  return (
    <Box className={classes.frame} style={height ? { height } : undefined}>
      <div ref={containerRef} className={classes.map} />
      {children}
      {selection
        ? createPortal(
            <PropertyPopupContent
              key={selection.propertyIds.join(',')}
              propertyIds={selection.propertyIds}
              coverage={showsCoverage ? selection.coverage : undefined}
            />,
            popupNode,
          )
        : null}
    </Box>
  );
}

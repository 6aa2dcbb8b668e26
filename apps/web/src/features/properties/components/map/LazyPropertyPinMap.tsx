import { Skeleton } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { WidgetBoundary } from '../../../../components/WidgetBoundary';
import type { TPropertyPinMapProps } from './PropertyPinMap';

// maplibre is several hundred kilobytes: only pages that show a map download it.
const PropertyPinMap = lazy(() => import('./PropertyPinMap'));

/** The pin map, lazily loaded; a failing map leaves the page (and the form around it) alive. */
export function LazyPropertyPinMap(props: TPropertyPinMapProps) {
  return (
    <WidgetBoundary what="map" hint={props.onChange ? 'Enter the latitude and longitude instead; the rest of the form is kept.' : undefined}>
      <Suspense fallback={<Skeleton h={props.height ?? 280} radius="md" />}>
        <PropertyPinMap {...props} />
      </Suspense>
    </WidgetBoundary>
  );
}

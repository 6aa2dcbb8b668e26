import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import type { LngLatBounds } from 'maplibre-gl';
import { useMemo, useState } from 'react';
import { useSearchText } from '../../../components/pickers';
import { errorMessage } from '../../../lib/api-error';
import { useIsMobile } from '../../../lib/use-is-mobile';
import { idsInView, MapError, MapLoading, PropertyMapCanvas, usePropertyMapPoints } from '../../property-map';

/** Room for the text above and the buttons below, on a laptop and on a phone. */
const MAP_HEIGHT = 'max(300px, min(480px, calc(100dvh - 300px)))';
const plural = (count: number, one: string, many: string) => `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`;

/**
 * Properties chosen on the map (docs/rfp.md "Writing an RFP"): the client's properties with a
 * location, and the ones in view added at once — pan and zoom to a metro area, or search by name,
 * code or city, then add them.
 */
export function MapPickModal({
  clientId,
  chosen,
  onAdd,
  onClose,
}: {
  clientId: string;
  chosen: readonly string[];
  onAdd: (ids: string[]) => void;
  onClose: () => void;
}) {
  const isMobile = useIsMobile();
  const search = useSearchText();
  const filters = useMemo(() => ({ clientIds: [clientId], ...(search.query ? { search: search.query } : {}) }), [clientId, search.query]);
  const points = usePropertyMapPoints(filters);
  // Until the points answer what is typed now, the map keeps the last answer's markers and nothing
  // may be added: a fast typist's click would otherwise add the previous search's properties.
  const isAnswered = search.typed === search.query && !points.isPlaceholderData;
  const [bounds, setBounds] = useState<LngLatBounds | null>(null);
  const [mapError, setMapError] = useState<string | null>(null);
  const inView = useMemo(() => idsInView(points.data?.points, bounds), [points.data, bounds]);
  const fresh = useMemo(() => {
    const already = new Set(chosen);
    return inView.filter((id) => !already.has(id));
  }, [inView, chosen]);
  const data = points.data;
  return (
    <Modal
      opened
      onClose={onClose}
      title="Choose properties on the map"
      size="xl"
      fullScreen={isMobile}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          Move and zoom the map to the properties you want, or search them, then add the ones in view. Properties without a location are found by name in the
          list.
        </Text>
        <TextInput
          label="Search the map"
          placeholder="Name, code or city"
          value={search.text}
          onChange={(event) => search.setText(event.currentTarget.value)}
          maw={360}
        />
        <PropertyMapCanvas
          points={isAnswered ? data?.points : undefined}
          fitKey={`${clientId}|${search.query}`}
          onViewChange={setBounds}
          onError={setMapError}
          height={MAP_HEIGHT}
        >
          {mapError ? (
            <MapError message={mapError} />
          ) : points.error && !data ? (
            <MapError message={errorMessage(points.error, 'The properties could not be loaded.')} onRetry={() => void points.refetch()} />
          ) : points.isLoading ? (
            <MapLoading />
          ) : null}
        </PropertyMapCanvas>
        <Group justify="space-between" gap="sm" wrap="wrap">
          <Text size="sm" role="status" aria-live="polite" aria-atomic="true">
            {isAnswered ? `${plural(inView.length, 'property', 'properties')} in view · ${plural(chosen.length, 'chosen', 'chosen')}` : 'Searching…'}
          </Text>
          <Group gap="sm">
            <Button variant="default" onClick={onClose}>
              Done
            </Button>
            <Button disabled={!isAnswered || fresh.length === 0} onClick={() => onAdd(fresh)}>
              {!isAnswered ? 'Searching…' : fresh.length > 0 ? `Add ${plural(fresh.length, 'property', 'properties')} in view` : 'All in view are chosen'}
            </Button>
          </Group>
        </Group>
      </Stack>
    </Modal>
  );
}

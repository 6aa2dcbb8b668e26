import { ActionIcon, Button, Drawer, Group, Paper, Stack, Tooltip } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { ROUTES } from '@procura/shared';
import { IconFilterOff, IconList } from '@tabler/icons-react';
import type { LngLatBounds } from 'maplibre-gl';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/PageHeader';
import { errorMessage } from '../../../lib/api-error';
import { WidgetBoundary } from '../../../components/WidgetBoundary';
import { useIsMobile } from '../../../lib/use-is-mobile';
import { MapCoverageLegend, countCoverage } from '../components/MapCoverageLegend';
import { MapFilters } from '../components/MapFilters';
import { InViewBar, MapCountBadge, MapEmpty, MapError, MapLoading } from '../components/MapOverlays';
import { PropertyMapCanvas } from '../components/PropertyMapCanvas';
import { countInView } from '../map/points-in-view';
import { usePropertyMapPoints } from '../queries';
import { useMapFilters } from '../use-map-filters';
import { FiltersButton, SearchInput } from '../../../components/DataTable';

/**
 * Property Maps (issue #8 item 6): every property with coordinates, clustered, filtered like the
 * list, its marker coloured by its contracts' coverage (issue 19, docs/contracts.md "Coverage on the map").
 */
export default function PropertyMapPage() {
  const isMobile = useIsMobile();
  const filterState = useMapFilters();
  const { filters } = filterState;
  const points = usePropertyMapPoints(filters);
  const [bounds, setBounds] = useState<LngLatBounds | null>(null);
  const [mapError, setMapError] = useState<string | null>(null);
  const [areFiltersOpen, filtersDrawer] = useDisclosure(false);

  const data = points.data;
  const { coverage } = filterState;
  // The coverage filter chooses among the markers the server sent (the legend counts them all).
  const shown = useMemo(() => (data && coverage.length > 0 ? data.points.filter((point) => coverage.includes(point[3])) : data?.points), [data, coverage]);
  const inView = useMemo(() => countInView(shown, bounds), [shown, bounds]);
  const coverageCounts = useMemo(() => countCoverage(data?.points), [data]);
  const listHref = `${ROUTES.property}${filterState.queryString}`;
  // Paired with the points handed to the map (never the previous filter's, kept on screen while
  // the next load): the camera moves to the answer for these filters.
  const fitKey = JSON.stringify([filters, coverage]);

  const search = (
    <SearchInput
      label="Search properties"
      value={filterState.searchInput}
      onChange={filterState.setSearchInput}
      size="sm"
      style={{ flex: isMobile ? '1 1 auto' : '1 1 170px', maxWidth: isMobile ? undefined : 280 }}
    />
  );
  // An icon, so the bar stays one line at 1280 px with every filter in use.
  const clear = filterState.hasAnyFilter ? (
    <Tooltip label="Clear filters">
      <ActionIcon variant="subtle" color="gray" size={36} aria-label="Clear filters" onClick={filterState.clearFilters}>
        <IconFilterOff aria-hidden size={18} />
      </ActionIcon>
    </Tooltip>
  ) : null;

  return (
    <>
      <PageHeader
        title="Property Maps"
        description={isMobile ? undefined : 'Every property with coordinates. Select a cluster to zoom in, a marker to see the property.'}
        actions={
          isMobile ? undefined : (
            <Button component={Link} to={listHref} variant="default" leftSection={<IconList aria-hidden size={16} />}>
              View as list
            </Button>
          )
        }
      />
      {isMobile ? (
        <>
          <Group gap="xs" wrap="nowrap" mb="sm" mt={-16}>
            {search}
            <FiltersButton activeCount={filterState.activeFilterCount} isOpen={areFiltersOpen} onClick={filtersDrawer.open} />
          </Group>
          <Drawer opened={areFiltersOpen} onClose={filtersDrawer.close} position="bottom" size={340} title="Filter the map" radius="lg">
            <Stack gap="sm" pb="md">
              <MapFilters state={filterState} isStacked />
              <Group grow gap="sm" mt="xs">
                {filterState.hasAnyFilter ? (
                  <Button variant="default" onClick={filterState.clearFilters}>
                    Clear filters
                  </Button>
                ) : null}
                <Button onClick={filtersDrawer.close}>Show on map</Button>
              </Group>
            </Stack>
          </Drawer>
        </>
      ) : (
        <Paper withBorder radius="lg" p="sm" mb="md">
          <Group gap="sm" wrap="wrap" align="center">
            {search}
            <MapFilters state={filterState} isStacked={false} />
            {clear}
          </Group>
        </Paper>
      )}
      <MapCoverageLegend counts={coverageCounts} chosen={coverage} onChange={filterState.setCoverage} />
      <WidgetBoundary what="map" hint="The filters above still work; View as list shows the same properties.">
        <PropertyMapCanvas points={points.isPlaceholderData ? undefined : shown} fitKey={fitKey} onViewChange={setBounds} onError={setMapError} showsCoverage>
          {data && shown ? (
            <MapCountBadge
              onMap={shown.length}
              withoutCoordinates={data.total - data.points.length}
              isFetching={points.isFetching && points.isPlaceholderData}
            />
          ) : null}
          {shown && shown.length > 0 ? <InViewBar inView={inView} listHref={listHref} /> : null}
          {mapError ? (
            <MapError message={mapError} />
          ) : points.error && !data ? (
            <MapError message={errorMessage(points.error, 'The properties could not be loaded.')} onRetry={() => void points.refetch()} />
          ) : points.isLoading ? (
            <MapLoading />
          ) : shown && shown.length === 0 && !points.isPlaceholderData ? (
            <MapEmpty hasFilters={filterState.hasAnyFilter} onClearFilters={filterState.clearFilters} />
          ) : null}
        </PropertyMapCanvas>
      </WidgetBoundary>
    </>
  );
}

import { Badge, Grid, Group, Paper, Stack, Text } from '@mantine/core';
import type { TVendorArea, TVendorDetail } from '@procura/shared';
import { lazy, Suspense } from 'react';
import { Spinner } from '../../../../components/Spinner';
import { WidgetBoundary } from '../../../../components/WidgetBoundary';

const ServiceAreaMap = lazy(() => import('../map/ServiceAreaMap'));

/** The vendor's areas state by state: a whole state, or the counties it covers there. */
function groupAreas(areas: readonly TVendorArea[]) {
  const byState = new Map<number, { name: string; code: string; isWhole: boolean; counties: string[] }>();
  for (const area of areas) {
    const entry = byState.get(area.stateId) ?? { name: area.stateName, code: area.stateCode, isWhole: false, counties: [] };
    if (area.countyId === null) entry.isWhole = true;
    else if (area.countyName) entry.counties.push(area.countyName);
    byState.set(area.stateId, entry);
  }
  return [...byState.values()].sort((a, b) => a.name.localeCompare(b.name));
}

function groupServices(services: TVendorDetail['serviceDetails']) {
  const byCategory = new Map<string, string[]>();
  for (const service of services) {
    const category = service.categoryName ?? 'Other';
    byCategory.set(category, [...(byCategory.get(category) ?? []), service.name]);
  }
  return [...byCategory.entries()].sort(([a], [b]) => a.localeCompare(b));
}

export function ServicesAreasTab({ vendor }: { vendor: TVendorDetail }) {
  const states = groupAreas(vendor.areas);
  const categories = groupServices(vendor.serviceDetails);
  return (
    <Grid gap="md">
      <Grid.Col span={{ base: 12, md: 5 }}>
        <Paper withBorder radius="lg" p="lg" h="100%">
          <Text fw={700} size="sm" mb="sm">
            Services offered ({vendor.serviceDetails.length})
          </Text>
          {categories.length === 0 ? (
            <Text size="sm" c="dimmed">
              No services yet.
            </Text>
          ) : (
            <Stack gap="sm">
              {categories.map(([category, names]) => (
                <Stack key={category} gap={6}>
                  <Text size="xs" c="dimmed" fw={600} tt="uppercase">
                    {category}
                  </Text>
                  <Group gap={6}>
                    {names.map((name) => (
                      <Badge key={name} variant="light" color="blue" radius="sm" tt="none" fw={500}>
                        {name}
                      </Badge>
                    ))}
                  </Group>
                </Stack>
              ))}
            </Stack>
          )}
        </Paper>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 7 }}>
        <Paper withBorder radius="lg" p="lg">
          <Text fw={700} size="sm" mb="sm">
            Service areas{' '}
            {vendor.areaSummary ? (
              <Text span size="sm" c="dimmed" fw={400}>
                · {vendor.areaSummary}
              </Text>
            ) : null}
          </Text>
          {states.length === 0 ? (
            <Text size="sm" c="dimmed">
              No service areas yet.
            </Text>
          ) : (
            <Stack gap="md">
              <WidgetBoundary what="map" hint="The areas are listed below.">
                <Suspense fallback={<Spinner size={32} hint="Loading the map…" />}>
                  <ServiceAreaMap areas={vendor.areas} />
                </Suspense>
              </WidgetBoundary>
              <Stack gap={6} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
                {states.map((state) => (
                  <Text key={state.code} component="li" size="sm">
                    <Text span fw={600}>
                      {state.name}
                    </Text>
                    <Text span c="dimmed">
                      {' — '}
                      {state.isWhole ? 'whole state' : state.counties.sort().join(', ')}
                    </Text>
                  </Text>
                ))}
              </Stack>
            </Stack>
          )}
        </Paper>
      </Grid.Col>
    </Grid>
  );
}

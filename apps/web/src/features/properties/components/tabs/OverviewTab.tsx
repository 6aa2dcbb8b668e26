import { Grid, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { TPropertyDetail } from '@procura/shared';
import type { ReactNode } from 'react';
import { propertyTypeLabel, sizeLabel } from '../../property-display';
import { LazyPropertyPinMap } from '../map/LazyPropertyPinMap';
import { formatDateTime } from '../../../../lib/format';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" fw={600} tt="uppercase" style={{ letterSpacing: 0.4 }}>
        {label}
      </Text>
      <Text size="sm" c="dark.7" style={{ overflowWrap: 'anywhere' }}>
        {children ?? '—'}
      </Text>
    </Stack>
  );
}

const coordinate = (value: number | null) => (value === null ? null : value.toFixed(5));

export function OverviewTab({ property }: { property: TPropertyDetail }) {
  const hasPin = property.latitude !== null && property.longitude !== null;
  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 6 }}>
        <Paper withBorder radius="lg" p="lg" h="100%">
          <Title order={2} fz="md" fw={600} mb="md">
            Details
          </Title>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="md">
            <Field label="Client">{property.clientName}</Field>
            <Field label="Property code">{property.code}</Field>
            <Field label="Type">{propertyTypeLabel(property.propertyType)}</Field>
            <Field label="Size">{sizeLabel(property)}</Field>
            <Field label="Address">{[property.addressLine1, property.addressLine2].filter(Boolean).join(', ') || null}</Field>
            <Field label="City">{property.city?.name ?? property.cityName}</Field>
            <Field label="County">{property.county?.name ?? null}</Field>
            <Field label="State">{property.state ? `${property.state.name} (${property.state.code})` : null}</Field>
            <Field label="ZIP code">{property.zip}</Field>
            <Field label="Country">{property.country?.name ?? null}</Field>
            <Field label="Required services">{String(property.serviceCount)}</Field>
            <Field label="Last updated">{formatDateTime(property.updatedAt)}</Field>
          </SimpleGrid>
          {property.notes ? (
            <Stack gap={2} mt="md">
              <Text size="xs" c="dimmed" fw={600} tt="uppercase" style={{ letterSpacing: 0.4 }}>
                Notes
              </Text>
              <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                {property.notes}
              </Text>
            </Stack>
          ) : null}
        </Paper>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 6 }}>
        <Paper withBorder radius="lg" p="lg" h="100%">
          <Title order={2} fz="md" fw={600} mb="md">
            Location
          </Title>
          {hasPin ? (
            <Stack gap="xs">
              <LazyPropertyPinMap label={`Map showing where ${property.name} is`} latitude={property.latitude} longitude={property.longitude} height={300} />
              <Text size="xs" c="dimmed">
                {coordinate(property.latitude)}, {coordinate(property.longitude)}
              </Text>
            </Stack>
          ) : (
            <Text size="sm" c="dimmed">
              No pin yet. Edit the property to place it on the map.
            </Text>
          )}
        </Paper>
      </Grid.Col>
    </Grid>
  );
}

import { Grid, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { TPropertyDetail } from '@procura/shared';
import { propertyTypeLabel, sizeLabel } from '../../property-display';
import { LazyPropertyPinMap } from '../map/LazyPropertyPinMap';
import { formatDateTime } from '../../../../lib/format';
import { ProfileField } from '../../../../components/ProfileField';

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
            <ProfileField label="Client">{property.clientName}</ProfileField>
            <ProfileField label="Property code">{property.code}</ProfileField>
            <ProfileField label="Type">{propertyTypeLabel(property.propertyType)}</ProfileField>
            <ProfileField label="Size">{sizeLabel(property)}</ProfileField>
            <ProfileField label="Address">{[property.addressLine1, property.addressLine2].filter(Boolean).join(', ') || null}</ProfileField>
            <ProfileField label="City">{property.city?.name ?? property.cityName}</ProfileField>
            <ProfileField label="County">{property.county?.name ?? null}</ProfileField>
            <ProfileField label="State">{property.state ? `${property.state.name} (${property.state.code})` : null}</ProfileField>
            <ProfileField label="ZIP code">{property.zip}</ProfileField>
            <ProfileField label="Country">{property.country?.name ?? null}</ProfileField>
            <ProfileField label="Required services">{String(property.serviceCount)}</ProfileField>
            <ProfileField label="Last updated">{formatDateTime(property.updatedAt)}</ProfileField>
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

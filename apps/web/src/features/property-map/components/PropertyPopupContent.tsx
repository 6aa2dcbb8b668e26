import { ActionIcon, Badge, Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { PROPERTY_TYPE_LABELS, ROUTES, STATUS_LABELS, type TPropertyCoverageState, type TPropertyDetail } from '@procura/shared';
import { IconArrowRight, IconChevronLeft, IconChevronRight, IconMapPin } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '../../../lib/api-error';
import { usePropertyPopupDetail } from '../queries';
import { StatusBadge } from '../../../components/StatusBadge';
import { CoverageBadge } from './MapCoverageLegend';

export function formatAddress(property: Pick<TPropertyDetail, 'addressLine1' | 'cityName' | 'stateCode' | 'zip'>): string {
  const cityLine = [property.cityName, [property.stateCode, property.zip].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  return [property.addressLine1, cityLine].filter(Boolean).join(', ');
}

/** The popup of a marker: one property, or a pager through the properties stacked at one spot. */
export function PropertyPopupContent({ propertyIds, coverage }: { propertyIds: readonly string[]; coverage?: readonly TPropertyCoverageState[] }) {
  const [index, setIndex] = useState(0);
  const propertyId = propertyIds[index] ?? null;
  const detail = usePropertyPopupDetail(propertyId);
  const count = propertyIds.length;

  return (
    <Stack gap={8} miw={220} aria-live="polite" aria-busy={detail.isLoading}>
      {count > 1 ? (
        <Group justify="space-between" gap="xs" wrap="nowrap" pr={20}>
          <Text size="xs" c="dimmed" fw={600}>
            {count} properties here
          </Text>
          <Group gap={2} wrap="nowrap">
            <ActionIcon variant="subtle" color="gray" size="sm" aria-label="Previous property" disabled={index === 0} onClick={() => setIndex(index - 1)}>
              <IconChevronLeft aria-hidden size={16} />
            </ActionIcon>
            <Text size="xs" c="dimmed" miw={44} ta="center">
              {index + 1} of {count}
            </Text>
            <ActionIcon variant="subtle" color="gray" size="sm" aria-label="Next property" disabled={index === count - 1} onClick={() => setIndex(index + 1)}>
              <IconChevronRight aria-hidden size={16} />
            </ActionIcon>
          </Group>
        </Group>
      ) : null}
      {detail.data ? (
        <PropertySummary property={detail.data} coverage={coverage?.[index]} />
      ) : detail.error ? (
        <Stack gap={6} role="alert">
          <Text size="sm" c="red.7">
            {errorMessage(detail.error, 'This property could not be loaded.')}
          </Text>
          <Button size="xs" variant="light" onClick={() => void detail.refetch()}>
            Try again
          </Button>
        </Stack>
      ) : (
        <Stack gap={8} aria-label="Loading the property">
          <Skeleton height={16} width="75%" radius="sm" />
          <Skeleton height={10} width="55%" radius="sm" />
          <Skeleton height={10} width="90%" radius="sm" />
          <Skeleton height={28} radius="sm" mt={4} />
        </Stack>
      )}
    </Stack>
  );
}

function PropertySummary({ property, coverage }: { property: TPropertyDetail; coverage: TPropertyCoverageState | undefined }) {
  const address = formatAddress(property);
  return (
    <>
      <Stack gap={2} pr={20}>
        <Title order={2} fz="sm" fw={700} lh={1.3}>
          {property.name}
        </Title>
        <Text size="xs" c="dimmed">
          {property.code} · {property.clientName}
        </Text>
      </Stack>
      {address ? (
        <Group gap={6} wrap="nowrap" align="flex-start">
          <IconMapPin aria-hidden size={14} style={{ flexShrink: 0, marginTop: 2, color: 'var(--mantine-color-gray-6)' }} />
          <Text size="xs">{address}</Text>
        </Group>
      ) : null}
      <Group gap={6}>
        <StatusBadge label={STATUS_LABELS[property.status]} tone={property.status === 'ACTIVE' ? 'positive' : 'neutral'} />
        <Badge size="sm" variant="light" color="blue">
          {PROPERTY_TYPE_LABELS[property.propertyType]}
        </Badge>
      </Group>
      {coverage ? <CoverageBadge state={coverage} /> : null}
      <Button
        component={Link}
        to={`${ROUTES.property}/${encodeURIComponent(property.id)}`}
        size="xs"
        rightSection={<IconArrowRight aria-hidden size={14} />}
        fullWidth
      >
        Open property
      </Button>
    </>
  );
}

import { Anchor, Button, Group, Loader, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertCircle, IconMapPinOff, IconRefresh } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import classes from './PropertyMap.module.css';

const numberFormat = new Intl.NumberFormat('en-US');
const plural = (count: number, one: string, many: string) => `${numberFormat.format(count)} ${count === 1 ? one : many}`;

/** The count badge: how many properties are on the map, how many matches have no pin, and a spinner while other filters load. */
export function MapCountBadge({ onMap, withoutCoordinates, isFetching }: { onMap: number; withoutCoordinates: number; isFetching: boolean }) {
  const missing = withoutCoordinates;
  return (
    <div className={classes.overlayTopLeft}>
      <Paper shadow="sm" radius="md" px="sm" py={6} withBorder>
        <Group gap={8} wrap="nowrap">
          {isFetching ? <Loader size={14} aria-label="Updating the map" /> : null}
          <Stack gap={0}>
            <Text size="sm" fw={700} data-testid="map-count">
              {plural(onMap, 'property', 'properties')} on the map
            </Text>
            {missing > 0 ? (
              <Text size="xs" c="dimmed">
                {plural(missing, 'match has', 'matches have')} no coordinates
              </Text>
            ) : null}
          </Stack>
        </Group>
      </Paper>
    </div>
  );
}

/** The accessible alternative to the canvas: what is in view, and the same properties as a list. */
export function InViewBar({ inView, listHref }: { inView: number; listHref: string }) {
  return (
    <div className={classes.overlayBottom}>
      <Paper shadow="sm" radius="md" px="sm" py={6} withBorder>
        <Group gap="xs" wrap="nowrap">
          <Text size="sm" role="status" aria-live="polite" aria-atomic="true">
            {plural(inView, 'property', 'properties')} in view
          </Text>
          <Text size="sm" c="dimmed" aria-hidden>
            ·
          </Text>
          <Anchor component={Link} to={listHref} size="sm" fw={600}>
            View as list
          </Anchor>
        </Group>
      </Paper>
    </div>
  );
}

export function MapLoading() {
  return (
    <div className={classes.loadingVeil}>
      <Paper shadow="md" radius="md" px="md" py="sm" withBorder role="status">
        <Group gap="sm" wrap="nowrap">
          <Loader size="sm" />
          <Text size="sm" fw={500}>
            Loading properties…
          </Text>
        </Group>
      </Paper>
    </div>
  );
}

function MapCard({ children, isAlert }: { children: ReactNode; isAlert?: boolean }) {
  return (
    <div className={classes.centered}>
      <Paper shadow="md" radius="lg" p="lg" maw={380} withBorder role={isAlert ? 'alert' : undefined}>
        <Stack align="center" gap="xs" ta="center">
          {children}
        </Stack>
      </Paper>
    </div>
  );
}

export function MapEmpty({ hasFilters, onClearFilters }: { hasFilters: boolean; onClearFilters: () => void }) {
  return (
    <MapCard>
      <ThemeIcon size={44} radius="xl" variant="light" color="blue">
        <IconMapPinOff aria-hidden size={22} />
      </ThemeIcon>
      <Title order={2} fz="md" fw={600}>
        No properties with coordinates match these filters
      </Title>
      <Text size="sm" c="dimmed">
        {hasFilters ? 'Try other filters, or clear them to see every property.' : 'Properties appear here once they have an address or a pin.'}
      </Text>
      {hasFilters ? (
        <Button variant="light" size="sm" onClick={onClearFilters} mt={4}>
          Clear filters
        </Button>
      ) : null}
    </MapCard>
  );
}

export function MapError({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <MapCard isAlert>
      <ThemeIcon size={44} radius="xl" variant="light" color="red">
        <IconAlertCircle aria-hidden size={22} />
      </ThemeIcon>
      <Title order={2} fz="md" fw={600}>
        The map could not be loaded
      </Title>
      <Text size="sm" c="dimmed">
        {message}
      </Text>
      {onRetry ? (
        <Button variant="light" size="sm" leftSection={<IconRefresh aria-hidden size={16} />} onClick={onRetry} mt={4}>
          Try again
        </Button>
      ) : null}
    </MapCard>
  );
}

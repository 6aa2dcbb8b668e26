import { Badge, Button, Group, Text } from '@mantine/core';
import { PROPERTY_COVERAGE_STATES, type TPropertyCoverageState } from '@procura/shared';
import { COVERAGE_LOOK } from '../coverage-look';
import type { TMapPoint } from '../map/property-points';
import classes from './PropertyMap.module.css';

/** How many of the points have each coverage state: one pass. */
export function countCoverage(points: readonly TMapPoint[] | undefined): Record<TPropertyCoverageState, number> | null {
  if (!points) return null;
  const counts: Record<TPropertyCoverageState, number> = { COVERED: 0, EXPIRING: 0, GAPS: 0, NONE: 0 };
  for (const point of points) counts[point[3]] += 1;
  return counts;
}

/** A property's coverage in words, with its icon and marker colour (the popup). */
export function CoverageBadge({ state }: { state: TPropertyCoverageState }) {
  const look = COVERAGE_LOOK[state];
  const Icon = look.icon;
  return (
    <Badge
      size="sm"
      variant="light"
      color={look.color}
      radius="sm"
      leftSection={<Icon aria-hidden size={12} />}
      styles={{ label: { textTransform: 'none' } }}
      data-coverage={state}
    >
      Coverage: {look.label}
    </Badge>
  );
}

/**
 * What the markers' colours mean, each with its count on the map (docs/contracts.md "Coverage on
 * the map"), and the coverage filter: each state is a toggle that shows only the markers of the
 * states pressed (none pressed: all). Outside the map, so it never hides a marker.
 */
export function MapCoverageLegend({
  counts,
  chosen,
  onChange,
}: {
  counts: Record<TPropertyCoverageState, number> | null;
  chosen: readonly TPropertyCoverageState[];
  onChange: (states: TPropertyCoverageState[]) => void;
}) {
  const toggle = (state: TPropertyCoverageState) =>
    onChange(chosen.includes(state) ? chosen.filter((s) => s !== state) : PROPERTY_COVERAGE_STATES.filter((s) => s === state || chosen.includes(s)));
  return (
    <Group gap={6} wrap="wrap" align="center" mb="xs" data-testid="map-legend">
      <Text size="sm" fw={600} id="map-legend-title">
        Coverage
      </Text>
      <Group gap={6} wrap="wrap" role="list" aria-labelledby="map-legend-title">
        {PROPERTY_COVERAGE_STATES.map((state) => {
          const look = COVERAGE_LOOK[state];
          const Icon = look.icon;
          const isPressed = chosen.includes(state);
          return (
            <div key={state} role="listitem">
              <Button
                size="compact-sm"
                radius="sm"
                variant={isPressed ? 'filled' : 'light'}
                color={look.color}
                aria-pressed={isPressed}
                data-coverage={state}
                onClick={() => toggle(state)}
                leftSection={
                  <span className={classes.legendMarker} style={{ background: look.marker }}>
                    <Icon aria-hidden size={10} color="#fff" />
                  </span>
                }
              >
                {look.label}: {counts ? counts[state].toLocaleString('en-US') : '…'}
              </Button>
            </div>
          );
        })}
      </Group>
      {/* A phone keeps its height for the map: the toggles say what they do by being pressed. */}
      <Text size="xs" c="dimmed" visibleFrom="sm">
        {chosen.length > 0 ? 'Showing only the pressed states. ' : 'Press a state to show only its markers. '}A cluster’s ring shows its worst: red for gaps,
        orange for expiring.
      </Text>
    </Group>
  );
}

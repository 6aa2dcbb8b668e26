import { Badge, Group } from '@mantine/core';
import { COVERAGE_CELL_STATES, type TCoverageSummary } from '@procura/shared';
import { CELL_LOOK } from '../coverage-format';

/** What each colour means, with how many cells of each state the filters find. */
export function CoverageLegend({ summary }: { summary: TCoverageSummary | undefined }) {
  return (
    <Group gap="xs" role="list" aria-label="Legend: cells by state" mb="sm">
      {COVERAGE_CELL_STATES.map((state) => {
        const look = CELL_LOOK[state];
        const Icon = look.icon;
        return (
          <Badge
            key={state}
            role="listitem"
            color={look.color}
            variant="light"
            radius="sm"
            leftSection={<Icon aria-hidden size={14} />}
            styles={{ label: { textTransform: 'none' } }}
          >
            {look.label}: {summary ? summary[state] : '…'}
          </Badge>
        );
      })}
    </Group>
  );
}

import { Anchor, Badge, Checkbox, Group, Popover, Stack, Text, UnstyledButton } from '@mantine/core';
import { ROUTES, type TCoverageCell } from '@procura/shared';
import { Link } from 'react-router';
import { CELL_LOOK } from '../coverage-format';

interface TCoverageCellProps {
  cell: TCoverageCell | undefined;
  propertyName: string;
  serviceName: string;
  /** Gaps may be chosen for an RFP: the cell then carries a checkbox. */
  selectable: boolean;
  selected: boolean;
  onToggle: () => void;
}

/**
 * One property × service: its state as a word with an icon and a colour; a gap can be selected
 * for an RFP; a held cell opens the contract lines in force (each links to its contract).
 */
export function CoverageCell({ cell, propertyName, serviceName, selectable, selected, onToggle }: TCoverageCellProps) {
  if (!cell) {
    return (
      <Text size="xs" c="dimmed" aria-label={`${serviceName}: nothing required or contracted`}>
        —
      </Text>
    );
  }
  const look = CELL_LOOK[cell.state];
  const Icon = look.icon;
  const badge = (
    <Badge color={look.color} variant="light" radius="sm" size="sm" leftSection={<Icon aria-hidden size={12} />} styles={{ label: { textTransform: 'none' } }}>
      {look.label}
    </Badge>
  );
  if (cell.state === 'MISSING') {
    return (
      <Group gap={4} wrap="nowrap">
        {selectable ? <Checkbox size="xs" aria-label={`Select the gap ${serviceName} at ${propertyName}`} checked={selected} onChange={onToggle} /> : null}
        {badge}
      </Group>
    );
  }
  return (
    <Popover position="bottom-start" withArrow shadow="md" width={280}>
      <Popover.Target>
        <UnstyledButton
          aria-label={`${serviceName} at ${propertyName}: ${look.label}, ${cell.lines.length} contract line${cell.lines.length === 1 ? '' : 's'}`}
        >
          {badge}
        </UnstyledButton>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap={6}>
          <Text size="sm" fw={600}>
            {serviceName} at {propertyName}
          </Text>
          {cell.lines.map((line) => (
            <Text key={line.lineId} size="sm">
              <Anchor component={Link} to={`${ROUTES.contracts}/${encodeURIComponent(line.contractId)}`}>
                {line.contractNumber}
              </Anchor>{' '}
              {line.vendorName}
              {line.endOn ? `, ends ${line.endOn}` : ''}
            </Text>
          ))}
          {cell.required ? null : (
            <Text size="xs" c="dimmed">
              Contracted, but the property does not list this service as required.
            </Text>
          )}
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}

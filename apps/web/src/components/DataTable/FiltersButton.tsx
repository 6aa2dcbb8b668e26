import { Badge, Button } from '@mantine/core';
import { IconFilter } from '@tabler/icons-react';

/** On a phone the filters fold away behind this button, which counts the ones in use. */
export function FiltersButton({ activeCount, isOpen, onClick }: { activeCount: number; isOpen: boolean; onClick: () => void }) {
  return (
    <Button
      variant="default"
      size="sm"
      leftSection={<IconFilter aria-hidden size={16} />}
      onClick={onClick}
      aria-expanded={isOpen}
      style={{ flexShrink: 0 }}
      rightSection={
        activeCount > 0 ? (
          <Badge size="xs" circle>
            {activeCount}
          </Badge>
        ) : null
      }
    >
      Filters
    </Button>
  );
}

import { ActionIcon, Menu } from '@mantine/core';
import { IconDots } from '@tabler/icons-react';
import { Fragment } from 'react';
import type { TDataTableRowAction } from './types';

/** The "…" menu of one row; Mantine's menu gives arrow-key navigation and Escape to close. */
export function RowActionsMenu({ label, actions }: { label: string; actions: readonly TDataTableRowAction[] }) {
  if (actions.length === 0) return null;
  const regular = actions.filter((action) => !action.isDestructive);
  const destructive = actions.filter((action) => action.isDestructive);
  return (
    <Menu position="bottom-end" shadow="md" width={220} withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" size="lg" aria-label={`Actions for ${label}`}>
          <IconDots aria-hidden size={20} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {regular.map((action) => (
          <Menu.Item key={action.label} leftSection={action.icon} onClick={action.onSelect}>
            {action.label}
          </Menu.Item>
        ))}
        {destructive.length > 0 ? (
          <Fragment>
            {regular.length > 0 ? <Menu.Divider /> : null}
            {destructive.map((action) => (
              <Menu.Item key={action.label} color="red" leftSection={action.icon} onClick={action.onSelect}>
                {action.label}
              </Menu.Item>
            ))}
          </Fragment>
        ) : null}
      </Menu.Dropdown>
    </Menu>
  );
}

import { ActionIcon, Badge, Button, Group, Indicator, Popover, ScrollArea, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { TNotification } from '@procura/shared';
import { formatDateTime } from '../../../lib/format';
import { NOTIFICATION_LIST_LIMIT, useMarkAllNotificationsRead, useMarkNotificationRead, useNotifications, useNotificationSummary } from '../queries';

/**
 * The bell in the shell's header (docs/notifications.md "The bell"): the unread count, kept
 * current by polling a revalidated summary, and the list, each item opening its record.
 */
export function NotificationBell() {
  const [opened, setOpened] = useState(false);
  const [page, setPage] = useState(1);
  const summary = useNotificationSummary();
  const list = useNotifications(page, opened);
  const markRead = useMarkNotificationRead();
  const markAll = useMarkAllNotificationsRead();
  const navigate = useNavigate();
  const unread = summary.data?.unread ?? 0;
  const pages = Math.max(1, Math.ceil((list.data?.total ?? 0) / NOTIFICATION_LIST_LIMIT));

  const open = (item: TNotification) => {
    if (!item.readAt) markRead.mutate(item.id);
    setOpened(false);
    void navigate(item.link);
  };

  return (
    <Popover opened={opened} onChange={setOpened} position="bottom-end" width={360} shadow="md" withinPortal trapFocus>
      <Popover.Target>
        <ActionIcon
          variant="subtle"
          color="gray"
          size="lg"
          aria-label={unread > 0 ? `Notifications, ${unread} unread` : 'Notifications'}
          onClick={() => setOpened((o) => !o)}
        >
          <Indicator label={unread > 99 ? '99+' : unread} size={16} disabled={unread === 0} color="red.8" offset={2} aria-hidden>
            <IconBell aria-hidden size={22} />
          </Indicator>
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown p={0} aria-label="Notifications" maw="calc(100vw - 16px)">
        <Group justify="space-between" px="md" py="sm" wrap="nowrap">
          <Text fw={600} component="h2" fz="md" m={0}>
            Notifications
          </Text>
          <Button variant="subtle" size="compact-sm" disabled={unread === 0 || markAll.isPending} onClick={() => markAll.mutate()}>
            Mark all read
          </Button>
        </Group>
        <ScrollArea.Autosize mah={420}>
          {list.isError ? (
            <Text size="sm" px="md" py="sm" c="red.8">
              The notifications could not be loaded. Close this and open it again.
            </Text>
          ) : list.data && list.data.data.length === 0 ? (
            <Text size="sm" px="md" py="lg" c="dimmed">
              Nothing yet. You are told here when something needs you: a bid, an award, a deadline.
            </Text>
          ) : (
            <Stack gap={0} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }} aria-busy={list.isLoading}>
              {list.data?.data.map((item) => (
                <li key={item.id}>
                  <UnstyledButton
                    onClick={() => open(item)}
                    px="md"
                    py="sm"
                    w="100%"
                    style={{ borderTop: '1px solid var(--mantine-color-gray-2)', background: item.readAt ? undefined : 'var(--mantine-color-blue-0)' }}
                  >
                    <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
                      <Text size="sm" fw={item.readAt ? 400 : 700} c="dark.8">
                        {item.title}
                      </Text>
                      {item.readAt ? null : (
                        <Badge size="xs" color="blue.8" variant="filled">
                          New
                        </Badge>
                      )}
                    </Group>
                    <Text size="xs" c="gray.8" lineClamp={2}>
                      {item.body}
                    </Text>
                    <Text size="xs" c="gray.7">
                      {formatDateTime(item.createdAt)}
                    </Text>
                  </UnstyledButton>
                </li>
              ))}
            </Stack>
          )}
        </ScrollArea.Autosize>
        {pages > 1 ? (
          <Group justify="space-between" px="md" py="xs" style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}>
            <Button variant="subtle" size="compact-sm" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
              Newer
            </Button>
            <Text size="xs" c="gray.7">
              Page {page} of {pages}
            </Text>
            <Button variant="subtle" size="compact-sm" disabled={page >= pages} onClick={() => setPage((p) => p + 1)}>
              Older
            </Button>
          </Group>
        ) : null}
      </Popover.Dropdown>
    </Popover>
  );
}

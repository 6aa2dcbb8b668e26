import { Button, Skeleton, Stack, Table, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertCircle, IconRefresh } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { EmptyState } from '../EmptyState';

/** Grey bars shaped like the rows to come, so the page does not jump when they arrive. */
export function SkeletonRows({ columnCount, rowCount }: { columnCount: number; rowCount: number }) {
  return (
    <>
      {Array.from({ length: rowCount }, (_, row) => (
        <Table.Tr key={row} aria-hidden="true">
          {Array.from({ length: columnCount }, (_, column) => (
            <Table.Td key={column}>
              <Skeleton height={12} radius="sm" width={column === 0 ? '70%' : `${40 + ((row + column) % 3) * 15}%`} />
            </Table.Td>
          ))}
        </Table.Tr>
      ))}
    </>
  );
}

export function SkeletonCards({ count }: { count: number }) {
  return (
    <Stack gap={0} aria-hidden="true">
      {Array.from({ length: count }, (_, index) => (
        <Stack key={index} gap={8} p="md" style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}>
          <Skeleton height={14} width="60%" radius="sm" />
          <Skeleton height={10} width="80%" radius="sm" />
          <Skeleton height={10} width="40%" radius="sm" />
        </Stack>
      ))}
    </Stack>
  );
}

export function TableErrorState({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <Stack align="center" gap="xs" py="xl" px="md" ta="center" role="alert">
      <ThemeIcon size={48} radius="xl" variant="light" color="red">
        <IconAlertCircle aria-hidden size={24} />
      </ThemeIcon>
      <Title order={3} fz="md" fw={600} mt="xs">
        This list could not be loaded
      </Title>
      <Text size="sm" c="dimmed" maw={420}>
        {message}
      </Text>
      {onRetry ? (
        <Button variant="light" leftSection={<IconRefresh aria-hidden size={16} />} onClick={onRetry} mt="xs">
          Try again
        </Button>
      ) : null}
    </Stack>
  );
}

export function TableEmptyState({ title, description, action }: { title: string; description?: ReactNode; action?: ReactNode }) {
  return <EmptyState title={title} description={description} action={action} />;
}

import { Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconStack2 } from '@tabler/icons-react';
import type { ReactNode } from 'react';

export interface TEmptyStateProps {
  title: string;
  description?: ReactNode;
  icon?: ReactNode;
  action?: ReactNode;
}

export function EmptyState({ title, description, icon, action }: TEmptyStateProps) {
  return (
    <Stack align="center" gap="xs" py="xl" px="md" ta="center">
      <ThemeIcon size={48} radius="xl" variant="light" color="blue">
        {icon ?? <IconStack2 aria-hidden size={24} />}
      </ThemeIcon>
      <Title order={3} fz="md" fw={600} mt="xs">
        {title}
      </Title>
      {description ? (
        <Text size="sm" c="dimmed" maw={360}>
          {description}
        </Text>
      ) : null}
      {action}
    </Stack>
  );
}

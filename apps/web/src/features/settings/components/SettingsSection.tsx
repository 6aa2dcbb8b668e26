import { Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

export function SettingsSection({ title, description, children }: { title: string; description: string; children: ReactNode }) {
  return (
    <Paper withBorder p={{ base: 'md', sm: 'xl' }} radius="lg">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={2} fz="lg">
            {title}
          </Title>
          <Text size="sm" c="dimmed">
            {description}
          </Text>
        </Stack>
        {children}
      </Stack>
    </Paper>
  );
}

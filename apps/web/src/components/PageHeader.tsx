import { Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { usePageTitle } from '../lib/brand';

export interface TPageHeaderProps {
  title: string;
  description?: ReactNode;
  /** Buttons on the right: the page's primary actions. */
  actions?: ReactNode;
  /** Sets the document title too, unless the page names itself differently. */
  documentTitle?: string;
}

export function PageHeader({ title, description, actions, documentTitle }: TPageHeaderProps) {
  usePageTitle(documentTitle ?? title);
  return (
    <Group justify="space-between" align="flex-start" gap="md" mb="xl" wrap="wrap">
      <Stack gap={4} style={{ minWidth: 0, flex: '1 1 240px' }}>
        <Title order={1} fz={{ base: 22, sm: 26 }} fw={700} c="dark.8">
          {title}
        </Title>
        {description ? (
          <Text c="dimmed" size="sm">
            {description}
          </Text>
        ) : null}
      </Stack>
      {actions ? <Group gap="sm">{actions}</Group> : null}
    </Group>
  );
}

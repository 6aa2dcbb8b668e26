import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { usePageTitle } from '../../../lib/brand';

/** Title and one line of help at the top of every identity card; also names the tab. */
export function AuthCardHeader({ title, description }: { title: string; description?: ReactNode }) {
  usePageTitle(title);
  return (
    <Stack gap={6} mb="lg">
      <Title order={1} fz={24} fw={700} c="dark.8">
        {title}
      </Title>
      {description ? (
        <Text size="sm" c="dimmed">
          {description}
        </Text>
      ) : null}
    </Stack>
  );
}

import { Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { ComingSoonIllustration } from './ComingSoonIllustration';

export interface TComingSoonProps {
  /** What is being built, e.g. "Vendor management". */
  feature?: string;
  children?: ReactNode;
}

/** Spec §2: 'Coming Soon!' with an image, for screens not built yet. */
export function ComingSoon({ feature, children }: TComingSoonProps) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'lg', sm: 48 }} shadow="xs">
      <Stack align="center" gap="sm" ta="center">
        <ComingSoonIllustration />
        <Title order={2} fz={{ base: 24, sm: 28 }} c="blue.8" mt="md">
          Coming Soon!
        </Title>
        <Text c="dimmed" maw={440}>
          {feature
            ? `${feature} is being built. It will appear here as soon as it is ready.`
            : 'This page is being built. It will appear here as soon as it is ready.'}
        </Text>
        {children}
      </Stack>
    </Paper>
  );
}

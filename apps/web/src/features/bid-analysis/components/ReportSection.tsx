import { Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** One part of the report: a titled region (a landmark for screen readers), its words, its body. */
export function ReportSection({
  id,
  title,
  description,
  actions,
  children,
}: {
  id: string;
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Paper component="section" withBorder radius="md" p={{ base: 'sm', sm: 'md' }} aria-labelledby={`${id}-title`}>
      <Stack gap="sm">
        <Stack gap={2}>
          <Title order={2} fz="lg" id={`${id}-title`}>
            {title}
          </Title>
          {description ? (
            <Text size="sm" c="dimmed">
              {description}
            </Text>
          ) : null}
        </Stack>
        {actions}
        {children}
      </Stack>
    </Paper>
  );
}

/**
 * A wide table scrolls sideways in its own box, never the page (a phone at 390 px); the box is
 * focusable so the keyboard scrolls it too.
 */
export function ScrollBox({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div style={{ overflowX: 'auto' }} tabIndex={0} role="group" aria-label={`${label}, scrolls sideways`}>
      {children}
    </div>
  );
}

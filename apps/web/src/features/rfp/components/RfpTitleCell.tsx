import { Anchor, Stack, Text } from '@mantine/core';
import type { TRfpItem } from '@procura/shared';
import { Link } from 'react-router';

/** A list row's RFP: its title linking to `to` (its page, or its report), and under it number and client. */
export function RfpTitleCell({ rfp, to }: { rfp: Pick<TRfpItem, 'title' | 'number' | 'clientName'>; to: string }) {
  return (
    <Stack gap={0} style={{ minWidth: 0 }}>
      <Anchor component={Link} to={to} fw={600} size="sm" c="dark.8" lineClamp={2}>
        {rfp.title}
      </Anchor>
      <Text size="xs" c="dimmed">
        {rfp.number} · {rfp.clientName}
      </Text>
    </Stack>
  );
}

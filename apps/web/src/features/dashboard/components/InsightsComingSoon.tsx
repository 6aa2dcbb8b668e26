import { Badge, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import type { TActorKind } from '@procura/shared';
import { ComingSoonIllustration } from '../../../components/ComingSoonIllustration';
import { useWorkspaceKind } from '../../../providers/auth/use-workspace-kind';

/** What each kind of workspace will be shown first: a vendor is not told about vendors awaiting approval. */
const PROMISES: Record<TActorKind, { title: string; items: readonly string[] }> = {
  provider: {
    title: 'Your portfolio at a glance',
    items: [
      'Open requests for proposal and their deadlines',
      'Bids awaiting review',
      'Contracts expiring in the next 30, 60 and 90 days',
      'Vendors awaiting approval and expiring insurance certificates',
    ],
  },
  client: {
    title: 'Your portfolio at a glance',
    items: [
      'Requests for proposal for your properties and their deadlines',
      'Bids ready for your review',
      'Contracts expiring in the next 30, 60 and 90 days',
      'Vendors you onboarded and whether the provider has approved them',
    ],
  },
  vendor: {
    title: 'Your work at a glance',
    items: [
      'Requests for proposal you are invited to and their deadlines',
      'Your bids and where each one stands',
      'Your contracts expiring in the next 30, 60 and 90 days',
      'Your W-9 and insurance certificates before they expire',
    ],
  },
};

/** Placeholder for the per-workspace widgets of docs/product.md "Screens". */
export function InsightsComingSoon() {
  const { title, items } = PROMISES[useWorkspaceKind()?.kind ?? 'provider'];
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
      <Group align="center" gap="xl" wrap="wrap" justify="space-between">
        <Stack gap="sm" style={{ flex: '1 1 280px' }}>
          <Group gap="sm">
            <Title order={2} fz="lg">
              {title}
            </Title>
            <Badge variant="light">Coming soon</Badge>
          </Group>
          <Text size="sm" c="dimmed">
            This dashboard will soon show what needs your attention:
          </Text>
          <List size="sm" spacing={4} c="dark.6" aria-label="What the dashboard will show">
            {items.map((item) => (
              <List.Item key={item}>{item}</List.Item>
            ))}
          </List>
        </Stack>
        <ComingSoonIllustration width={220} />
      </Group>
    </Paper>
  );
}

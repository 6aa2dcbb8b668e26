import { Badge, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { ComingSoonIllustration } from '../../../components/ComingSoonIllustration';

/** Placeholder for the per-workspace widgets of docs/product.md "Screens". */
export function InsightsComingSoon() {
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
      <Group align="center" gap="xl" wrap="wrap" justify="space-between">
        <Stack gap="sm" style={{ flex: '1 1 280px' }}>
          <Group gap="sm">
            <Title order={2} fz="lg">
              Your portfolio at a glance
            </Title>
            <Badge variant="light">Coming soon</Badge>
          </Group>
          <Text size="sm" c="dimmed">
            This dashboard will soon show what needs your attention:
          </Text>
          <List size="sm" spacing={4} c="dark.6">
            <List.Item>Open requests for proposal and their deadlines</List.Item>
            <List.Item>Bids awaiting review</List.Item>
            <List.Item>Contracts expiring in the next 30, 60 and 90 days</List.Item>
            <List.Item>Vendors awaiting approval and expiring insurance certificates</List.Item>
          </List>
        </Stack>
        <ComingSoonIllustration width={220} />
      </Group>
    </Paper>
  );
}

import { Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useAuth } from '../../../providers/auth/auth-context';
import { tenantTypeLabel } from '../../../lib/tenant-label';

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Stack gap={4}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600} style={{ letterSpacing: '0.04em' }}>
        {label}
      </Text>
      {children}
    </Stack>
  );
}

/**
 * Who you are signed in as and with which roles: the first question after an invitation.
 * Deliberately no links: the side navigation is the one place that names each area.
 */
export function AccountSummary() {
  const { userDetails, userWorkspace } = useAuth();
  if (!userDetails) return null;
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
      <Title order={2} fz="lg" mb="md">
        Your account
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
        <Fact label="Signed in as">
          <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
            {userDetails.email}
          </Text>
        </Fact>
        <Fact label="Workspace">
          <Text size="sm" fw={500}>
            {userWorkspace ? `${userWorkspace.name} · ${tenantTypeLabel(userWorkspace.type)}` : '—'}
          </Text>
        </Fact>
        <Fact label="Roles">
          <Group gap={6}>
            {userDetails.userRoles.length === 0 ? <Text size="sm">No roles yet</Text> : null}
            {userDetails.userRoles.map((role) => (
              <Badge key={role.id} variant="light" radius="sm">
                {role.name}
              </Badge>
            ))}
          </Group>
        </Fact>
      </SimpleGrid>
    </Paper>
  );
}

import { Anchor, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { errorMessage } from '../../../lib/api-error';
import { useClientScopeList } from '../queries';
import { scopePath } from '../sow-format';
import { useSowPermissions } from '../use-sow-permissions';
import { ComposedOfflineBadge, SowStatusBadge } from './SowBadges';

const SHOWN = 25;

/**
 * The client scopes that apply to one property, on the property's Services tab (issue #10:
 * "shown on the property's services tab"), each a link to the scope.
 */
export function PropertyScopesSection({ propertyId }: { propertyId: string }) {
  // Without the right to read scopes the section would only show a refusal.
  if (!useSowPermissions().canReadScopes) return null;
  return <ScopesList propertyId={propertyId} />;
}

function ScopesList({ propertyId }: { propertyId: string }) {
  const scopes = useClientScopeList({ propertyId, limit: SHOWN, sort: 'service', sortDirection: 'asc' });
  const rows = scopes.data?.data ?? [];
  const total = scopes.data?.total ?? 0;
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="property-scopes-title">
      <Title order={2} fz="md" fw={600} id="property-scopes-title" mb={4}>
        Scopes of work
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        The client scopes applied to this property: what vendors will price here.
      </Text>
      {scopes.isLoading ? (
        <Stack gap="xs" role="status" aria-busy="true" aria-label="Loading the scopes">
          <Skeleton h={14} w="50%" />
          <Skeleton h={14} w="40%" />
        </Stack>
      ) : scopes.error ? (
        <Text size="sm" c="red.8" role="alert">
          {errorMessage(scopes.error, 'The scopes could not be loaded.')}
        </Text>
      ) : rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          No scope of work applies to this property yet.
        </Text>
      ) : (
        <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {rows.map((scope) => (
            <Group key={scope.id} component="li" gap="sm" wrap="wrap" justify="space-between">
              <Stack gap={0} style={{ minWidth: 0, flex: '1 1 240px' }}>
                <Anchor component={Link} to={scopePath(scope.id)} size="sm" fw={600}>
                  {scope.name}
                </Anchor>
                <Text size="xs" c="dimmed">
                  {scope.serviceName} · {scope.categoryName} · version {scope.version}
                </Text>
              </Stack>
              <Group gap={6}>
                {scope.composedOffline ? <ComposedOfflineBadge /> : null}
                <SowStatusBadge status={scope.status} />
              </Group>
            </Group>
          ))}
          {total > rows.length ? (
            <Text size="xs" c="dimmed" component="li">{`${total - rows.length} more: filter the Scope Of Work list by this property.`}</Text>
          ) : null}
        </Stack>
      )}
    </Paper>
  );
}

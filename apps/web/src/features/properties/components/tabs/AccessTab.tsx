import { Badge, Group, Paper, Stack, Switch, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { TPropertyDetail, TUserListItem } from '@procura/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { DataTable, SearchInput, type TDataTableColumn, useTabPaging } from '../../../../components/DataTable';
import { errorMessage } from '../../../../lib/api-error';
import { getUserPropertyPermission, listUserProperties } from '../../api';
import { propertyKeys, useClientPeople, useClientTenantId, useUpdatePropertyPermission } from '../../queries';

/** Does this person see this property? Their access mode, and for ASSIGNED whether it is granted to them. */
function usePersonAccess(userId: string, property: TPropertyDetail) {
  return useQuery({
    queryKey: [...propertyKeys.userProperties(userId), 'access-to', property.id] as const,
    queryFn: async ({ signal }) => {
      const permission = await getUserPropertyPermission(userId, signal);
      if (permission.propertyAccess === 'ALL') return { mode: 'ALL' as const, isGranted: true };
      // The code is unique per client: searching by it finds this property among the person's.
      const page = await listUserProperties({ userId, search: property.code, page: 1, limit: 25, granted: 'all' }, signal);
      return { mode: 'ASSIGNED' as const, isGranted: page.data.some((row) => row.id === property.id && row.granted) };
    },
    refetchOnMount: true,
  });
}

function AccessCell({ user, property }: { user: TUserListItem; property: TPropertyDetail }) {
  const access = usePersonAccess(user.id, property);
  const update = useUpdatePropertyPermission();
  const name = `${user.firstName} ${user.lastName}`;
  if (access.isLoading)
    return (
      <Text size="sm" c="dimmed">
        Checking…
      </Text>
    );
  if (access.error || !access.data)
    return (
      <Text size="sm" c="red.7">
        {errorMessage(access.error, 'Access could not be read.')}
      </Text>
    );
  if (access.data.mode === 'ALL')
    return (
      <Badge variant="light" color="blue" tt="none">
        Sees every property
      </Badge>
    );
  return (
    <Switch
      aria-label={`${name} can see ${property.name}`}
      label={access.data.isGranted ? 'Granted' : 'Not granted'}
      checked={access.data.isGranted}
      disabled={update.isPending}
      onChange={(event) =>
        update.mutate({
          userId: user.id,
          propertyAccess: 'ASSIGNED',
          grant: event.currentTarget.checked ? [property.id] : [],
          revoke: event.currentTarget.checked ? [] : [property.id],
        })
      }
    />
  );
}

/**
 * Who sees this property (spec §7 user-permission endpoints): the client's property managers;
 * those with ASSIGNED access see only the properties granted to them.
 */
export function AccessTab({ property }: { property: TPropertyDetail }) {
  const { page, limit, paging } = useTabPaging();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const tenant = useClientTenantId(property.clientId);
  const people = useClientPeople({ tenantId: tenant.data ?? null, search: debounced, propertyManagersOnly: true, page, limit }, !tenant.isLoading);

  const columns: TDataTableColumn<TUserListItem>[] = [
    {
      key: 'name',
      header: 'Person',
      width: '40%',
      render: (user) => (
        <Stack gap={0} style={{ minWidth: 0 }}>
          <Text size="sm" fw={600} c="dark.7">{`${user.firstName} ${user.lastName}`}</Text>
          <Text size="xs" c="dimmed" truncate>
            {user.email}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'roles',
      header: 'Roles',
      render: (user) => (
        <Text size="sm" truncate>
          {user.roles.map((role) => role.name).join(', ') || '—'}
        </Text>
      ),
    },
    { key: 'access', header: 'Access to this property', width: 220, render: (user) => <AccessCell user={user} property={property} /> },
  ];

  return (
    <Stack gap="md">
      <Paper withBorder radius="lg" p="sm">
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Text size="sm" c="dimmed" style={{ flex: '1 1 320px' }}>
            Property managers with assigned access see only the properties granted to them. Turn the switch on to let one see {property.name}.
          </Text>
          <SearchInput label="Search people" value={search} onChange={setSearch} w={{ base: '100%', sm: 260 }} />
        </Group>
      </Paper>
      <DataTable
        label="Property access"
        columns={columns}
        rows={people.data?.data}
        getRowId={(user) => user.id}
        getRowLabel={(user) => `${user.firstName} ${user.lastName}`}
        paging={paging(people.data?.total ?? 0)}
        isLoading={people.isLoading || tenant.isLoading}
        isFetching={people.isFetching && people.isPlaceholderData}
        error={people.error ? errorMessage(people.error, 'The people could not be loaded.') : null}
        onRetry={() => void people.refetch()}
        empty={{
          title: debounced ? 'No one matches' : 'No property managers yet',
          description: 'People of the client with a property manager role appear here.',
        }}
      />
    </Stack>
  );
}

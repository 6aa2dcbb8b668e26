import { Avatar, Badge, Group, Stack, Text, Tooltip } from '@mantine/core';
import type { TUserListItem } from '@procura/shared';
import type { TDataTableColumn } from '../../../components/DataTable';
import { tenantTypeLabel } from '../../../lib/tenant-label';
import { fullName, initialsOf, primaryTenant } from '../user-display';
import { UserStatusBadge } from './UserStatusBadge';

const MAX_ROLE_BADGES = 2;

function RolesCell({ user }: { user: TUserListItem }) {
  if (user.roles.length === 0)
    return (
      <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
        No roles
      </Text>
    );
  const shown = user.roles.slice(0, MAX_ROLE_BADGES);
  const hidden = user.roles.slice(MAX_ROLE_BADGES);
  return (
    <Group gap={4} wrap="wrap">
      {shown.map((role) => (
        <Badge key={role.id} variant="outline" color="gray" radius="sm" tt="none" fw={500} maw="100%" title={role.name}>
          {role.name}
        </Badge>
      ))}
      {hidden.length > 0 ? (
        <Tooltip label={hidden.map((role) => role.name).join(', ')} withArrow>
          <Badge variant="light" color="gray" radius="sm" tt="none" tabIndex={0}>
            +{hidden.length}
          </Badge>
        </Tooltip>
      ) : null}
    </Group>
  );
}

export function userColumns(isSelf: (user: TUserListItem) => boolean): TDataTableColumn<TUserListItem>[] {
  return [
    {
      key: 'name',
      header: 'Name',
      sortKey: 'name',
      width: '17%',
      render: (user) => (
        <Group gap="sm" wrap="nowrap">
          <Avatar size={32} radius="xl" color="blue" variant="light" style={{ flexShrink: 0 }}>
            {initialsOf(user)}
          </Avatar>
          <Stack gap={0} style={{ minWidth: 0, flex: 1 }}>
            <Group gap={6} wrap="nowrap" style={{ minWidth: 0 }}>
              <Text size="sm" fw={600} c="dark.7" truncate title={fullName(user)}>
                {fullName(user)}
              </Text>
              {isSelf(user) ? (
                <Badge size="xs" variant="light">
                  You
                </Badge>
              ) : null}
            </Group>
            {user.authorized ? null : (
              <Text size="xs" c="dimmed">
                Contact only · cannot sign in
              </Text>
            )}
          </Stack>
        </Group>
      ),
    },
    {
      key: 'organization',
      header: 'Organization',
      sortKey: 'organization',
      width: '17%',
      render: (user) => {
        const tenant = primaryTenant(user);
        if (!tenant)
          return (
            <Text size="sm" c="dimmed">
              —
            </Text>
          );
        return (
          <Stack gap={0}>
            <Text size="sm" truncate title={tenant.name}>
              {tenant.name}
            </Text>
            <Text size="xs" c="dimmed">
              {tenantTypeLabel(tenant.type)}
            </Text>
          </Stack>
        );
      },
    },
    {
      key: 'email',
      header: 'Email',
      sortKey: 'email',
      width: '19%',
      render: (user) => (
        <Text size="sm" truncate title={user.email}>
          {user.email}
        </Text>
      ),
    },
    {
      key: 'contactType',
      header: 'Contact Type',
      sortKey: 'contactType',
      width: 124,
      render: (user) => (
        <Text size="sm" truncate>
          {user.contactType ?? '—'}
        </Text>
      ),
    },
    { key: 'roles', header: 'Roles', width: '14%', render: (user) => <RolesCell user={user} /> },
    { key: 'status', header: 'Status', sortKey: 'status', width: 96, render: (user) => <UserStatusBadge status={user.status} /> },
  ];
}

import { Badge, Stack, Text } from '@mantine/core';
import type { TRole, TRoleType } from '@procura/shared';
import type { TDataTableColumn } from '../../../components/DataTable';
import { roleOrganizationLabel, roleTypeLabel } from '../role-labels';

const ROLE_TYPE_COLORS: Record<TRoleType, string> = { connexus: 'blue', client: 'teal', vendor: 'grape' };

export const ROLE_COLUMNS: TDataTableColumn<TRole>[] = [
  {
    key: 'name',
    header: 'Name',
    width: '36%',
    render: (role) => (
      <Stack gap={0}>
        <Text size="sm" fw={600} c="dark.7" truncate>
          {role.name}
        </Text>
        {role.description ? (
          <Text size="xs" c="dimmed" lineClamp={1}>
            {role.description}
          </Text>
        ) : null}
      </Stack>
    ),
  },
  {
    key: 'roleType',
    header: 'Role type',
    width: 120,
    render: (role) => (
      <Badge variant="light" color={ROLE_TYPE_COLORS[role.roleType]} radius="sm" tt="none" fw={600}>
        {roleTypeLabel(role.roleType)}
      </Badge>
    ),
  },
  {
    key: 'organization',
    header: 'Organization',
    render: (role) => (
      <Text size="sm" c={role.tenantId ? undefined : 'dimmed'}>
        {roleOrganizationLabel(role)}
      </Text>
    ),
  },
  { key: 'permissions', header: 'Permissions', align: 'right', width: 120, render: (role) => <Text size="sm">{role.permissionCount}</Text> },
  { key: 'users', header: 'Users', align: 'right', width: 90, render: (role) => <Text size="sm">{role.userCount}</Text> },
];

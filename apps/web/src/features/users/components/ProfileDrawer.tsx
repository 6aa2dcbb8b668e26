import { Alert, Avatar, Badge, Divider, Drawer, Group, Skeleton, Stack, Tabs, Text, Title } from '@mantine/core';
import type { TUserListItem } from '@procura/shared';
import type { ReactNode } from 'react';
import { errorMessage } from '../../../lib/api-error';
import { tenantTypeLabel } from '../../../lib/tenant-label';
import { useIsMobile } from '../../../lib/use-is-mobile';
import { HistoryTab, historyAt } from '../../../components/HistoryTab';
import { userKeys, useUserDetail } from '../queries';
import { USER_HISTORY } from '../user-history';
import { fullName, initialsOf, phoneOf } from '../user-display';
import { UserStatusBadge } from './UserStatusBadge';
import { formatDate } from '../../../lib/format';

function DetailRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" fw={600} tt="uppercase" style={{ letterSpacing: '0.04em' }}>
        {label}
      </Text>
      <div style={{ fontSize: 'var(--mantine-font-size-sm)' }}>{children}</div>
    </Stack>
  );
}

/** "Profile details": the person as the server knows them now, the list row shown meanwhile, and their History tab (docs/history.md). */
export function ProfileDrawer({ row, onClose }: { row: TUserListItem | null; onClose: () => void }) {
  const isMobile = useIsMobile();
  const detail = useUserDetail(row?.id ?? null);
  const user = detail.data ?? row;

  return (
    <Drawer
      opened={row !== null}
      onClose={onClose}
      position="right"
      size={isMobile ? '100%' : 440}
      title="Profile details"
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      {user ? (
        <Stack gap="lg">
          <Group gap="md" wrap="nowrap">
            <Avatar size={56} radius="xl" color="blue">
              {initialsOf(user)}
            </Avatar>
            <Stack gap={4} style={{ minWidth: 0 }}>
              <Title order={3} fz="lg">
                {fullName(user)}
              </Title>
              <Group gap={6}>
                <UserStatusBadge status={user.status} />
                <Badge variant="light" color={user.authorized ? 'blue' : 'gray'} radius="sm" tt="none">
                  {user.authorized ? 'Can sign in' : 'Contact only'}
                </Badge>
              </Group>
            </Stack>
          </Group>
          <Tabs defaultValue="details" keepMounted={false}>
            <Tabs.List mb="md">
              <Tabs.Tab value="details">Details</Tabs.Tab>
              <Tabs.Tab value="history">History</Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="details">
              <Stack gap="lg">
                {detail.isError ? (
                  <Alert color="yellow" variant="light">
                    {errorMessage(detail.error, 'The latest details could not be loaded; showing what the list knows.')}
                  </Alert>
                ) : null}
                <Divider />
                <DetailRow label="Email">
                  <Text size="sm" component="a" href={`mailto:${user.email}`} c="blue.7" style={{ overflowWrap: 'anywhere' }}>
                    {user.email}
                  </Text>
                </DetailRow>
                <DetailRow label="Phone">
                  {phoneOf(user) ?? (
                    <Text size="sm" c="dimmed">
                      Not given
                    </Text>
                  )}
                </DetailRow>
                <DetailRow label="Contact type">{user.contactType ?? '—'}</DetailRow>
                <DetailRow label="Organizations">
                  <Stack gap={4}>
                    {user.tenants.map((tenant) => (
                      <Group key={tenant.id} gap={6}>
                        <Text size="sm">{tenant.name}</Text>
                        <Text size="xs" c="dimmed">
                          {tenantTypeLabel(tenant.type)}
                          {tenant.isPrimary && user.tenants.length > 1 ? ' · primary' : ''}
                        </Text>
                      </Group>
                    ))}
                  </Stack>
                </DetailRow>
                <DetailRow label="Roles">
                  {detail.isFetching && !detail.data ? (
                    <Skeleton height={20} width="60%" />
                  ) : user.roles.length ? (
                    <Group gap={6}>
                      {user.roles.map((role) => (
                        <Badge key={role.id} variant="outline" color="gray" radius="sm" tt="none" fw={500}>
                          {role.name}
                        </Badge>
                      ))}
                    </Group>
                  ) : (
                    <Text size="sm" c="dimmed">
                      No roles
                    </Text>
                  )}
                </DetailRow>
                <DetailRow label="Added">{formatDate(user.createdAt)}</DetailRow>
              </Stack>
            </Tabs.Panel>
            <Tabs.Panel value="history">
              <HistoryTab label="User history" vocabulary={USER_HISTORY} query={historyAt(userKeys.detail(user.id), `/users/${encodeURIComponent(user.id)}`)} />
            </Tabs.Panel>
          </Tabs>
        </Stack>
      ) : null}
    </Drawer>
  );
}

import { MultiSelect, Select } from '@mantine/core';
import { CONTACT_TYPES, USER_STATUSES } from '@procura/shared';
import type { TUrlListState } from '../../../components/DataTable';
import { useRoles } from '../../role-management/queries';
import { userStatusLabel } from './UserStatusBadge';

export const USER_FILTER_KEYS = ['contactType', 'status', 'roleIds', 'authorized'] as const;
export type TUserFilterKey = (typeof USER_FILTER_KEYS)[number];

const STATUS_OPTIONS = USER_STATUSES.map((status) => ({ value: status, label: userStatusLabel(status) }));
const AUTHORIZED_OPTIONS = [
  { value: 'true', label: 'Can sign in' },
  { value: 'false', label: 'Contact only' },
];
const FILTER_WIDTH = { base: '100%', sm: 168 };

export function UserFilters({ list }: { list: TUrlListState<TUserFilterKey> }) {
  const roles = useRoles({});
  const roleOptions = (roles.data ?? []).map((role) => ({
    value: role.id,
    label: role.tenantName ? `${role.name} (${role.tenantName})` : role.name,
  }));
  const common = { size: 'sm', clearable: true, comboboxProps: { withinPortal: true } } as const;

  return (
    <>
      <MultiSelect
        {...common}
        aria-label="Contact type"
        placeholder={list.filterList('contactType').length ? undefined : 'Contact type'}
        data={[...CONTACT_TYPES]}
        value={list.filterList('contactType')}
        onChange={(value) => list.setFilter('contactType', value)}
        w={FILTER_WIDTH}
      />
      <MultiSelect
        {...common}
        aria-label="Status"
        placeholder={list.filterList('status').length ? undefined : 'Status'}
        data={STATUS_OPTIONS}
        value={list.filterList('status')}
        onChange={(value) => list.setFilter('status', value)}
        w={FILTER_WIDTH}
      />
      {/* Without role-management access the roles call is refused: the filter then steps aside. */}
      {roles.isError ? null : (
        <MultiSelect
          {...common}
          aria-label="Role"
          placeholder={list.filterList('roleIds').length ? undefined : 'Role'}
          data={roleOptions}
          value={list.filterList('roleIds')}
          onChange={(value) => list.setFilter('roleIds', value)}
          searchable
          nothingFoundMessage={roles.isLoading ? 'Loading roles…' : 'No roles match'}
          w={FILTER_WIDTH}
        />
      )}
      <Select
        {...common}
        aria-label="Authorized"
        placeholder="Sign-in access"
        data={AUTHORIZED_OPTIONS}
        value={list.filters.authorized ?? null}
        onChange={(value) => list.setFilter('authorized', value)}
        w={FILTER_WIDTH}
      />
    </>
  );
}

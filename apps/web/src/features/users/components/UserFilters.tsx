import { MultiSelect, Select } from '@mantine/core';
import { CONTACT_TYPES, USER_STATUSES, type ZUserListQuerySchema } from '@procura/shared';
import type { TUrlListState } from '../../../components/DataTable';
import { useRoles } from '../../roles';
import { userStatusLabel } from './UserStatusBadge';

/** The `GET /users` parameters this screen's filter controls set. */
export const USER_FILTER_KEYS = ['contactType', 'status', 'roleIds', 'authorized'] as const;

const STATUS_OPTIONS = USER_STATUSES.map((status) => ({ value: status, label: userStatusLabel(status) }));
const AUTHORIZED_OPTIONS = [
  { value: 'true', label: 'Can sign in' },
  { value: 'false', label: 'Contact only' },
];
const FILTER_WIDTH = { base: '100%', sm: 168 };

export function UserFilters({ list }: { list: TUrlListState<typeof ZUserListQuerySchema> }) {
  const { contactType = [], status = [], roleIds = [], authorized } = list.filters;
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
        placeholder={contactType.length ? undefined : 'Contact type'}
        data={[...CONTACT_TYPES]}
        value={contactType}
        onChange={(value) => list.setFilter('contactType', value)}
        w={FILTER_WIDTH}
      />
      <MultiSelect
        {...common}
        aria-label="Status"
        placeholder={status.length ? undefined : 'Status'}
        data={STATUS_OPTIONS}
        value={status}
        onChange={(value) => list.setFilter('status', value)}
        w={FILTER_WIDTH}
      />
      {/* Without role-management access the roles call is refused: the filter then steps aside. */}
      {roles.isError ? null : (
        <MultiSelect
          {...common}
          aria-label="Role"
          placeholder={roleIds.length ? undefined : 'Role'}
          data={roleOptions}
          value={roleIds}
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
        value={authorized === undefined ? null : String(authorized)}
        onChange={(value) => list.setFilter('authorized', value)}
        w={FILTER_WIDTH}
      />
    </>
  );
}

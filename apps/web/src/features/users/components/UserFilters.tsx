import { MultiSelect, Select } from '@mantine/core';
import { CONTACT_TYPES, USER_STATUSES, type ZUserListQuerySchema } from '@procura/shared';
import { manyFilter, oneFilter, type TUrlListState } from '../../../components/DataTable';
import { useRoles } from '../../roles';
import { userStatusLabel } from './UserStatusBadge';

/** The `GET /users` parameters this screen's filter controls set. */
export const USER_FILTER_KEYS = ['contactType', 'status', 'roleIds', 'authorized'] as const;

const STATUS_OPTIONS = USER_STATUSES.map((status) => ({ value: status, label: userStatusLabel(status) }));
const AUTHORIZED_OPTIONS = [
  { value: 'true', label: 'Can sign in' },
  { value: 'false', label: 'Contact only' },
];

export function UserFilters({ list }: { list: TUrlListState<typeof ZUserListQuerySchema> }) {
  const roles = useRoles({});
  const roleOptions = (roles.data ?? []).map((role) => ({
    value: role.id,
    label: role.tenantName ? `${role.name} (${role.tenantName})` : role.name,
  }));

  return (
    <>
      <MultiSelect {...manyFilter(list, 'contactType', 'Contact type')} data={[...CONTACT_TYPES]} />
      <MultiSelect {...manyFilter(list, 'status', 'Status')} data={STATUS_OPTIONS} />
      {/* Without role-management access the roles call is refused: the filter then steps aside. */}
      {roles.isError ? null : (
        <MultiSelect
          {...manyFilter(list, 'roleIds', 'Role')}
          data={roleOptions}
          searchable
          nothingFoundMessage={roles.isLoading ? 'Loading roles…' : 'No roles match'}
        />
      )}
      <Select {...oneFilter(list, 'authorized', 'Authorized', 'Sign-in access')} data={AUTHORIZED_OPTIONS} />
    </>
  );
}

import { MultiSelect } from '@mantine/core';
import type { TRoleType } from '@procura/shared';
import type { ReactNode } from 'react';
import { useRoles } from '../../../roles';

interface TRoleMultiSelectProps {
  tenantId: string;
  /** The organization's role type, sent alongside tenantId so only roles it can hold are offered. */
  roleType: TRoleType | undefined;
  value: readonly string[];
  onChange: (roleIds: string[]) => void;
  error?: ReactNode;
  /** Why the field is locked, if it is (nobody changes their own roles). */
  lockedReason?: string;
  /** The person's current roles, named even before the list arrives. */
  knownRoles?: readonly { id: string; name: string }[];
}

/** The roles offered to the chosen organization: its own and the provider's of its role type. */
export function RoleMultiSelect({ tenantId, roleType, value, onChange, error, lockedReason, knownRoles = [] }: TRoleMultiSelectProps) {
  const roles = useRoles({ tenantId, roleType }, { enabled: Boolean(tenantId) });
  const names = new Map<string, string>(knownRoles.map((role) => [role.id, role.name]));
  for (const role of roles.data ?? []) names.set(role.id, role.name);
  const data = [...names].map(([id, name]) => ({ value: id, label: name }));
  const description = lockedReason ?? (tenantId ? undefined : 'Choose an organization first.');

  return (
    <MultiSelect
      label="Roles"
      placeholder={value.length ? undefined : 'Choose roles'}
      description={description}
      data={data}
      value={[...value]}
      onChange={onChange}
      searchable
      clearable
      disabled={!tenantId || Boolean(lockedReason)}
      nothingFoundMessage={roles.isFetching ? 'Loading roles…' : roles.isError ? 'Roles could not be loaded.' : 'No roles match'}
      error={error}
      comboboxProps={{ withinPortal: true }}
    />
  );
}

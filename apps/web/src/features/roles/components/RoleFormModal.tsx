import { Group, Select, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { ROLE_TYPES, ZRoleInputSchema, ZRoleUpdateSchema, type TRole, type TRoleType } from '@procura/shared';
import { useMemo, useState } from 'react';
import { ModalActions } from '../../../components/ModalActions';
import { errorMessage } from '../../../lib/api-error';
import { useSchemaForm } from '../../../lib/forms/schema-form';
import { succeeded } from '../../../lib/query/use-app-mutation';
import { useCreateRole, usePermissionCatalog, useUpdateRole } from '../queries';
import { roleTypeLabel } from '../role-labels';
import { ROLE_ERRORS } from '../role-messages';
import { buildPermissionFlags, type TRoleModalState } from '../role-permission-state';
import { PermissionGrid } from './PermissionGrid';
import { FormModal } from '../../../components/unsaved-changes';

interface TRoleFormModalProps {
  /** The role being edited or viewed; null creates one. */
  role: TRole | null;
  isReadOnly: boolean;
  creatableRoleTypes: readonly TRoleType[];
  onClose: () => void;
}

export function RoleFormModal({ role, isReadOnly, creatableRoleTypes, onClose }: TRoleFormModalProps) {
  const catalog = usePermissionCatalog(true);
  const [modal, setModal] = useState<TRoleModalState>(() => ({
    isOpen: true,
    headLabel: role ? (isReadOnly ? 'View Role' : 'Edit Role') : 'Create Role',
    forEdit: role !== null,
    // One choice needs no choosing.
    roleType: role?.roleType ?? (creatableRoleTypes.length === 1 ? (creatableRoleTypes[0] ?? null) : null),
    checkedIds: new Set(role?.permissionIds ?? []),
  }));
  const form = useSchemaForm(ZRoleInputSchema, {
    name: role?.name ?? '',
    roleType: modal.roleType ?? 'client',
    description: role?.description ?? '',
    permissionIds: role?.permissionIds ?? [],
  });
  const createRole = useCreateRole({ form });
  const updateRole = useUpdateRole({ form });
  const flags = useMemo(
    () => (catalog.data && modal.roleType ? buildPermissionFlags(catalog.data, modal.roleType, modal.checkedIds) : {}),
    [catalog.data, modal.roleType, modal.checkedIds],
  );

  const setCheckedIds = (checkedIds: Set<number>) => {
    setModal((current) => ({ ...current, checkedIds }));
    form.setFieldValue('permissionIds', [...checkedIds]);
  };
  const setRoleType = (roleType: TRoleType) => {
    // Permission types differ per role type: ticks made for another type would not apply.
    setModal((current) => ({ ...current, roleType, checkedIds: new Set() }));
    form.setFieldValue('roleType', roleType);
    form.setFieldValue('permissionIds', []);
  };

  const onSubmit = form.onSubmit(async (data) => {
    if (!modal.roleType) return form.setFieldError('roleType', 'Choose a role type.');
    const description = data.description ? data.description : null;
    const saved = role
      ? updateRole.mutateAsync({ id: role.id, input: ZRoleUpdateSchema.parse({ name: data.name, description, permissionIds: data.permissionIds }) })
      : createRole.mutateAsync({ ...data, description });
    if (!(await succeeded(saved))) return;
    setModal((current) => ({ ...current, isOpen: false }));
    onClose();
  });

  const roleTypeOptions = (role ? [role.roleType] : ROLE_TYPES.filter((type) => creatableRoleTypes.includes(type))).map((type) => ({
    value: type,
    label: roleTypeLabel(type),
  }));
  const selectedCount = Object.values(flags).filter((flag) => flag.checked).length;

  return (
    <FormModal opened={modal.isOpen} isDirty={form.isDirty()} isSubmitting={form.submitting} onClose={onClose} title={modal.headLabel} size="xl">
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <Select
              label="Role type"

              description={modal.forEdit ? 'The type of a role cannot change.' : 'Which kind of organization the role is for.'}
              placeholder="Choose a role type"
              data={roleTypeOptions}
              value={modal.roleType}
              onChange={(value) => {
                const next = ROLE_TYPES.find((type) => type === value);
                if (next) setRoleType(next);
              }}
              disabled={modal.forEdit}
              allowDeselect={false}
              error={form.errors.roleType}
              comboboxProps={{ withinPortal: true }}
            />
            <TextInput label="Name" disabled={isReadOnly} data-autofocus {...form.getInputProps('name')} />
          </SimpleGrid>
          <Textarea
            label="Description"
            placeholder="What people with this role do"
            autosize
            minRows={2}
            maxRows={4}
            disabled={isReadOnly}
            {...form.getInputProps('description')}
            value={form.values.description ?? ''}
          />
          <Group justify="space-between" align="baseline" mt="xs">
            <Text fw={600} size="sm">
              Permissions
            </Text>
            {modal.roleType ? (
              <Text size="xs" c="dimmed">
                {selectedCount} selected
              </Text>
            ) : null}
          </Group>
          {isReadOnly ? null : (
            <Text size="xs" c="dimmed" mt={-8}>
              Greyed-out boxes are permissions you do not hold yourself; a role cannot grant more than its author has.
            </Text>
          )}
          <PermissionGrid
            catalog={catalog.data}
            isLoading={catalog.isLoading}
            loadError={catalog.error ? errorMessage(catalog.error, ROLE_ERRORS.permissions) : null}
            roleType={modal.roleType}
            flags={flags}
            checkedIds={modal.checkedIds}
            onChange={setCheckedIds}
            isReadOnly={isReadOnly}
          />
          {form.errors.permissionIds ? (
            <Text size="sm" c="red">
              {form.errors.permissionIds}
            </Text>
          ) : null}
          <ModalActions onCancel={onClose} isSubmitting={form.submitting} isReadOnly={isReadOnly} />
        </Stack>
      </form>
    </FormModal>
  );
}

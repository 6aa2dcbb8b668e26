import { Select, SimpleGrid, Stack, Switch, Text, TextInput } from '@mantine/core';
import {
  CONTACT_TYPES,
  roleTypeOfTenantType,
  ZCreateUserSchema,
  ZUpdateUserSchema,
  type TCreateUserInput,
  type TTenantType,
  type TUserListItem,
} from '@procura/shared';
import { useState } from 'react';
import { useAuth } from '../../../../providers/auth/auth-context';
import { ModalActions } from '../../../../components/ModalActions';
import { PhoneFields } from '../../../../components/PhoneFields';
import { useSchemaForm } from '../../../../lib/forms/schema-form';
import { succeeded } from '../../../../lib/query/use-app-mutation';
import { useCreateUser, useUpdateUser } from '../../queries';
import { primaryTenant } from '../../user-display';
import { OrganizationSelect } from './OrganizationSelect';
import { RoleMultiSelect } from './RoleMultiSelect';
import { useEmailAvailability } from './use-email-availability';
import { FormModal } from '../../../../components/unsaved-changes';

const EMPTY_VALUES: TCreateUserInput = {
  firstName: '',
  lastName: '',
  email: '',
  phoneCode: '+1',
  phoneNumber: null,
  tenantId: '',
  roleIds: [],
  contactType: 'Primary',
  authorized: true,
};

function valuesOf(user: TUserListItem): TCreateUserInput {
  return {
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    phoneCode: user.phoneCode,
    phoneNumber: user.phoneNumber,
    tenantId: primaryTenant(user)?.id ?? '',
    roleIds: user.roles.map((role) => role.id),
    contactType: user.contactType ?? 'Primary',
    authorized: user.authorized,
  };
}

/** Create and edit share one form; `user` present means edit. */
export function UserFormModal({ user, onClose }: { user: TUserListItem | null; onClose: () => void }) {
  const isEdit = user !== null;
  const { userDetails } = useAuth();
  const isSelf = isEdit && user.id === userDetails?.id;
  // Editing validates with the create schema too: e-mail and organization are shown read-only
  // but are valid, and the payload is then narrowed by ZUpdateUserSchema below.
  const form = useSchemaForm(ZCreateUserSchema, user ? valuesOf(user) : EMPTY_VALUES);
  const createUser = useCreateUser({ form });
  const updateUser = useUpdateUser({ form });
  const email = useEmailAvailability(form.values.email, !isEdit);
  const tenant = user ? primaryTenant(user) : undefined;
  const [tenantType, setTenantType] = useState<TTenantType | undefined>(tenant?.type);

  const onSubmit = form.onSubmit(async (data) => {
    if (email.isTaken) return;
    const { roleIds, ...rest } = data;
    // Nobody changes their own roles (docs/api.md): leave them out rather than earn a 403.
    const saved = isEdit
      ? updateUser.mutateAsync({ id: user.id, input: ZUpdateUserSchema.parse(isSelf ? rest : { ...rest, roleIds }) })
      : createUser.mutateAsync(data);
    if (await succeeded(saved)) onClose();
  });

  return (
    <FormModal isDirty={form.isDirty()} isSubmitting={form.submitting} onClose={onClose} title={isEdit ? 'Edit user' : 'Add user'}>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput label="First name" autoComplete="off" data-autofocus {...form.getInputProps('firstName')} />
            <TextInput label="Last name" autoComplete="off" {...form.getInputProps('lastName')} />
          </SimpleGrid>
          <TextInput
            label="Email"
            type="email"
            autoComplete="off"
            disabled={isEdit}
            description={isEdit ? 'The sign-in address cannot be changed.' : email.isChecking ? 'Checking…' : undefined}
            {...form.getInputProps('email')}
            error={form.errors.email ?? email.takenMessage}
          />
          <PhoneFields
            phoneCode={form.values.phoneCode}
            phoneNumber={form.values.phoneNumber}
            errors={form.errors}
            onChange={(field, value) => form.setFieldValue(field, value)}
          />
          <OrganizationSelect
            value={form.values.tenantId}
            initialOption={tenant ? { id: tenant.id, name: tenant.name, type: tenant.type, parentId: null } : undefined}
            onChange={(next) => {
              form.setFieldValue('tenantId', next?.id ?? '');
              setTenantType(next?.type);
              // Roles belong to a role type: another organization may not offer the ones chosen.
              form.setFieldValue('roleIds', []);
            }}
            error={form.errors.tenantId}
            isDisabled={isEdit}
          />
          <RoleMultiSelect
            tenantId={form.values.tenantId}
            roleType={tenantType ? roleTypeOfTenantType(tenantType) : undefined}
            value={form.values.roleIds ?? []}
            onChange={(roleIds) => form.setFieldValue('roleIds', roleIds)}
            error={form.errors.roleIds}
            knownRoles={user?.roles}
            lockedReason={isSelf ? 'You cannot change your own roles.' : undefined}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" style={{ alignItems: 'end' }}>
            <Select
              label="Contact type"
              data={[...CONTACT_TYPES]}
              value={form.values.contactType ?? 'Primary'}
              onChange={(value) => {
                const contactType = CONTACT_TYPES.find((type) => type === value);
                if (contactType) form.setFieldValue('contactType', contactType);
              }}
              allowDeselect={false}
              error={form.errors.contactType}
              comboboxProps={{ withinPortal: true }}
            />
            <Stack gap={4} mb={4}>
              <Switch
                label="Authorized to sign in"
                aria-describedby="user-form-authorized-hint"
                checked={form.values.authorized ?? true}
                onChange={(event) => form.setFieldValue('authorized', event.currentTarget.checked)}
              />
              <Text id="user-form-authorized-hint" size="xs" c="dimmed">
                {form.values.authorized ? 'Can sign in; new people get an invitation e-mail.' : 'Kept as a contact only; cannot sign in.'}
              </Text>
            </Stack>
          </SimpleGrid>
          <ModalActions onCancel={onClose} isSubmitting={form.submitting} />
        </Stack>
      </form>
    </FormModal>
  );
}

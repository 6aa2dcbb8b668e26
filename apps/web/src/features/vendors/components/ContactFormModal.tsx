import { Modal, Select, SimpleGrid, Stack, Switch, Text, TextInput } from '@mantine/core';
import { CONTACT_TYPES, ZCreateVendorContactSchema, type TCreateVendorContactInput, type TVendorContact } from '@procura/shared';
import { useId } from 'react';
import { ModalActions } from '../../../components/ModalActions';
import { PhoneFields } from '../../../components/PhoneFields';
import { useSchemaForm } from '../../../lib/forms/schema-form';
import { succeeded } from '../../../lib/query/use-app-mutation';
import { useIsMobile } from '../../../lib/use-is-mobile';
import { useCreateVendorContact, useUpdateVendorContact } from '../queries';
import { FormInputSize } from './form/FormInputSize';

interface TContactFormModalProps {
  vendorId: string;
  /** null: a new contact. */
  contact: TVendorContact | null;
  onClose: () => void;
}

/** Adds a person to the vendor as a contact, or edits one; the e-mail is fixed once added. */
export function ContactFormModal({ vendorId, contact, onClose }: TContactFormModalProps) {
  const isMobile = useIsMobile();
  const hintId = useId();
  const initial: TCreateVendorContactInput = contact
    ? { vendorId, firstName: contact.firstName, lastName: contact.lastName, email: contact.email, phoneCode: contact.phoneCode, phoneNumber: contact.phoneNumber, contactType: contact.contactType, authorized: contact.authorized }
    : { vendorId, firstName: '', lastName: '', email: '', phoneCode: '+1', phoneNumber: null, contactType: 'Primary', authorized: false };
  const form = useSchemaForm(ZCreateVendorContactSchema, initial);
  const create = useCreateVendorContact({ form, hiddenFields: ['vendorId'] });
  const update = useUpdateVendorContact({ form, hiddenFields: ['vendorId'] });

  const onSubmit = form.onSubmit(async (data) => {
    const saved = contact
      ? update.mutateAsync({ id: contact.id, input: { firstName: data.firstName, lastName: data.lastName, phoneCode: data.phoneCode, phoneNumber: data.phoneNumber, contactType: data.contactType } })
      : create.mutateAsync(data);
    if (await succeeded(saved)) onClose();
  });

  return (
    <Modal
      opened
      onClose={form.submitting ? () => undefined : onClose}
      title={contact ? 'Edit contact' : 'Add vendor contact'}
      size="lg"
      radius="lg"
      fullScreen={isMobile}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      <FormInputSize>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput label="First name" withAsterisk data-autofocus autoComplete="off" {...form.getInputProps('firstName')} />
            <TextInput label="Last name" withAsterisk autoComplete="off" {...form.getInputProps('lastName')} />
          </SimpleGrid>
          <TextInput label="Email" type="email" withAsterisk autoComplete="off" disabled={contact !== null} description={contact ? 'The address cannot be changed.' : undefined} {...form.getInputProps('email')} />
          <PhoneFields phoneCode={form.values.phoneCode} phoneNumber={form.values.phoneNumber} errors={form.errors} onChange={(field, value) => form.setFieldValue(field, value)} />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" style={{ alignItems: 'end' }}>
            <Select label="Contact type" data={[...CONTACT_TYPES]} allowDeselect={false} comboboxProps={{ withinPortal: true }} {...form.getInputProps('contactType')} />
            {contact ? null : (
              <Stack gap={4} mb={4}>
                <Switch label="Invite to sign in" aria-describedby={hintId} checked={form.values.authorized ?? false} onChange={(event) => form.setFieldValue('authorized', event.currentTarget.checked)} />
                <Text id={hintId} size="xs" c="dimmed">
                  {form.values.authorized ? 'They get an invitation e-mail.' : 'Kept on file only; cannot sign in.'}
                </Text>
              </Stack>
            )}
          </SimpleGrid>
          <ModalActions onCancel={onClose} isSubmitting={form.submitting} />
        </Stack>
      </form>
      </FormInputSize>
    </Modal>
  );
}

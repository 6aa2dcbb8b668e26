import { Select, SimpleGrid, Stack, Switch, Text, TextInput } from '@mantine/core';
import { CONTACT_TYPES, type TContactType } from '@procura/shared';
import { useId } from 'react';
import type { z } from 'zod';
import { useSchemaForm } from '../../lib/forms/schema-form';
import { succeeded, type TMutationForm } from '../../lib/query/use-app-mutation';
import { ModalActions } from '../ModalActions';
import { PhoneFields } from '../PhoneFields';
import { FormModal } from '../unsaved-changes';
import type { TContactRow } from './contact-columns';

/** A person on an organization's contact list, as the form edits them. */
export type TContactFormValues = {
  firstName: string;
  lastName: string;
  email: string;
  phoneCode?: string | null;
  phoneNumber?: string | null;
  contactType: TContactType;
  /** Invited by e-mail to sign in; otherwise kept on file only. */
  authorized: boolean;
};
type TContactFormInput = Omit<TContactFormValues, 'contactType' | 'authorized'> & { contactType?: TContactType; authorized?: boolean };

/** What an edit may change: the e-mail and the sign-in are fixed once the person is added. */
export const contactUpdateOf = ({ firstName, lastName, phoneCode, phoneNumber, contactType }: TContactFormValues) => ({
  firstName,
  lastName,
  phoneCode,
  phoneNumber,
  contactType,
});

/** Adds (contact null) or edits one of the record's contacts; the feature's calls, handed the form. */
export type TSaveContact = (binding: TMutationForm) => (values: TContactFormValues, contact: TContactRow | null) => Promise<unknown>;

interface TContactFormModalProps {
  /** The title when adding ('Add corporate contact'). */
  title: string;
  /** null: a new contact. */
  contact: TContactRow | null;
  /** The record's contact contract without its owner id (the same rules the API applies). */
  schema: z.ZodType<TContactFormValues, TContactFormInput>;
  useSave: TSaveContact;
  onClose: () => void;
}

const EMPTY: TContactFormInput = { firstName: '', lastName: '', email: '', phoneCode: '+1', phoneNumber: null, contactType: 'Primary', authorized: false };
const valuesOf = ({ firstName, lastName, email, phoneCode, phoneNumber, contactType, authorized }: TContactRow): TContactFormInput => ({
  firstName,
  lastName,
  email,
  phoneCode,
  phoneNumber,
  contactType,
  authorized,
});

/** Adds a person to a client's or a vendor's contacts, or edits one; the e-mail is fixed once added. */
export function ContactFormModal({ title, contact, schema, useSave, onClose }: TContactFormModalProps) {
  const hintId = useId();
  const form = useSchemaForm(schema, contact ? valuesOf(contact) : EMPTY);
  const save = useSave({ form });

  const onSubmit = form.onSubmit(async (values) => {
    if (await succeeded(save(values, contact))) onClose();
  });

  return (
    <FormModal isDirty={form.isDirty()} isSubmitting={form.submitting} onClose={onClose} title={contact ? 'Edit contact' : title}>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput label="First name" data-autofocus autoComplete="off" {...form.getInputProps('firstName')} />
            <TextInput label="Last name" autoComplete="off" {...form.getInputProps('lastName')} />
          </SimpleGrid>
          <TextInput
            label="Email"
            type="email"
            autoComplete="off"
            disabled={contact !== null}
            description={contact ? 'The address cannot be changed.' : undefined}
            {...form.getInputProps('email')}
          />
          <PhoneFields
            phoneCode={form.values.phoneCode}
            phoneNumber={form.values.phoneNumber}
            errors={form.errors}
            onChange={(field, value) => form.setFieldValue(field, value)}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" style={{ alignItems: 'end' }}>
            <Select
              label="Contact type"
              data={[...CONTACT_TYPES]}
              allowDeselect={false}
              comboboxProps={{ withinPortal: true }}
              {...form.getInputProps('contactType')}
            />
            {contact ? null : (
              <Stack gap={4} mb={4}>
                <Switch
                  label="Invite to sign in"
                  aria-describedby={hintId}
                  checked={form.values.authorized ?? false}
                  onChange={(event) => form.setFieldValue('authorized', event.currentTarget.checked)}
                />
                <Text id={hintId} size="xs" c="dimmed">
                  {form.values.authorized ? 'They get an invitation e-mail.' : 'Kept on file only; cannot sign in.'}
                </Text>
              </Stack>
            )}
          </SimpleGrid>
          <ModalActions onCancel={onClose} isSubmitting={form.submitting} />
        </Stack>
      </form>
    </FormModal>
  );
}

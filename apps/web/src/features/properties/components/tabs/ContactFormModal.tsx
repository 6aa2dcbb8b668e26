import { SegmentedControl, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { CONTACT_TYPES, ZCreatePropertyContactSchema, type TContactType } from '@procura/shared';
import { useState } from 'react';
import { ModalActions } from '../../../../components/ModalActions';
import { SearchSelect, useSearchText, type TPickerOption } from '../../../../components/pickers';
import { useAddPropertyContact, useClientPeople, useClientTenantId } from '../../queries';
import { FormModal } from '../../../../components/unsaved-changes';

interface TProps {
  propertyId: string;
  clientId: string;
  /** People already linked: not offered again. */
  linkedUserIds: ReadonlySet<string>;
  onClose: () => void;
}

type TMode = 'existing' | 'new';
type TErrors = Partial<Record<'userId' | 'firstName' | 'lastName' | 'email' | 'contactType', string>>;

/** The shared contract's new-person shape: the same rules the API applies. */
const ZPersonSchema = ZCreatePropertyContactSchema.shape.person.unwrap();

/** Link someone of the property's client, or add a new contact person (who is not invited to sign in). */
export function ContactFormModal({ propertyId, clientId, linkedUserIds, onClose }: TProps) {
  const [mode, setMode] = useState<TMode>('existing');
  const [contactType, setContactType] = useState<TContactType>('Primary');
  const [chosen, setChosen] = useState<TPickerOption | null>(null);
  const userId = chosen?.value ?? null;
  const search = useSearchText(chosen?.label ?? null);
  const [person, setPerson] = useState({ firstName: '', lastName: '', email: '', phoneNumber: '' });
  const [errors, setErrors] = useState<TErrors>({});
  const tenant = useClientTenantId(clientId);
  const people = useClientPeople({ tenantId: tenant.data ?? null, search: search.query }, mode === 'existing' && !tenant.isLoading);
  // The server names a new person's fields under `person.`: shown on the inputs of that mode.
  const add = useAddPropertyContact(propertyId, {
    form: {
      getValues: () => ({ userId, contactType, person }),
      setErrors: (found) => setErrors(Object.fromEntries(Object.entries(found).map(([path, message]) => [path.replace(/^person\./, ''), message]))),
    },
  });

  const options = people.data?.data
    .filter((user) => !linkedUserIds.has(user.id))
    .map((user) => ({ value: user.id, label: `${user.firstName} ${user.lastName} · ${user.email}` }));

  const validate = (): TErrors => {
    if (mode === 'existing') return userId ? {} : { userId: 'Choose a person.' };
    const parsed = ZPersonSchema.safeParse(person);
    const found: TErrors = {};
    for (const issue of parsed.success ? [] : parsed.error.issues) {
      const field = String(issue.path[0]) as keyof TErrors;
      found[field] ??= issue.message;
    }
    return found;
  };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const found = validate();
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    add.mutate(
      mode === 'existing'
        ? { propertyId, contactType, userId: userId ?? undefined }
        : {
            propertyId,
            contactType,
            person: {
              firstName: person.firstName,
              lastName: person.lastName,
              email: person.email,
              phoneCode: person.phoneNumber ? '+1' : null,
              phoneNumber: person.phoneNumber || null,
            },
          },
      { onSuccess: onClose },
    );
  };

  return (
    <FormModal
      isDirty={mode !== 'existing' || chosen !== null || contactType !== 'Primary' || Object.values(person).some((value) => value.trim() !== '')}
      isSubmitting={add.isPending}
      onClose={onClose}
      title="Add contact"
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <SegmentedControl
            aria-label="Who to add"
            value={mode}
            onChange={(value) => setMode(value === 'new' ? 'new' : 'existing')}
            data={[
              { value: 'existing', label: 'Someone of the client' },
              { value: 'new', label: 'New contact person' },
            ]}
            fullWidth
          />
          {mode === 'existing' ? (
            <SearchSelect
              label="Person"
              placeholder="Search by name or e-mail"
              value={chosen}
              onChange={setChosen}
              search={search}
              answer={{ ...people, data: options }}
              noun="people"
              error={errors.userId}
            />
          ) : (
            <>
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                <TextInput
                  size="sm"
                  label="First name"
                  withAsterisk
                  value={person.firstName}
                  onChange={(e) => setPerson({ ...person, firstName: e.currentTarget.value })}
                  error={errors.firstName}
                />
                <TextInput
                  size="sm"
                  label="Last name"
                  withAsterisk
                  value={person.lastName}
                  onChange={(e) => setPerson({ ...person, lastName: e.currentTarget.value })}
                  error={errors.lastName}
                />
              </SimpleGrid>
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                <TextInput
                  size="sm"
                  label="Email"
                  type="email"
                  withAsterisk
                  value={person.email}
                  onChange={(e) => setPerson({ ...person, email: e.currentTarget.value })}
                  error={errors.email}
                />
                <TextInput
                  size="sm"
                  label="Phone"
                  type="tel"
                  value={person.phoneNumber}
                  onChange={(e) => setPerson({ ...person, phoneNumber: e.currentTarget.value })}
                />
              </SimpleGrid>
              <Text size="xs" c="dimmed">
                A new contact person is kept as a contact of the client; they are not invited to sign in.
              </Text>
            </>
          )}
          <Select
            label="Contact type"
            data={[...CONTACT_TYPES]}
            value={contactType}
            onChange={(value) => {
              const next = CONTACT_TYPES.find((type) => type === value);
              if (next) setContactType(next);
            }}
            allowDeselect={false}
            error={errors.contactType}
            comboboxProps={{ withinPortal: true }}
          />
          <ModalActions onCancel={onClose} isSubmitting={add.isPending} />
        </Stack>
      </form>
    </FormModal>
  );
}

import { Checkbox, Grid, Select, SimpleGrid, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { CLIENT_TYPE_LABELS, CLIENT_TYPES, ZClientFormSchema, type TClientDetail, type TClientFormInput } from '@procura/shared';
import { useState, type ChangeEvent } from 'react';
import { ModalActions } from '../../../components/ModalActions';
import { PhoneFields } from '../../../components/PhoneFields';
import { ImageUploadField } from '../../../components/uploads/ImageUploadField';
import { useSchemaForm } from '../../../lib/forms/schema-form';
import { succeeded } from '../../../lib/query/use-app-mutation';
import { useCreateClient, useUpdateClient } from '../queries';
import { GeoPicker, useDefaultCountry, type TGeoOption } from '../../pickers';
import { ParentCompanySelect } from './ParentCompanySelect';
import { FormModal } from '../../../components/unsaved-changes';

const TYPE_OPTIONS = CLIENT_TYPES.map((type) => ({ value: type, label: CLIENT_TYPE_LABELS[type] }));

const EMPTY: TClientFormInput = {
  name: '',
  parentCompanyId: null,
  clientType: 'COMMERCIAL',
  addressLine1: '',
  addressLine2: '',
  countryId: null,
  stateId: null,
  cityId: null,
  zip: null,
  phoneCode: '+1',
  phoneNumber: null,
  website: null,
  notes: '',
  contractsRequireSignedDocument: false,
  logoKey: null,
  headerImageKey: null,
};

function valuesOf(client: TClientDetail): TClientFormInput {
  return {
    name: client.name,
    parentCompanyId: client.parentCompany?.id ?? null,
    clientType: client.clientType,
    addressLine1: client.addressLine1 ?? '',
    addressLine2: client.addressLine2 ?? '',
    countryId: client.country?.id ?? null,
    stateId: client.state?.id ?? null,
    cityId: client.city?.id ?? null,
    zip: client.zip,
    phoneCode: client.phoneCode,
    phoneNumber: client.phoneNumber,
    website: client.website,
    notes: client.notes ?? '',
    contractsRequireSignedDocument: client.contractsRequireSignedDocument,
    logoKey: client.logoKey,
    headerImageKey: client.headerImageKey,
  };
}

interface TClientFormModalProps {
  /** null: a new client. */
  client: TClientDetail | null;
  /** A new client's values to start from (a get-in-touch request turned into a client). */
  initial?: Partial<TClientFormInput>;
  onClose: () => void;
  onSaved?: (client: TClientDetail) => void;
}

/** Create and edit share one form and the schema the API validates with. */
export function ClientFormModal({ client, initial, onClose, onSaved }: TClientFormModalProps) {
  const form = useSchemaForm(ZClientFormSchema, client ? valuesOf(client) : { ...EMPTY, ...initial });
  const create = useCreateClient({ form });
  const update = useUpdateClient({ form });
  const [uploads, setUploads] = useState(0);
  const [parent, setParent] = useState(client?.parentCompany ?? null);
  const [country, setCountry] = useState<TGeoOption | null>(client?.country ?? null);
  const [state, setState] = useState<TGeoOption | null>(client?.state ?? null);
  const [city, setCity] = useState<TGeoOption | null>(client?.city ?? null);
  // Name and parent company are the provider's (the API says so too).
  const mayRename = !client || client.abilities.changeParentCompany;
  const busy = (isBusy: boolean) => setUploads((n) => n + (isBusy ? 1 : -1));
  /** A pattern-checked field left empty means "none" (null), which the schema accepts; '' it refuses. */
  const nullableInput = (field: 'zip' | 'website') => ({
    value: form.values[field] ?? '',
    onChange: (event: ChangeEvent<HTMLInputElement>) => form.setFieldValue(field, event.currentTarget.value.trim() === '' ? null : event.currentTarget.value),
    error: form.errors[field],
  });

  const onSubmit = form.onSubmit(async (data) => {
    const saving = client ? update.mutateAsync({ id: client.id, input: data }) : create.mutateAsync(data);
    if (!(await succeeded(saving))) return;
    onSaved?.(await saving);
    onClose();
  });

  const setGeo = (next: { country: TGeoOption | null; state: TGeoOption | null; city: TGeoOption | null }) => {
    setCountry(next.country);
    setState(next.state);
    setCity(next.city);
    form.setValues({ countryId: next.country?.id ?? null, stateId: next.state?.id ?? null, cityId: next.city?.id ?? null });
  };
  useDefaultCountry(!client && country === null, (us) => {
    setCountry(us);
    form.setDefaultValues({ countryId: us.id });
  });

  return (
    <FormModal isDirty={form.isDirty()} isSubmitting={form.submitting} onClose={onClose} title={client ? `Edit ${client.name}` : 'New client'} size="xl">
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="lg">
          <Stack gap="md">
            <Title order={2} size="h5">
              Profile
            </Title>
            <TextInput
              label="Client name"
              data-autofocus
              disabled={!mayRename}
              description={mayRename ? undefined : 'Only the provider can rename a client.'}
              {...form.getInputProps('name')}
            />
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <ParentCompanySelect
                value={parent}
                onChange={(next) => {
                  setParent(next);
                  form.setFieldValue('parentCompanyId', next?.id ?? null);
                }}
                canCreate={mayRename}
                disabled={!mayRename}
                error={form.errors.parentCompanyId as string | undefined}
              />
              <Select
                label="Client type"
                data={TYPE_OPTIONS}
                allowDeselect={false}
                comboboxProps={{ withinPortal: true }}
                {...form.getInputProps('clientType')}
              />
            </SimpleGrid>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <PhoneFields
                phoneCode={form.values.phoneCode}
                phoneNumber={form.values.phoneNumber}
                errors={form.errors}
                onChange={(field, value) => form.setFieldValue(field, value)}
              />
              <TextInput label="Website" placeholder="https://example.com" type="url" autoComplete="url" {...nullableInput('website')} />
            </SimpleGrid>
          </Stack>

          <Stack gap="md">
            <Title order={2} size="h5">
              Address
            </Title>
            <Grid gap="md">
              <Grid.Col span={{ base: 12, sm: 8 }}>
                <TextInput label="Address line 1" autoComplete="address-line1" {...form.getInputProps('addressLine1')} />
              </Grid.Col>
              <Grid.Col span={{ base: 12, sm: 4 }}>
                <TextInput label="Address line 2" autoComplete="address-line2" placeholder="Suite, floor" {...form.getInputProps('addressLine2')} />
              </Grid.Col>
              <Grid.Col span={{ base: 12, sm: 4 }}>
                <GeoPicker
                  level="countries"
                  label="Country"
                  value={country}
                  onChange={(next) => setGeo({ country: next, state: null, city: null })}
                  error={form.errors.countryId as string | undefined}
                />
              </Grid.Col>
              <Grid.Col span={{ base: 12, sm: 4 }}>
                <GeoPicker
                  level="states"
                  label="State"
                  value={state}
                  parent={country ? { countryId: country.id } : undefined}
                  onChange={(next) => setGeo({ country, state: next, city: null })}
                  disabled={!country}
                  disabledHint="Choose a country first"
                  error={form.errors.stateId as string | undefined}
                />
              </Grid.Col>
              <Grid.Col span={{ base: 12, sm: 4 }}>
                <GeoPicker
                  level="cities"
                  label="City"
                  value={city}
                  parent={state ? { stateId: state.id } : undefined}
                  onChange={(next) => setGeo({ country, state, city: next })}
                  disabled={!state}
                  disabledHint="Choose a state first"
                  error={form.errors.cityId as string | undefined}
                />
              </Grid.Col>
              <Grid.Col span={{ base: 12, sm: 4 }}>
                <TextInput label="ZIP / postal code" autoComplete="postal-code" {...nullableInput('zip')} />
              </Grid.Col>
            </Grid>
          </Stack>

          <Stack gap="md">
            <Title order={2} size="h5">
              Branding
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <ImageUploadField
                label="Logo"
                category="client_logo"
                currentUrl={client?.logoUrl ?? null}
                onChange={(key) => form.setFieldValue('logoKey', key)}
                onBusyChange={busy}
                error={form.errors.logoKey as string | undefined}
                preview={{ shape: 'wide', size: 96 }}
              />
              <ImageUploadField
                label="Header image"
                category="client_header_image"
                currentUrl={client?.headerImageUrl ?? null}
                onChange={(key) => form.setFieldValue('headerImageKey', key)}
                onBusyChange={busy}
                error={form.errors.headerImageKey as string | undefined}
                preview={{ shape: 'wide', size: 96 }}
              />
            </SimpleGrid>
          </Stack>

          <Textarea label="Notes" autosize minRows={2} maxRows={6} {...form.getInputProps('notes')} />
          <Checkbox
            label="Contracts need their signed copy before activation"
            description="Applies to contracts made from now on; each contract keeps the rule it was made with."
            {...form.getInputProps('contractsRequireSignedDocument', { type: 'checkbox' })}
          />
          <ModalActions onCancel={onClose} isSubmitting={form.submitting || uploads > 0} />
        </Stack>
      </form>
    </FormModal>
  );
}

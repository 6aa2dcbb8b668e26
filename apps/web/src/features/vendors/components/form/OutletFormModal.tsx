import { SimpleGrid, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { VENDOR_TYPE_LABELS, ZVendorOutletFormSchema, type TVendorDetail, type TVendorOutletFormInput, type TVendorOutletType } from '@procura/shared';
import { useState } from 'react';
import { ModalActions } from '../../../../components/ModalActions';
import { PhoneFields } from '../../../../components/PhoneFields';
import { ImageUploadField } from '../../../../components/uploads/ImageUploadField';
import { useSchemaForm } from '../../../../lib/forms/schema-form';
import { succeeded } from '../../../../lib/query/use-app-mutation';
import { useCreateOutlet } from '../../queries';
import { useDefaultCountry } from '../../../pickers';
import { AddressSection, type TAddressPlaces } from './AddressSection';
import { ServicesAreasSection } from './ServicesAreasSection';
import { FormModal } from '../../../../components/unsaved-changes';

interface TOutletFormModalProps {
  parent: TVendorDetail;
  type: TVendorOutletType;
  onClose: () => void;
  onSaved?: (outlet: TVendorDetail) => void;
}

/** A branch or franchise (spec §6 labels): its own address, areas, people and workspace under the vendor. */
export function OutletFormModal({ parent, type, onClose, onSaved }: TOutletFormModalProps) {
  const label = VENDOR_TYPE_LABELS[type];
  const [uploads, setUploads] = useState(0);
  const initial: TVendorOutletFormInput = {
    type,
    name: '',
    dba: '',
    email: '',
    addressLine1: '',
    addressLine2: '',
    countryId: null,
    stateId: null,
    cityId: null,
    zip: '',
    phoneCode: '+1',
    phoneNumber: null,
    website: '',
    notes: '',
    logoKey: null,
    // A branch usually offers what its company offers: start from that.
    serviceIds: parent.serviceDetails.map((service) => service.id),
    areas: [],
  };
  const form = useSchemaForm(ZVendorOutletFormSchema, initial);
  const [places, setPlaces] = useState<TAddressPlaces>({ country: null, state: null, city: null });
  useDefaultCountry(places.country === null, (us) => {
    setPlaces((current) => ({ ...current, country: us }));
    form.setDefaultValues({ countryId: us.id });
  });
  // The type is the button that opened the form, not an input: an error about it is toasted.
  const create = useCreateOutlet({ form, hiddenFields: ['type'] });
  const errorOf = (field: string) => form.errors[field] as string | undefined;

  const onSubmit = form.onSubmit(async (data) => {
    const saving = create.mutateAsync({ vendorId: parent.id, input: data });
    if (!(await succeeded(saving))) return;
    onSaved?.(await saving);
    onClose();
  });

  return (
    <FormModal isDirty={form.isDirty()} isSubmitting={form.submitting} onClose={onClose} title={`New ${label.toLowerCase()}`} size="xl">
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="xl">
          <Text size="sm" c="dimmed">
            {label === 'Branch' ? 'A branch' : 'A franchise'} of {parent.name} gets its own workspace, people and contacts. {parent.name} keeps seeing and
            managing it.
          </Text>
          <Stack gap="md">
            <Title order={2} size="h5">
              {label}
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <TextInput label={`${label} name`} data-autofocus placeholder={`${parent.name} – Denver`} {...form.getInputProps('name')} />
              <TextInput label="Doing business as (DBA)" {...form.getInputProps('dba')} />
              <TextInput label="E-mail" type="email" {...form.getInputProps('email')} />
              <TextInput label="Website" type="url" placeholder="https://example.com" {...form.getInputProps('website')} />
              <PhoneFields
                phoneCode={form.values.phoneCode}
                phoneNumber={form.values.phoneNumber}
                errors={form.errors}
                onChange={(field, value) => form.setFieldValue(field, value)}
              />
            </SimpleGrid>
          </Stack>
          <AddressSection
            inputProps={(field) => form.getInputProps(field)}
            errors={form.errors}
            places={places}
            onGeoChange={(ids, next) => {
              form.setValues(ids);
              setPlaces(next);
            }}
          />
          <ServicesAreasSection
            serviceIds={form.values.serviceIds ?? []}
            areas={form.values.areas ?? []}
            knownCounties={new Map()}
            onServicesChange={(ids) => form.setFieldValue('serviceIds', ids)}
            onAreasChange={(areas) => form.setFieldValue('areas', areas)}
            errors={{ serviceIds: errorOf('serviceIds'), areas: errorOf('areas') }}
          />
          <ImageUploadField
            label="Logo"
            category="vendor_logo"
            preview={{ shape: 'square', size: 96 }}
            currentUrl={null}
            onChange={(key) => form.setFieldValue('logoKey', key)}
            onBusyChange={(isBusy) => setUploads((n) => n + (isBusy ? 1 : -1))}
            error={errorOf('logoKey')}
          />
          <Textarea label="Notes" autosize minRows={2} maxRows={6} {...form.getInputProps('notes')} />
          <ModalActions onCancel={onClose} isSubmitting={form.submitting || uploads > 0} />
        </Stack>
      </form>
    </FormModal>
  );
}

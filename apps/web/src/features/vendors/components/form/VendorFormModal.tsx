import { Alert, Button, Group, MultiSelect, NumberInput, Select, SimpleGrid, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import {
  BUSINESS_STRUCTURE_LABELS,
  BUSINESS_STRUCTURES,
  LEAD_SOURCE_LABELS,
  LEAD_SOURCES,
  OWNERSHIP_TAG_LABELS,
  OWNERSHIP_TAGS,
  STORAGE_KEYS,
  ZVendorFormSchema,
  type TVendorDetail,
  type TVendorForm,
  type TVendorFormInput,
} from '@procura/shared';
import { IconRestore } from '@tabler/icons-react';
import { useState } from 'react';
import { ModalActions } from '../../../../components/ModalActions';
import { PhoneFields } from '../../../../components/PhoneFields';
import { ImageUploadField } from '../../../../components/uploads/ImageUploadField';
import { formatDateTime } from '../../../../lib/format';
import { useSchemaForm } from '../../../../lib/forms/schema-form';
import { succeeded } from '../../../../lib/query/use-app-mutation';
import { useCreateVendor, useUpdateVendor } from '../../queries';
import { useDefaultCountry } from '../../../pickers';
import { AddressSection, type TAddressPlaces } from './AddressSection';
import { ServicesAreasSection } from './ServicesAreasSection';
import { FormModal, useFormDraft } from '../../../../components/unsaved-changes';

/** What a draft of this form keeps: the values, and the places the address pickers show. */
interface TVendorDraft {
  values: TVendorFormInput;
  places: TAddressPlaces;
}

const options = <T extends string>(values: readonly T[], labels: Record<T, string>) => values.map((value) => ({ value, label: labels[value] }));

const EMPTY: TVendorFormInput = {
  name: '',
  dba: '',
  taxId: '',
  businessStructure: null,
  ownershipTags: [],
  leadSource: null,
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
  yearsInBusiness: '',
  employeeCount: '',
  notes: '',
  logoKey: null,
  serviceIds: [],
  areas: [],
};

function valuesOf(vendor: TVendorDetail): TVendorFormInput {
  return {
    name: vendor.name,
    dba: vendor.dba ?? '',
    // A masked tax id is not the value: the field starts empty and empty keeps it.
    taxId: vendor.taxIdMasked ? '' : (vendor.taxId ?? ''),
    businessStructure: vendor.businessStructure,
    ownershipTags: vendor.ownershipTags,
    leadSource: vendor.leadSource,
    email: vendor.email ?? '',
    addressLine1: vendor.addressLine1 ?? '',
    addressLine2: vendor.addressLine2 ?? '',
    countryId: vendor.country?.id ?? null,
    stateId: vendor.state?.id ?? null,
    cityId: vendor.city?.id ?? null,
    zip: vendor.zip ?? '',
    phoneCode: vendor.phoneCode ?? '+1',
    phoneNumber: vendor.phoneNumber,
    website: vendor.website ?? '',
    yearsInBusiness: vendor.yearsInBusiness ?? '',
    employeeCount: vendor.employeeCount ?? '',
    notes: vendor.notes ?? '',
    logoKey: vendor.logoKey,
    serviceIds: vendor.serviceDetails.map((service) => service.id),
    areas: vendor.areas.map((area) => ({ stateId: area.stateId, countyId: area.countyId })),
  };
}

interface TVendorFormModalProps {
  /** null: a new vendor. */
  vendor: TVendorDetail | null;
  onClose: () => void;
  onSaved?: (vendor: TVendorDetail) => void;
}

/** Create and edit share one form and the schema the API validates with (ZVendorFormSchema). */
export function VendorFormModal({ vendor, onClose, onSaved }: TVendorFormModalProps) {
  const form = useSchemaForm(ZVendorFormSchema, vendor ? valuesOf(vendor) : EMPTY);
  const create = useCreateVendor({ form });
  const update = useUpdateVendor({ form });
  const [uploads, setUploads] = useState(0);
  const [places, setPlaces] = useState<TAddressPlaces>({ country: vendor?.country ?? null, state: vendor?.state ?? null, city: vendor?.city ?? null });
  // Before the draft: a draft put back replaces the default.
  useDefaultCountry(!vendor && places.country === null, (us) => {
    setPlaces((current) => ({ ...current, country: us }));
    form.setDefaultValues({ countryId: us.id });
  });
  const draft = useFormDraft<TVendorDraft>({
    storageKey: STORAGE_KEYS.vendorFormData,
    target: vendor?.id ?? 'new',
    values: { values: form.values, places },
    isDirty: form.isDirty(),
    onRestore: (saved) => {
      form.setValues(saved.values);
      setPlaces(saved.places);
    },
  });
  /** Cancel, or a confirmed discard: the draft goes with the form. */
  const close = () => {
    draft.clear();
    onClose();
  };
  const knownCounties = new Map(
    (vendor?.areas ?? []).flatMap((area) => (area.countyId !== null && area.countyName ? [[area.countyId, area.countyName] as const] : [])),
  );
  const hasMaskedTaxId = Boolean(vendor?.taxIdMasked && vendor.taxId);
  const errorOf = (field: string) => form.errors[field] as string | undefined;

  const onSubmit = form.onSubmit(async (data: TVendorForm) => {
    // An empty field over a masked tax id means "unchanged", not "remove it".
    const input = hasMaskedTaxId && !data.taxId ? (({ taxId: _kept, ...rest }) => rest)(data) : data;
    const saving = vendor ? update.mutateAsync({ id: vendor.id, input }) : create.mutateAsync(input);
    if (!(await succeeded(saving))) return;
    draft.clear();
    onSaved?.(await saving);
    onClose();
  });

  return (
    <FormModal isDirty={form.isDirty()} isSubmitting={form.submitting} onClose={close} title={vendor ? `Edit ${vendor.name}` : 'New vendor'} size="xl">
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="xl">
          {draft.restoredAt ? (
            <Alert color="blue" variant="light" title="Your unsaved changes are back" icon={<IconRestore aria-hidden size={18} />}>
              <Group justify="space-between" gap="sm" wrap="wrap">
                <Text size="sm">What you typed on {formatDateTime(new Date(draft.restoredAt))} was kept. Save to keep it.</Text>
                <Button size="xs" variant="default" onClick={close}>
                  Discard these changes
                </Button>
              </Group>
            </Alert>
          ) : null}
          <Stack gap="md">
            <Title order={2} size="h5">
              Company
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <TextInput label="Company name" data-autofocus {...form.getInputProps('name')} />
              <TextInput label="Doing business as (DBA)" {...form.getInputProps('dba')} />
              <TextInput
                label="Tax id (EIN)"
                placeholder={hasMaskedTaxId ? `${vendor?.taxId ?? ''} — hidden` : '12-3456789'}
                description={hasMaskedTaxId ? 'Leave empty to keep the tax id on file.' : undefined}
                autoComplete="off"
                {...form.getInputProps('taxId')}
              />
              <Select
                label="Business structure"
                placeholder="Choose"
                data={options(BUSINESS_STRUCTURES, BUSINESS_STRUCTURE_LABELS)}
                clearable
                comboboxProps={{ withinPortal: true }}
                {...form.getInputProps('businessStructure')}
              />
              <MultiSelect
                label="Ownership"
                placeholder="None"
                data={options(OWNERSHIP_TAGS, OWNERSHIP_TAG_LABELS)}
                clearable
                comboboxProps={{ withinPortal: true }}
                {...form.getInputProps('ownershipTags')}
              />
              <Select
                label="Lead source"
                placeholder="Choose"
                data={options(LEAD_SOURCES, LEAD_SOURCE_LABELS)}
                clearable
                comboboxProps={{ withinPortal: true }}
                {...form.getInputProps('leadSource')}
              />
              <NumberInput label="Years in business" min={0} max={300} {...form.getInputProps('yearsInBusiness')} />
              <NumberInput label="Employees" min={0} thousandSeparator="," {...form.getInputProps('employeeCount')} />
            </SimpleGrid>
          </Stack>

          <Stack gap="md">
            <Title order={2} size="h5">
              Contact
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <TextInput label="Company e-mail" type="email" autoComplete="email" {...form.getInputProps('email')} />
              <TextInput label="Website" placeholder="https://example.com" type="url" autoComplete="url" {...form.getInputProps('website')} />
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
            knownCounties={knownCounties}
            onServicesChange={(ids) => form.setFieldValue('serviceIds', ids)}
            onAreasChange={(areas) => form.setFieldValue('areas', areas)}
            errors={{ serviceIds: errorOf('serviceIds'), areas: errorOf('areas') }}
          />

          <ImageUploadField
            label="Logo"
            category="vendor_logo"
            preview={{ shape: 'square', size: 96 }}
            currentUrl={vendor?.logoUrl ?? null}
            onChange={(key) => form.setFieldValue('logoKey', key)}
            onBusyChange={(isBusy) => setUploads((n) => n + (isBusy ? 1 : -1))}
            error={errorOf('logoKey')}
          />

          <Textarea label="Notes" autosize minRows={2} maxRows={6} {...form.getInputProps('notes')} />
          <ModalActions onCancel={close} isSubmitting={form.submitting || uploads > 0} />
        </Stack>
      </form>
    </FormModal>
  );
}

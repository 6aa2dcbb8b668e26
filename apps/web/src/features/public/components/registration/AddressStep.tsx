import { Group, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { type TRegistrationAddressInput, type TRegistrationDraft, ZRegistrationAddressSchema } from '@procura/shared';
import { useState } from 'react';
import { SearchSelect, useSearchText } from '../../../../components/pickers';
import { useSchemaForm } from '../../../../lib/forms/schema-form';
import { usePublicCities, usePublicStates } from '../../queries';
import { StepActions } from './StepActions';
import { useStepSave } from './step-form';
import type { TStepProps } from './step-props';

const initialOf = (saved: TRegistrationDraft['data']['address']): TRegistrationAddressInput =>
  saved
    ? { ...saved, addressLine2: saved.addressLine2 ?? '' }
    : { addressLine1: '', addressLine2: '', stateId: null, cityId: null, zip: '', phoneCode: '+1', phoneNumber: '' };

const idOf = (value: unknown): number | null => (typeof value === 'number' ? value : typeof value === 'string' && value !== '' ? Number(value) : null);

export function AddressStep({ draft, save, isSaving, onBack }: TStepProps) {
  const form = useSchemaForm(ZRegistrationAddressSchema, initialOf(draft.data.address));
  const { formError, run } = useStepSave(form);
  const stateId = idOf(form.values.stateId);
  const cityId = idOf(form.values.cityId);
  const states = usePublicStates(draft.countryId);
  const [cityName, setCityName] = useState<string | null>(null);
  const citySearch = useSearchText(cityName);
  const cities = usePublicCities(stateId, citySearch.query);
  const city = cityId !== null && cityName ? { value: String(cityId), label: cityName } : null;

  const onSubmit = form.onSubmit((data) => run(() => save({ step: 'address', data })));

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="sm">
        <TextInput label="Street address" autoComplete="address-line1" {...form.getInputProps('addressLine1')} />
        <TextInput label="Suite, unit (optional)" autoComplete="address-line2" {...form.getInputProps('addressLine2')} />
        <Select
          label="State"
          required
          searchable
          placeholder={states.isLoading ? 'Loading states…' : 'Choose a state'}
          data={(states.data ?? []).map((s) => ({ value: String(s.id), label: s.name }))}
          value={stateId === null ? null : String(stateId)}
          onChange={(value) => {
            form.setFieldValue('stateId', value === null ? null : Number(value));
            form.setFieldValue('cityId', null);
            setCityName(null);
          }}
          error={form.errors.stateId}
          nothingFoundMessage="No state matches"
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <SearchSelect
            label="City"
            clearable
            disabled={stateId === null}
            placeholder={stateId === null ? 'Choose the state first' : 'Search cities'}
            value={city}
            onChange={(next) => {
              form.setFieldValue('cityId', next === null ? null : Number(next.value));
              setCityName(next?.label ?? null);
            }}
            search={citySearch}
            answer={{ ...cities, data: cities.data?.map((c) => ({ value: String(c.id), label: c.name })) }}
            noun="cities"
            error={form.errors.cityId}
          />
          <TextInput label="ZIP code" inputMode="numeric" autoComplete="postal-code" {...form.getInputProps('zip')} />
        </SimpleGrid>
        <Group gap="sm" align="flex-start" wrap="nowrap">
          <TextInput label="Code" w={76} autoComplete="tel-country-code" {...form.getInputProps('phoneCode')} />
          <TextInput label="Company phone" type="tel" inputMode="tel" autoComplete="tel-national" style={{ flex: 1 }} {...form.getInputProps('phoneNumber')} />
        </Group>
      </Stack>
      <StepActions onBack={onBack} isSaving={isSaving} error={formError} />
    </form>
  );
}

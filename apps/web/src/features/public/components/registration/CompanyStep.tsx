import { Checkbox, Group, NumberInput, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import {
  BUSINESS_STRUCTURE_LABELS,
  BUSINESS_STRUCTURES,
  LEAD_SOURCE_LABELS,
  LEAD_SOURCES,
  OWNERSHIP_TAG_LABELS,
  OWNERSHIP_TAGS,
  type TRegistrationCompanyInput,
  type TRegistrationDraft,
  ZRegistrationCompanySchema,
} from '@procura/shared';
import { useSchemaForm } from '../../../../lib/forms/schema-form';
import { StepActions } from './StepActions';
import { useStepSave } from './step-form';
import type { TStepProps } from './step-props';

const EMPTY: TRegistrationCompanyInput = {
  name: '',
  dba: '',
  taxId: '',
  businessStructure: null,
  ownershipTags: [],
  yearsInBusiness: '',
  employeeCount: '',
  website: '',
  leadSource: null,
};

const initialOf = (saved: TRegistrationDraft['data']['company']): TRegistrationCompanyInput =>
  saved
    ? { ...saved, dba: saved.dba ?? '', website: saved.website ?? '', yearsInBusiness: saved.yearsInBusiness ?? '', employeeCount: saved.employeeCount ?? '' }
    : EMPTY;

export function CompanyStep({ draft, save, isSaving }: TStepProps) {
  const form = useSchemaForm(ZRegistrationCompanySchema, initialOf(draft.data.company));
  const { formError, run } = useStepSave(form);
  const onSubmit = form.onSubmit((data) => run(() => save({ step: 'company', data })));

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="sm">
        <TextInput label="Company name" autoComplete="organization" {...form.getInputProps('name')} />
        <TextInput label="Doing business as (DBA)" description="If you trade under another name" {...form.getInputProps('dba')} />
        <TextInput label="Tax ID (EIN)" placeholder="12-3456789" inputMode="numeric" {...form.getInputProps('taxId')} />
        <Select
          label="Business structure"
          data={BUSINESS_STRUCTURES.map((value) => ({ value, label: BUSINESS_STRUCTURE_LABELS[value] }))}
          {...form.getInputProps('businessStructure')}
        />
        <Checkbox.Group label="Ownership" description="Choose any that apply" {...form.getInputProps('ownershipTags')}>
          <Group gap="md" mt={6}>
            {OWNERSHIP_TAGS.map((tag) => (
              <Checkbox key={tag} value={tag} label={OWNERSHIP_TAG_LABELS[tag]} />
            ))}
          </Group>
        </Checkbox.Group>
        <SimpleGrid cols={2} spacing="sm">
          <NumberInput label="Years in business" min={0} max={300} {...form.getInputProps('yearsInBusiness')} />
          <NumberInput label="Employees" min={0} thousandSeparator="," {...form.getInputProps('employeeCount')} />
        </SimpleGrid>
        <TextInput label="Website" placeholder="www.example.com" inputMode="url" autoComplete="url" {...form.getInputProps('website')} />
        <Select
          label="How did you hear about us?"
          clearable
          data={LEAD_SOURCES.map((value) => ({ value, label: LEAD_SOURCE_LABELS[value] }))}
          {...form.getInputProps('leadSource')}
        />
      </Stack>
      <StepActions isSaving={isSaving} error={formError} />
    </form>
  );
}

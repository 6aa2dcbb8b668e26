import { MultiSelect, Stack, Text } from '@mantine/core';
import { type TRegistrationDraft, type TRegistrationServicesInput, ZRegistrationServicesSchema } from '@procura/shared';
import { useSchemaForm } from '../../../../lib/forms/schema-form';
import { usePublicServices, usePublicStates } from '../../queries';
import { StepActions } from './StepActions';
import { useStepSave } from './step-form';
import type { TStepProps } from './step-props';

const initialOf = (saved: TRegistrationDraft['data']['services']): TRegistrationServicesInput => saved ?? { serviceIds: [], stateIds: [] };

export function ServicesStep({ draft, save, isSaving, onBack }: TStepProps) {
  const form = useSchemaForm(ZRegistrationServicesSchema, initialOf(draft.data.services));
  const { formError, run } = useStepSave(form);
  const services = usePublicServices();
  const states = usePublicStates(draft.countryId);
  const grouped = new Map<string, { value: string; label: string }[]>();
  for (const service of services.data ?? []) {
    const items = grouped.get(service.category.name) ?? [];
    items.push({ value: service.id, label: service.name });
    grouped.set(service.category.name, items);
  }
  const serviceIds = (form.values.serviceIds ?? []) as string[];
  const stateIds = ((form.values.stateIds ?? []) as (number | string)[]).map(String);

  const onSubmit = form.onSubmit((data) => run(() => save({ step: 'services', data })));

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="sm">
        <MultiSelect
          label="Services you offer"
          required
          searchable
          hidePickedOptions
          placeholder={services.isLoading ? 'Loading services…' : serviceIds.length ? undefined : 'Search services'}
          data={[...grouped].map(([group, items]) => ({ group, items }))}
          value={serviceIds}
          onChange={(value) => form.setFieldValue('serviceIds', value)}
          error={form.errors.serviceIds ?? (services.isError ? 'The services could not be loaded. Reload the page.' : undefined)}
          nothingFoundMessage="No service matches"
        />
        <MultiSelect
          label="States you work in"
          required
          searchable
          hidePickedOptions
          placeholder={states.isLoading ? 'Loading states…' : stateIds.length ? undefined : 'Search states'}
          data={(states.data ?? []).map((s) => ({ value: String(s.id), label: s.name }))}
          value={stateIds}
          onChange={(value) => form.setFieldValue('stateIds', value.map(Number))}
          error={form.errors.stateIds}
          nothingFoundMessage="No state matches"
        />
        <Text size="xs" c="dimmed">
          Serve only some counties? After approval you can narrow your areas to counties in your workspace.
        </Text>
      </Stack>
      <StepActions onBack={onBack} isSaving={isSaving} error={formError} />
    </form>
  );
}

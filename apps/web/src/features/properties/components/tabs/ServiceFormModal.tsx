import { Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import {
  SERVICE_FREQUENCIES,
  SERVICE_FREQUENCY_LABELS,
  SERVICE_SEASONS,
  SERVICE_SEASON_LABELS,
  ZCreatePropertyServiceSchema,
  ZUpdatePropertyServiceSchema,
  type TCreatePropertyServiceInput,
  type TPropertyService,
} from '@procura/shared';
import { ModalActions } from '../../../../components/ModalActions';
import { useSchemaForm } from '../../../../lib/forms/schema-form';
import { succeeded } from '../../../../lib/query/use-app-mutation';
import { ServicePicker } from '../../../pickers';
import { useAddPropertyService, useUpdatePropertyService } from '../../queries';
import { FormModal } from '../../../../components/unsaved-changes';

const FREQUENCY_OPTIONS = SERVICE_FREQUENCIES.map((value) => ({ value, label: SERVICE_FREQUENCY_LABELS[value] }));
const SEASON_OPTIONS = SERVICE_SEASONS.map((value) => ({ value, label: SERVICE_SEASON_LABELS[value] }));

interface TProps {
  propertyId: string;
  /** Present: edit it (the service itself stays). Absent: add one. */
  service: TPropertyService | null;
  /** Services the property already requires: not offered again. */
  takenServiceIds: ReadonlySet<string>;
  onClose: () => void;
}

export function ServiceFormModal({ propertyId, service, takenServiceIds, onClose }: TProps) {
  const initial: TCreatePropertyServiceInput = service
    ? {
        propertyId,
        serviceId: service.serviceId,
        frequency: service.frequency,
        season: service.season,
        seasonStart: service.seasonStart ?? '',
        seasonEnd: service.seasonEnd ?? '',
        notes: service.notes ?? '',
      }
    : { propertyId, serviceId: '', frequency: 'MONTHLY', season: 'YEAR_ROUND', seasonStart: '', seasonEnd: '', notes: '' };
  const form = useSchemaForm(ZCreatePropertyServiceSchema, initial);
  // The property is the page's; the service is fixed once added.
  const binding = { form, hiddenFields: service ? ['propertyId', 'serviceId'] : ['propertyId'] };
  const add = useAddPropertyService(propertyId, binding);
  const update = useUpdatePropertyService(propertyId, binding);

  const onSubmit = form.onSubmit(async (values) => {
    const { propertyId: _propertyId, serviceId: _serviceId, ...fields } = values;
    const saving = service ? update.mutateAsync({ id: service.id, input: ZUpdatePropertyServiceSchema.parse(fields) }) : add.mutateAsync(values);
    if (await succeeded(saving)) onClose();
  });

  return (
    <FormModal
      isDirty={form.isDirty()}
      isSubmitting={form.submitting}
      onClose={onClose}
      title={service ? `Edit ${service.serviceName}` : 'Add required service'}
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          {service ? (
            <TextInput label="Service" value={`${service.serviceName} · ${service.categoryName}`} readOnly disabled />
          ) : (
            <ServicePicker
              label="Service"
              required={form.isRequired('serviceId')}
              placeholder="Search the services catalogue"
              exclude={takenServiceIds}
              maxDropdownHeight={320}
              value={form.values.serviceId || null}
              onChange={(serviceId) => form.setFieldValue('serviceId', serviceId ?? '')}
              error={form.errors.serviceId}
            />
          )}
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <Select
              label="Frequency"
              data={FREQUENCY_OPTIONS}
              allowDeselect={false}
              comboboxProps={{ withinPortal: true }}
              {...form.getInputProps('frequency')}
            />
            <Select label="Season" data={SEASON_OPTIONS} allowDeselect={false} comboboxProps={{ withinPortal: true }} {...form.getInputProps('season')} />
          </SimpleGrid>
          {form.values.season === 'CUSTOM' ? (
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <TextInput label="Season starts" type="date" {...form.getInputProps('seasonStart')} />
              <TextInput label="Season ends" type="date" {...form.getInputProps('seasonEnd')} />
            </SimpleGrid>
          ) : null}
          <Textarea label="Notes" placeholder="Scope details, areas, exclusions" autosize minRows={3} maxRows={8} {...form.getInputProps('notes')} />
          <ModalActions onCancel={onClose} isSubmitting={form.submitting} />
        </Stack>
      </form>
    </FormModal>
  );
}

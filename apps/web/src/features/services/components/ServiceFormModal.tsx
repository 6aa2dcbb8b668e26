import { Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { SERVICE_UNIT_LABELS, SERVICE_UNITS, ZServiceInputSchema, type TService, type TServiceCategory } from '@procura/shared';
import { ModalActions } from '../../../components/ModalActions';
import { useSchemaForm } from '../../../lib/forms/schema-form';
import { succeeded } from '../../../lib/query/use-app-mutation';
import { useCreateService, useUpdateService } from '../queries';
import { FormModal } from '../../../components/unsaved-changes';

const UNIT_OPTIONS = SERVICE_UNITS.map((unit) => ({ value: unit, label: SERVICE_UNIT_LABELS[unit] }));

interface TServiceFormModalProps {
  /** The service being edited; null adds one. */
  service: TService | null;
  categories: readonly TServiceCategory[];
  /** A new service starts in the category on screen. */
  defaultCategoryId: string | null;
  onClose: () => void;
}

export function ServiceFormModal({ service, categories, defaultCategoryId, onClose }: TServiceFormModalProps) {
  const form = useSchemaForm(ZServiceInputSchema, {
    categoryId: service?.category.id ?? defaultCategoryId ?? '',
    name: service?.name ?? '',
    description: service?.description ?? '',
    unit: service?.unit ?? 'PER_VISIT',
    status: service?.status ?? 'ACTIVE',
  });
  const create = useCreateService({ form });
  const update = useUpdateService({ form });

  const onSubmit = form.onSubmit(async (input) => {
    const { categoryId, name, description, unit } = input;
    const saved = service ? update.mutateAsync({ id: service.id, input: { categoryId, name, description, unit } }) : create.mutateAsync(input);
    if (await succeeded(saved)) onClose();
  });

  return (
    <FormModal isDirty={form.isDirty()} isSubmitting={form.submitting} onClose={onClose} title={service ? 'Edit Service' : 'Add Service'}>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <TextInput label="Name" placeholder="e.g. Snow plowing" data-autofocus {...form.getInputProps('name')} />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <Select
              label="Category"
              placeholder="Choose a category"
              searchable
              data={categories.map((c) => ({ value: c.id, label: c.name }))}
              comboboxProps={{ withinPortal: true }}
              {...form.getInputProps('categoryId')}
              value={form.values.categoryId || null}
              onChange={(value) => form.setFieldValue('categoryId', value ?? '')}
            />
            <Select label="Pricing unit" data={UNIT_OPTIONS} allowDeselect={false} comboboxProps={{ withinPortal: true }} {...form.getInputProps('unit')} />
          </SimpleGrid>
          <Textarea
            label="Description"
            placeholder="One line on what the service includes"
            autosize
            minRows={2}
            maxRows={5}
            {...form.getInputProps('description')}
            value={form.values.description ?? ''}
          />
          <ModalActions onCancel={onClose} isSubmitting={form.submitting} />
        </Stack>
      </form>
    </FormModal>
  );
}

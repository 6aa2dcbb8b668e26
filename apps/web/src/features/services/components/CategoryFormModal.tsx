import { NumberInput, Stack, Textarea, TextInput } from '@mantine/core';
import { ZServiceCategoryInputSchema, type TServiceCategory } from '@procura/shared';
import { ModalActions } from '../../../components/ModalActions';
import { useSchemaForm } from '../../../lib/forms/schema-form';
import { succeeded } from '../../../lib/query/use-app-mutation';
import { useCreateCategory, useUpdateCategory } from '../queries';
import { FormModal } from '../../../components/unsaved-changes';

/** Add a category (category null) or edit one: the same schema the API validates with. */
export function CategoryFormModal({ category, onClose }: { category: TServiceCategory | null; onClose: () => void }) {
  const form = useSchemaForm(ZServiceCategoryInputSchema, {
    name: category?.name ?? '',
    description: category?.description ?? '',
    sortOrder: category?.sortOrder ?? 0,
  });
  const create = useCreateCategory({ form });
  const update = useUpdateCategory({ form });

  const onSubmit = form.onSubmit(async (input) => {
    if (await succeeded(category ? update.mutateAsync({ id: category.id, input }) : create.mutateAsync(input))) onClose();
  });

  return (
    <FormModal isDirty={form.isDirty()} isSubmitting={form.submitting} onClose={onClose} title={category ? 'Edit Category' : 'Add Category'} size="md">
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <TextInput label="Name" placeholder="e.g. Landscaping & Grounds" data-autofocus {...form.getInputProps('name')} />
          <Textarea
            label="Description"
            placeholder="What the category covers"
            autosize
            minRows={2}
            maxRows={4}
            {...form.getInputProps('description')}
            value={form.values.description ?? ''}
          />
          <NumberInput label="Display order" description="Lower numbers are listed first." min={0} max={10000} {...form.getInputProps('sortOrder')} />
          <ModalActions onCancel={onClose} isSubmitting={form.submitting} />
        </Stack>
      </form>
    </FormModal>
  );
}

import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { ZPropertyContractCreateSchema, type TContract } from '@procura/shared';
import { useState } from 'react';
import type { TPickerOption } from '../../pickers';
import { FormModal } from '../../../components/unsaved-changes';
import { useSchemaForm } from '../../../lib/forms/schema-form';
import { succeeded } from '../../../lib/query/use-app-mutation';
import { PropertyPicker } from '../../pickers';
import { useAddPropertyContract } from '../parts-queries';

/** One of the client's properties added to the contract (its lines are added next). */
export function AddPropertyModal({ contract, onClose }: { contract: TContract; onClose: () => void }) {
  const [picked, setPicked] = useState<TPickerOption | null>(null);
  const form = useSchemaForm(ZPropertyContractCreateSchema, { contractId: contract.id, propertyId: '', startOn: null, endOn: null, reason: '' });
  const add = useAddPropertyContract(contract.id, { form, hiddenFields: ['contractId'] });
  const onSubmit = form.onSubmit(async (values) => {
    if (await succeeded(add.mutateAsync({ ...values, reason: values.reason || undefined }))) onClose();
  });
  return (
    <FormModal isDirty={form.isDirty()} isSubmitting={form.submitting} onClose={onClose} title="Add property">
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <Text size="sm">A property of {contract.clientName}; it runs as the contract unless you give it dates of its own.</Text>
          <PropertyPicker
            label="Property"
            clientId={contract.clientId}
            withAsterisk
            error={form.errors.propertyId}
            value={picked}
            onChange={(option) => {
              setPicked(option);
              form.setFieldValue('propertyId', option?.value ?? '');
            }}
          />
          <TextInput label="Reason for the change" {...form.getInputProps('reason')} value={form.values.reason ?? ''} />
          <Group justify="flex-end" gap="sm" mt="sm">
            <Button variant="default" onClick={onClose} disabled={form.submitting}>
              Cancel
            </Button>
            <Button type="submit" loading={form.submitting}>
              Add property
            </Button>
          </Group>
        </Stack>
      </form>
    </FormModal>
  );
}

import { Button, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { ZContractLineCreateSchema, type TContract } from '@procura/shared';
import { FormModal } from '../../../components/unsaved-changes';
import { useSchemaForm } from '../../../lib/forms/schema-form';
import { succeeded } from '../../../lib/query/use-app-mutation';
import { ServicePicker } from '../../pickers';
import { useAddContractLine } from '../parts-queries';
import { LineFields } from './LineFields';

/** A service line added to one of the contract's properties (a property not on it yet is added first, with "Add property"). */
export function AddLineModal({ contract, onClose }: { contract: TContract; onClose: () => void }) {
  const form = useSchemaForm(ZContractLineCreateSchema, {
    propertyContractId: contract.properties.length === 1 ? contract.properties[0].id : '',
    serviceId: '',
    price: 0,
    unit: 'PER_MONTH',
    quantityPerYear: null,
    frequency: null,
    startOn: null,
    endOn: null,
    reason: '',
  });
  const add = useAddContractLine(contract.id, { form });
  const onSubmit = form.onSubmit(async (values) => {
    if (await succeeded(add.mutateAsync({ ...values, reason: values.reason || undefined }))) onClose();
  });
  const property = contract.properties.find((p) => p.id === form.values.propertyContractId);
  // A service the property already has on this contract is not offered twice.
  const taken = new Set(property?.lines.map((l) => l.serviceId) ?? []);
  return (
    <FormModal isDirty={form.isDirty()} isSubmitting={form.submitting} onClose={onClose} title="Add service line">
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <Text size="sm">The new line makes version {contract.version + 1}; its annual cost is worked out from its price.</Text>
          <Select
            label="Property"
            data={contract.properties.map((p) => ({ value: p.id, label: p.propertyName }))}
            allowDeselect={false}
            {...form.getInputProps('propertyContractId')}
            onChange={(value) => form.setFieldValue('propertyContractId', value ?? '')}
          />
          <ServicePicker
            label="Service"
            exclude={taken}
            {...form.getInputProps('serviceId')}
            value={form.values.serviceId || null}
            onChange={(serviceId) => form.setFieldValue('serviceId', serviceId ?? '')}
          />
          <LineFields form={form} />
          <TextInput label="Reason for the change" {...form.getInputProps('reason')} value={form.values.reason ?? ''} />
          <Group justify="flex-end" gap="sm" mt="sm">
            <Button variant="default" onClick={onClose} disabled={form.submitting}>
              Cancel
            </Button>
            <Button type="submit" loading={form.submitting}>
              Add line
            </Button>
          </Group>
        </Stack>
      </form>
    </FormModal>
  );
}

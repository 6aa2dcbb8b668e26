import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { ZContractLineUpdateSchema, type TContract, type TContractLine } from '@procura/shared';
import { FormModal } from '../../../components/unsaved-changes';
import { useSchemaForm } from '../../../lib/forms/schema-form';
import { formatMoney } from '../../../lib/format';
import { succeeded } from '../../../lib/query/use-app-mutation';
import { useUpdateContractLine } from '../parts-queries';
import { LineFields } from './LineFields';

/**
 * A line's price, unit, quantity, frequency and dates, against the contract's version on screen
 * (a contract changed meanwhile answers 409 naming `version`). The annual cost is the server's:
 * the table shows the new one once the change is saved.
 */
export function EditLineModal({ contract, line, onClose }: { contract: TContract; line: TContractLine & { propertyName: string }; onClose: () => void }) {
  const form = useSchemaForm(ZContractLineUpdateSchema, {
    price: line.price,
    unit: line.unit,
    quantityPerYear: line.quantityPerYear,
    frequency: line.frequency,
    startOn: line.startOn,
    endOn: line.endOn,
    reason: '',
    version: contract.version,
  });
  const update = useUpdateContractLine(contract.id, { form, hiddenFields: ['version'] });
  const onSubmit = form.onSubmit(async (values) => {
    if (await succeeded(update.mutateAsync({ id: line.id, ...values, reason: values.reason || undefined }))) onClose();
  });
  return (
    <FormModal isDirty={form.isDirty()} isSubmitting={form.submitting} onClose={onClose} title="Edit service line">
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <Text size="sm">
            {line.serviceName} at {line.propertyName}: {formatMoney(line.annualCost)} a year now. Saving makes version {contract.version + 1}.
          </Text>
          <LineFields form={form} />
          <TextInput label="Reason for the change" {...form.getInputProps('reason')} value={form.values.reason ?? ''} />
          <Group justify="flex-end" gap="sm" mt="sm">
            <Button variant="default" onClick={onClose} disabled={form.submitting}>
              Cancel
            </Button>
            <Button type="submit" loading={form.submitting}>
              Save line
            </Button>
          </Group>
        </Stack>
      </form>
    </FormModal>
  );
}

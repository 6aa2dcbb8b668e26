import { Button, Group, NumberInput, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { ZContractLineUpdateSchema, type TContract } from '@procura/shared';
import { FormModal } from '../../../components/unsaved-changes';
import { useSchemaForm } from '../../../lib/forms/schema-form';
import { succeeded } from '../../../lib/query/use-app-mutation';
import { useUpdateContractLine } from '../queries';
import type { TLineRow } from './ContractLinesTab';

/**
 * A line's price and end date, with why: the change is a new version of the contract, made
 * against the version on screen (a contract changed meanwhile answers 409 naming `version`).
 */
export function EditLineModal({ contract, line, onClose }: { contract: TContract; line: TLineRow; onClose: () => void }) {
  const form = useSchemaForm(ZContractLineUpdateSchema, { price: line.price, endOn: line.endOn, reason: '', version: contract.version });
  const update = useUpdateContractLine(contract.id, { form, hiddenFields: ['version'] });
  const onSubmit = form.onSubmit(async (values) => {
    if (await succeeded(update.mutateAsync({ lineId: line.id, ...values }))) onClose();
  });
  const endOn = form.getInputProps('endOn');
  return (
    <FormModal isDirty={form.isDirty()} isSubmitting={form.submitting} onClose={onClose} title="Edit line">
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <Text size="sm">
            {line.serviceName} at {line.propertyName}
          </Text>
          <NumberInput
            label="Price"
            prefix="$"
            decimalScale={2}
            thousandSeparator=","
            min={0}
            data-autofocus
            {...form.getInputProps('price')}
            onChange={(value) => form.setFieldValue('price', typeof value === 'number' ? value : undefined)}
          />
          <TextInput
            type="date"
            label="Line ends on"
            {...endOn}
            value={form.values.endOn ?? ''}
            onChange={(event) => form.setFieldValue('endOn', event.currentTarget.value || null)}
          />
          <Textarea
            label="Reason for the change"
            description="Kept with the contract's version."
            autosize
            minRows={2}
            maxRows={6}
            {...form.getInputProps('reason')}
          />
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

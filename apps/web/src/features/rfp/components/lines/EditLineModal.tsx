import { NumberInput, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { ZRfpLineUpdateSchema, type TRfpLine } from '@procura/shared';
import { ModalActions } from '../../../../components/ModalActions';
import { FormModal } from '../../../../components/unsaved-changes';
import { useSchemaForm } from '../../../../lib/forms/schema-form';
import { succeeded } from '../../../../lib/query/use-app-mutation';
import { useUpdateRfpLine } from '../../lines-queries';
import { useActiveScopes } from '../../wizard/wizard-queries';

const MONEY = { prefix: '$', thousandSeparator: ',', min: 0, decimalScale: 2, hideControls: true } as const;

/** One line's scope of work and what it costs today: the figures savings are judged against, never shown to vendors. */
export function EditLineModal({ rfpId, clientId, line, onClose }: { rfpId: string; clientId: string; line: TRfpLine; onClose: () => void }) {
  const form = useSchemaForm(ZRfpLineUpdateSchema, {
    clientSowId: line.clientSowId,
    budgetAnnual: line.budgetAnnual ?? '',
    incumbentAnnual: line.incumbentAnnual ?? '',
  });
  const update = useUpdateRfpLine(rfpId, { form });
  const scopes = useActiveScopes(clientId, [line.serviceId]);
  const options = (scopes.data?.data ?? []).map((scope) => ({ value: scope.id, label: scope.name }));
  // The line's own scope stays choosable even when it is no longer active.
  if (line.clientSowId && line.clientSowName && !options.some((option) => option.value === line.clientSowId)) {
    options.unshift({ value: line.clientSowId, label: line.clientSowName });
  }
  const onSubmit = form.onSubmit(async (input) => {
    if (await succeeded(update.mutateAsync({ lineId: line.id, input }))) onClose();
  });
  return (
    <FormModal isDirty={form.isDirty()} isSubmitting={form.submitting} onClose={onClose} title="Edit line">
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <Text size="sm">
            <b>{line.propertyName}</b> · {line.serviceName}
          </Text>
          <Select
            label="Scope of work"
            description="The client’s scope vendors price this line against; it is pinned when the RFP is published."
            data={options}
            placeholder={scopes.isLoading ? 'Loading scopes…' : 'No scope yet'}
            nothingFoundMessage="No active scope for this service"
            clearable
            comboboxProps={{ withinPortal: true }}
            data-autofocus
            {...form.getInputProps('clientSowId')}
          />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <NumberInput label="Budget a year" description="Kept from vendors." {...MONEY} {...form.getInputProps('budgetAnnual')} />
            <NumberInput label="Incumbent price a year" description="What the line costs today." {...MONEY} {...form.getInputProps('incumbentAnnual')} />
          </SimpleGrid>
          <ModalActions onCancel={onClose} isSubmitting={form.submitting} />
        </Stack>
      </form>
    </FormModal>
  );
}

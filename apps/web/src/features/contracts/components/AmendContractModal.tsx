import { Button, Group, NumberInput, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { ZContractAmendSchema, type TContract } from '@procura/shared';
import { FormModal } from '../../../components/unsaved-changes';
import { useSchemaForm } from '../../../lib/forms/schema-form';
import { succeeded } from '../../../lib/query/use-app-mutation';
import { useAmendContract } from '../queries';

/**
 * An amendment of the contract's start and end, notice and payment terms (a draft from an RFP
 * without a service start has no dates, which activation needs), with why: a new version made
 * against the version on screen (a contract changed meanwhile answers 409 naming `version`).
 */
export function AmendContractModal({ contract, onClose }: { contract: TContract; onClose: () => void }) {
  const form = useSchemaForm(ZContractAmendSchema, {
    startOn: contract.startOn,
    endOn: contract.endOn,
    noticeDays: contract.noticeDays,
    paymentTerms: contract.paymentTerms,
    reason: '',
    version: contract.version,
  });
  const amend = useAmendContract({ form, hiddenFields: ['version'] });
  const onSubmit = form.onSubmit(async (values) => {
    if (await succeeded(amend.mutateAsync({ id: contract.id, ...values }))) onClose();
  });
  return (
    <FormModal isDirty={form.isDirty()} isSubmitting={form.submitting} onClose={onClose} title="Amend contract">
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <Text size="sm">
            {contract.number} becomes version {contract.version + 1}; the reason is kept with it.
          </Text>
          <TextInput
            type="date"
            label="Starts on"
            data-autofocus
            {...form.getInputProps('startOn')}
            value={form.values.startOn ?? ''}
            onChange={(event) => form.setFieldValue('startOn', event.currentTarget.value || null)}
          />
          <TextInput
            type="date"
            label="Ends on"
            {...form.getInputProps('endOn')}
            value={form.values.endOn ?? ''}
            onChange={(event) => form.setFieldValue('endOn', event.currentTarget.value || null)}
          />
          <NumberInput
            label="Notice to stop renewal (days)"
            min={0}
            allowDecimal={false}
            {...form.getInputProps('noticeDays')}
            onChange={(value) => form.setFieldValue('noticeDays', typeof value === 'number' ? value : null)}
          />
          <TextInput
            label="Payment terms"
            {...form.getInputProps('paymentTerms')}
            value={typeof form.values.paymentTerms === 'string' ? form.values.paymentTerms : ''}
          />
          <Textarea label="Reason for the change" autosize minRows={2} maxRows={6} {...form.getInputProps('reason')} />
          <Group justify="flex-end" gap="sm" mt="sm">
            <Button variant="default" onClick={onClose} disabled={form.submitting}>
              Cancel
            </Button>
            <Button type="submit" loading={form.submitting}>
              Save amendment
            </Button>
          </Group>
        </Stack>
      </form>
    </FormModal>
  );
}

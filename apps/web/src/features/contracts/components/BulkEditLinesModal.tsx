import { Button, Group, NumberInput, SegmentedControl, Stack, Text, Textarea, TextInput } from '@mantine/core';
import type { TContract, TContractBulkResult, TContractBulkRow, TContractLine } from '@procura/shared';
import { z } from 'zod';
import { FormModal } from '../../../components/unsaved-changes';
import { useSchemaForm } from '../../../lib/forms/schema-form';
import { succeeded } from '../../../lib/query/use-app-mutation';
import { useBulkUpdateContractLines } from '../parts-queries';
import { ContractPicker } from './ContractPicker';

const CHANGES = [
  { value: 'price', label: 'Prices' },
  { value: 'endOn', label: 'End date' },
  { value: 'contractId', label: 'Vendor' },
] as const;
type TChange = (typeof CHANGES)[number]['value'];
const isChange = (value: string): value is TChange => CHANGES.some((c) => c.value === value);

/** What the bulk edit asks: one change for every selected line, and why (kept with each contract's version). */
const ZBulkEditFormSchema = z
  .object({
    change: z.enum(['price', 'endOn', 'contractId']),
    percent: z.number('Enter the change in %.').min(-99, 'A price can go down by at most 99%.').max(1_000, 'At most +1,000%.').nullable(),
    endOn: z.iso.date('Use a date like 2027-03-01.').nullable(),
    target: z.object({ value: z.string(), label: z.string() }).nullable(),
    reason: z.string().trim().min(1, 'Say why the lines change: it is kept with the contract’s version.').max(2_000),
  })
  .refine((v) => v.change !== 'price' || v.percent !== null, { message: 'Enter the change in %.', path: ['percent'] })
  .refine((v) => v.change !== 'endOn' || v.endOn !== null, { message: 'Choose the new end date.', path: ['endOn'] })
  .refine((v) => v.change !== 'contractId' || v.target !== null, { message: 'Choose the new vendor’s contract.', path: ['target'] });

/** The new price of a line after a change in %, in whole cents as the server takes it. */
export const priceAfter = (price: number, percent: number) => Math.round(price * (100 + percent)) / 100;

const rowOf = (line: TContractLine, values: z.infer<typeof ZBulkEditFormSchema>): TContractBulkRow => {
  if (values.change === 'price') return { id: line.id, price: priceAfter(line.price, values.percent ?? 0) };
  if (values.change === 'endOn') return { id: line.id, endOn: values.endOn };
  return { id: line.id, contractId: values.target?.value };
};

/**
 * One change applied to the selected lines through the bulk update, all or nothing: when the
 * server refuses a row, no line changes and each refused row comes back with its reason
 * (docs/contracts.md "Editing lines on the contract's page"). Changing the vendor moves the lines
 * to another contract of the same client, the new vendor's.
 */
export function BulkEditLinesModal({
  contract,
  lines,
  onDone,
  onClose,
}: {
  contract: Pick<TContract, 'id' | 'clientId'>;
  lines: readonly TContractLine[];
  onDone: (result: TContractBulkResult) => void;
  onClose: () => void;
}) {
  const form = useSchemaForm(ZBulkEditFormSchema, { change: 'price', percent: null, endOn: null, target: null, reason: '' });
  const bulk = useBulkUpdateContractLines(contract.id);
  const onSubmit = form.onSubmit(async (values) => {
    const rows = lines.map((line) => rowOf(line, values));
    const call = bulk.mutateAsync({ rows, reason: values.reason });
    if (await succeeded(call)) {
      onDone(await call);
      onClose();
    }
  });
  const change = form.values.change;
  return (
    <FormModal isDirty={form.isDirty()} isSubmitting={form.submitting} onClose={onClose} title="Bulk edit lines">
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <Text size="sm">
            {lines.length} {lines.length === 1 ? 'line' : 'lines'} selected. They change together in one new version; if a line cannot take the change, none is
            changed and that line is named.
          </Text>
          <SegmentedControl
            aria-label="What changes"
            fullWidth
            data={CHANGES.map((c) => ({ ...c }))}
            value={change}
            onChange={(value) => isChange(value) && form.setFieldValue('change', value)}
          />
          {change === 'price' ? (
            <NumberInput
              label="Price change (%)"
              description="10 raises each price by 10%; -5 lowers it by 5%"
              decimalScale={2}
              data-autofocus
              {...form.getInputProps('percent')}
              value={form.values.percent ?? ''}
              onChange={(value) => form.setFieldValue('percent', typeof value === 'number' ? value : null)}
            />
          ) : change === 'contractId' ? (
            <ContractPicker
              label="The new vendor’s contract"
              withAsterisk
              description="A contract of the same client that can still change; the lines leave this one"
              clientId={contract.clientId}
              excludeId={contract.id}
              value={form.values.target}
              onChange={(target) => form.setFieldValue('target', target)}
              error={form.errors.target}
            />
          ) : (
            <TextInput
              type="date"
              label="New end date"
              {...form.getInputProps('endOn')}
              value={form.values.endOn ?? ''}
              onChange={(event) => form.setFieldValue('endOn', event.currentTarget.value || null)}
            />
          )}
          <Textarea label="Reason for the change" autosize minRows={2} maxRows={6} {...form.getInputProps('reason')} />
          <Group justify="flex-end" gap="sm" mt="sm">
            <Button variant="default" onClick={onClose} disabled={form.submitting}>
              Cancel
            </Button>
            <Button type="submit" loading={form.submitting}>
              Apply to {lines.length} {lines.length === 1 ? 'line' : 'lines'}
            </Button>
          </Group>
        </Stack>
      </form>
    </FormModal>
  );
}

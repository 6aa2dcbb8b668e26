import { Button, Group, NumberInput, SegmentedControl, Select, Stack, Text, Textarea } from '@mantine/core';
import { ADJUSTMENT_REASON_MAX, type TLineAnalysis, type TVendorAnalysis } from '@procura/shared';
import { z } from 'zod';
import { FormModal } from '../../../components/unsaved-changes';
import { useSchemaForm } from '../../../lib/forms/schema-form';
import { succeeded } from '../../../lib/query/use-app-mutation';
import { useAddAdjustment } from '../queries';

const WHOLE_BID = '';
/** The adjustment as typed; the server's ZAdjustmentInputSchema checks the amount's range and cents. */
const ZAdjustmentFormSchema = z.object({
  bidId: z.string().min(1, 'Choose a bid.'),
  rfpLineId: z.string(),
  kind: z.enum(['PLUG', 'CORRECTION']),
  annualAmount: z.number('Enter the yearly amount as a number.').refine((v) => v !== 0, 'An adjustment of 0 changes nothing.'),
  reason: z.string().trim().min(1, 'Say why: the report shows it beside the amount.').max(ADJUSTMENT_REASON_MAX),
});

/**
 * Levels a bid (docs/rfp.md "Leveling"): a plug for an excluded or missing item, or a
 * correction, with its reason, on one line or the whole bid. Vendors never see it.
 */
export function AdjustmentModal({
  rfpId,
  vendors,
  lines,
  onClose,
}: {
  rfpId: string;
  vendors: readonly TVendorAnalysis[];
  lines: readonly TLineAnalysis[];
  onClose: () => void;
}) {
  const form = useSchemaForm(ZAdjustmentFormSchema, { bidId: vendors[0]?.bidId ?? '', rfpLineId: WHOLE_BID, kind: 'PLUG', annualAmount: 0, reason: '' });
  const add = useAddAdjustment(rfpId, { form });
  const onSubmit = form.onSubmit(async ({ rfpLineId, ...values }) => {
    if (await succeeded(add.mutateAsync({ ...values, rfpLineId: rfpLineId === WHOLE_BID ? null : rfpLineId }))) onClose();
  });
  const isPending = form.submitting || add.isPending;
  return (
    <FormModal isDirty={form.isDirty()} isSubmitting={isPending} onClose={onClose} title="Add adjustment">
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            Private to your team: the leveled totals, ranks and scenarios count it; the vendor never sees it.
          </Text>
          <Select
            label="Bid"
            allowDeselect={false}
            data={vendors.map((v) => ({ value: v.bidId, label: v.vendorName }))}
            data-autofocus
            {...form.getInputProps('bidId')}
          />
          <Select
            label="Line"
            allowDeselect={false}
            data={[{ value: WHOLE_BID, label: 'The whole bid' }, ...lines.map((l) => ({ value: l.rfpLineId, label: `${l.propertyName} · ${l.serviceName}` }))]}
            {...form.getInputProps('rfpLineId')}
          />
          <Stack gap={4}>
            <Text size="sm" fw={500} id="adjustment-kind-label">
              Kind
            </Text>
            <SegmentedControl
              aria-labelledby="adjustment-kind-label"
              data={[
                { value: 'PLUG', label: 'Plug (missing or excluded item)' },
                { value: 'CORRECTION', label: 'Correction' },
              ]}
              {...form.getInputProps('kind')}
            />
          </Stack>
          <NumberInput
            label="Amount a year"
            description="Negative to take off."
            prefix="$"
            decimalScale={2}
            thousandSeparator=","
            {...form.getInputProps('annualAmount')}
          />
          <Textarea label="Reason" autosize minRows={2} maxRows={6} {...form.getInputProps('reason')} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={isPending}>
              Cancel
            </Button>
            <Button type="submit" loading={isPending}>
              Add adjustment
            </Button>
          </Group>
        </Stack>
      </form>
    </FormModal>
  );
}

import { Button, Group, Select, Stack, Text, Textarea } from '@mantine/core';
import { AWARD_NOTE_MAX, AWARD_SCENARIO_LABELS, type TAwardInput, type TAwardScenario, type TLineAnalysis } from '@procura/shared';
import { useState } from 'react';
import { z } from 'zod';
import type { TPickerOption } from '../../../components/pickers';
import { FormModal } from '../../../components/unsaved-changes';
import { useSchemaForm } from '../../../lib/forms/schema-form';
import { formatMoney } from '../../../lib/format';
import { succeeded } from '../../../lib/query/use-app-mutation';
import { useAwardLines } from '../queries';
import { AwardPropertySelect } from './AwardPropertySelect';

/** What is being awarded: a scenario's lines, a bid's lines (either narrowed to a property), or one line by hand. */
export type TAwardTarget =
  | { kind: 'scenario'; scenario: TAwardScenario }
  | { kind: 'bid'; bidId: string; vendorName: string }
  | { kind: 'line'; line: TLineAnalysis; recommendedBidId: string | null };

const ZAwardFormSchema = z.object({
  bidId: z.string(),
  note: z.string().max(AWARD_NOTE_MAX, `Keep the note under ${AWARD_NOTE_MAX.toLocaleString('en-US')} characters.`),
});

function headlineOf(target: TAwardTarget): string {
  if (target.kind === 'scenario') return `Award the lines of the scenario "${AWARD_SCENARIO_LABELS[target.scenario]}".`;
  if (target.kind === 'bid') return `Award ${target.vendorName} the lines it priced.`;
  return `Award ${target.line.propertyName} · ${target.line.serviceName} to one bid.`;
}

function inputOf(target: TAwardTarget, values: z.output<typeof ZAwardFormSchema>, property: TPickerOption | null): TAwardInput {
  const note = values.note.trim() === '' ? null : values.note;
  const propertyId = property?.value;
  if (target.kind === 'scenario') return { scenario: target.scenario, propertyId, note };
  if (target.kind === 'bid') return { bidId: target.bidId, propertyId, note };
  return { lines: [{ rfpLineId: target.line.rfpLineId, bidId: values.bidId }], note };
}

/**
 * Confirms an award with an optional note (docs/rfp.md "Awarding"). The confirm button is busy
 * while the call runs, and the server awards a line once however often it is asked, so a double
 * click awards nothing twice. Lines awarded already are kept as they are.
 */
export function AwardModal({ rfpId, target, onClose }: { rfpId: string; target: TAwardTarget; onClose: () => void }) {
  const [property, setProperty] = useState<TPickerOption | null>(null);
  const [initial] = useState(() => ({
    bidId: target.kind === 'line' ? (target.recommendedBidId ?? target.line.bids[0]?.bidId ?? '') : '',
    note: '',
  }));
  const form = useSchemaForm(ZAwardFormSchema, initial);
  // One line by hand shows its bid choice; a scenario or a bid shows only the property, and an error about the rest is toasted.
  const award = useAwardLines(
    rfpId,
    target.kind === 'line'
      ? { form, fieldAliases: { 'lines.0.bidId': 'bidId', 'lines.0.rfpLineId': 'bidId', lines: 'bidId' } }
      : { form, hiddenFields: ['bidId', 'lines', 'scenario', 'propertyId'] },
  );
  const onSubmit = form.onSubmit(async (values) => {
    if (await succeeded(award.mutateAsync(inputOf(target, values, property)))) onClose();
  });
  const isPending = form.submitting || award.isPending;

  return (
    <FormModal isDirty={form.isDirty() || property !== null} isSubmitting={isPending} onClose={onClose} title="Award">
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <Text size="sm">{headlineOf(target)}</Text>
          <Text size="sm" c="dimmed">
            The winning bids' lines become Awarded and the others on those lines Lost; every vendor is told. Lines awarded already stay as they are.
          </Text>
          {target.kind === 'line' ? (
            <Select
              label="Bid"
              allowDeselect={false}
              data={target.line.bids.map((bid) => ({ value: bid.bidId, label: `${bid.vendorName}: ${formatMoney(bid.leveledAnnual)} a year` }))}
              {...form.getInputProps('bidId')}
            />
          ) : (
            <AwardPropertySelect rfpId={rfpId} value={property} onChange={setProperty} />
          )}
          <Textarea label="Note" description="Kept with the award (why this choice)." autosize minRows={2} maxRows={6} {...form.getInputProps('note')} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={isPending} data-autofocus>
              Cancel
            </Button>
            <Button type="submit" loading={isPending}>
              Award
            </Button>
          </Group>
        </Stack>
      </form>
    </FormModal>
  );
}

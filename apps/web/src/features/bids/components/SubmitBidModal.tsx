import { Button, Group, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { numberFromCell } from '@procura/shared';
import { useState } from 'react';
import { FormModal } from '../../../components/unsaved-changes';
import { formatMoney } from './bid-format';

export interface TSubmitBidModalProps {
  pricedLines: number;
  lineCount: number;
  annualTotal: number;
  isSubmitting: boolean;
  onSubmit: (input: { bundlePrice: number | null; note: string | null }) => void;
  onClose: () => void;
}

/**
 * Submitting sends the bid as it stands as the next version (docs/rfp.md "Bidding"), with an
 * optional bundle price a year "if awarded all my lines" and a note to the buyer.
 */
export function SubmitBidModal({ pricedLines, lineCount, annualTotal, isSubmitting, onSubmit, onClose }: TSubmitBidModalProps) {
  const [bundle, setBundle] = useState('');
  const [note, setNote] = useState('');
  const bundlePrice = bundle.trim() === '' ? null : numberFromCell(bundle);
  const bundleError = bundle.trim() !== '' && bundlePrice === null ? 'Enter the bundle price as a number, like 12500.00.' : undefined;
  return (
    <FormModal isDirty={bundle !== '' || note !== ''} isSubmitting={isSubmitting} onClose={onClose} title="Submit the bid">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!bundleError) onSubmit({ bundlePrice, note: note.trim() || null });
        }}
      >
        <Stack gap="md">
          <Text size="sm" c="dark.6">
            {pricedLines} of {lineCount} lines priced, {formatMoney(annualTotal)} a year. The buyer sees that you submitted and when; the prices stay sealed
            until the due time. You may revise or withdraw until then.
          </Text>
          <TextInput
            label="Bundle price a year (optional)"
            description="One price for the year if you are awarded all the lines you priced."
            inputMode="decimal"
            value={bundle}
            error={bundleError}
            onChange={(event) => setBundle(event.currentTarget.value)}
            data-autofocus
          />
          <Textarea
            label="Note to the buyer (optional)"
            autosize
            minRows={2}
            maxRows={6}
            value={note}
            onChange={(event) => setNote(event.currentTarget.value)}
          />
          <Group justify="flex-end" gap="sm" mt="sm">
            <Button variant="default" onClick={onClose} disabled={isSubmitting}>
              Cancel
            </Button>
            <Button type="submit" loading={isSubmitting}>
              Submit bid
            </Button>
          </Group>
        </Stack>
      </form>
    </FormModal>
  );
}

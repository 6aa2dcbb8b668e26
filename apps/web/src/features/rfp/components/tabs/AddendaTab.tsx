import { Alert, Button, Group, Paper, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { RFP_ADDENDUM_MIN_HOURS, type TRfp } from '@procura/shared';
import { IconFilePlus } from '@tabler/icons-react';
import { useCallback, useState } from 'react';
import { z } from 'zod';
import { EmptyState } from '../../../../components/EmptyState';
import { Spinner } from '../../../../components/Spinner';
import { FormModal } from '../../../../components/unsaved-changes';
import { errorMessage } from '../../../../lib/api-error';
import { formatDateTime } from '../../../../lib/format';
import { useSchemaForm } from '../../../../lib/forms/schema-form';
import { succeeded } from '../../../../lib/query/use-app-mutation';
import { usePublishAddendum, useRfpAddenda } from '../../qa-queries';
import { useRfpLines } from '../../queries';
import { AddendumChanges } from '../AddendumChanges';
import { PendingDocuments, type TPendingDocument } from '../PendingDocuments';
import { isoToZoned, zonedToIso } from '../../wizard/zoned-time';

/**
 * Addenda (docs/rfp.md "Addenda"): every change to a published RFP, numbered, with what it
 * changed and how many invited vendors acknowledged it; the buyer publishes one from here.
 */
export function AddendaTab({ rfp }: { rfp: TRfp }) {
  const addenda = useRfpAddenda(rfp.id);
  const [isWriting, setWriting] = useState(false);
  const canPublish = rfp.abilities.edit && rfp.status === 'PUBLISHED';

  if (addenda.isLoading) return <Spinner hint="Loading the addenda…" />;
  if (addenda.error) return <Alert color="red">{errorMessage(addenda.error, 'The addenda could not be loaded.')}</Alert>;
  const rows = addenda.data ?? [];
  return (
    <Stack gap="sm">
      {canPublish ? (
        <Group justify="flex-end">
          <Button leftSection={<IconFilePlus aria-hidden size={16} />} onClick={() => setWriting(true)}>
            Publish addendum
          </Button>
        </Group>
      ) : null}
      {rows.length === 0 ? (
        <EmptyState title="No addenda" description="A change to a published RFP, such as a later due time, is published as a numbered addendum." />
      ) : null}
      {rows.map((addendum) => (
        <Paper key={addendum.id} withBorder radius="md" p="sm">
          <Stack gap={4}>
            <Text size="sm" fw={700}>
              Addendum {addendum.number}
            </Text>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {addendum.summary}
            </Text>
            <AddendumChanges rfpId={rfp.id} addendum={addendum} timeZone={rfp.timeZone} />
            <Text size="xs" c="dimmed">
              Published {formatDateTime(addendum.publishedAt)} · acknowledged by {addendum.acknowledgedCount ?? 0} of {rfp.invitedCount} vendors
            </Text>
          </Stack>
        </Paper>
      ))}
      {isWriting ? <AddendumModal rfp={rfp} onClose={() => setWriting(false)} /> : null}
    </Stack>
  );
}

/** The addendum as typed: the due time as a clock time in the RFP's zone (ZRfpAddendumInputSchema takes the instant). */
const ZAddendumFormSchema = z.object({
  summary: z.string().trim().min(1, 'Say what the addendum changes: every invited vendor reads it.'),
  bidsDueLocal: z.string(),
});

function AddendumModal({ rfp, onClose }: { rfp: TRfp; onClose: () => void }) {
  const initialDue = rfp.bidsDueAt ? isoToZoned(rfp.bidsDueAt, rfp.timeZone) : '';
  const form = useSchemaForm(ZAddendumFormSchema, { summary: '', bidsDueLocal: initialDue });
  const publish = usePublishAddendum(rfp.id, { form, fieldAliases: { bidsDueAt: 'bidsDueLocal' } });
  const lines = useRfpLines(rfp.id, { page: 1, limit: 500, sort: 'position', sortDirection: 'asc' });
  const [documents, setDocuments] = useState<TPendingDocument[]>([]);
  const [isUploading, setUploading] = useState(false);
  const onBusyChange = useCallback((busy: boolean) => setUploading(busy), []);
  const unnamed = documents.some((d) => !d.name.trim());
  const onSubmit = form.onSubmit(async ({ summary, bidsDueLocal }) => {
    if (isUploading || unnamed) return;
    const bidsDueAt = bidsDueLocal !== initialDue ? (zonedToIso(bidsDueLocal, rfp.timeZone) ?? undefined) : undefined;
    const added = documents.map((d) => ({ fileKey: d.fileKey, name: d.name.trim(), ...(d.target ? { lineId: d.target } : {}) }));
    if (await succeeded(publish.mutateAsync({ summary, bidsDueAt, ...(added.length ? { documents: added } : {}) }))) onClose();
  });
  const targets = (lines.data?.data ?? []).map((line) => ({ value: line.id, label: `${line.propertyName} · ${line.serviceName}` }));
  // Why Publish waits, said beside it (a disabled button alone does not say).
  const waitReason = isUploading ? 'Wait for the upload to finish.' : unnamed ? 'Name every document.' : null;
  return (
    <FormModal isDirty={form.isDirty() || documents.length > 0} isSubmitting={form.submitting} onClose={onClose} title="Publish addendum">
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <Text size="sm" c="dark.6">
            Every invited vendor is told, and the e-mail links the documents you add here. Bids already submitted need their vendor to confirm or resubmit. With
            less than {RFP_ADDENDUM_MIN_HOURS} hours left, the due time moves so that many remain.
          </Text>
          <Textarea label="What changes" autosize minRows={3} maxRows={8} data-autofocus {...form.getInputProps('summary')} />
          <TextInput
            type="datetime-local"
            label="Bids due"
            description={`A clock time in ${rfp.timeZone}; leave it to keep the due time.`}
            {...form.getInputProps('bidsDueLocal')}
          />
          <PendingDocuments targets={targets} documents={documents} onChange={setDocuments} onBusyChange={onBusyChange} />
          <Group justify="flex-end" gap="sm" mt="sm">
            {waitReason ? (
              <Text size="sm" c="dark.6" role="status">
                {waitReason}
              </Text>
            ) : null}
            <Button variant="default" onClick={onClose} disabled={form.submitting}>
              Cancel
            </Button>
            <Button type="submit" loading={form.submitting} disabled={waitReason !== null}>
              Publish addendum
            </Button>
          </Group>
        </Stack>
      </form>
    </FormModal>
  );
}

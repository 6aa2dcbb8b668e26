import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { ROUTES, ZRfpCancelSchema, type TRfp } from '@procura/shared';
import { IconBan, IconChartBar, IconLockOpen, IconSend, IconSquareX, IconTrash } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { useState } from 'react';
import { ConfirmModal } from '../../../components/ConfirmModal';
import { FormModal } from '../../../components/unsaved-changes';
import { useSchemaForm } from '../../../lib/forms/schema-form';
import { succeeded } from '../../../lib/query/use-app-mutation';
import { RfpTemplateDocumentsButton } from './RfpTemplateDocuments';
import { useCancelRfp, useCloseRfp, useDeleteRfp, useOpenRfpBids, usePublishRfp } from '../queries';

type TMove = 'publish' | 'close' | 'openBids' | 'cancel' | 'delete';

/**
 * The lifecycle moves the reader may make now, as the RFP's `abilities` say (docs/rfp.md
 * "Lifecycle"). Publishing a draft that is not ready is shown, disabled, with what is missing.
 * Once the bids are opened, the way to their Bid Analysis Report.
 */
export function RfpActions({ rfp }: { rfp: TRfp }) {
  const [move, setMove] = useState<TMove | null>(null);
  const publish = usePublishRfp();
  const close = useCloseRfp();
  const openBids = useOpenRfpBids();
  const remove = useDeleteRfp();
  const navigate = useNavigate();
  const { abilities } = rfp;
  const done = () => setMove(null);

  return (
    <>
      <Group gap="sm">
        {rfp.openedAt ? (
          <Button
            component={Link}
            to={`${ROUTES.bidAnalysisReport}/${encodeURIComponent(rfp.id)}`}
            variant="light"
            leftSection={<IconChartBar aria-hidden size={16} />}
          >
            Bid analysis
          </Button>
        ) : null}
        {abilities.publish ? (
          <Button leftSection={<IconSend aria-hidden size={16} />} disabled={rfp.publishBlocker !== null} onClick={() => setMove('publish')}>
            Publish
          </Button>
        ) : null}
        {abilities.openBids ? (
          <Button leftSection={<IconLockOpen aria-hidden size={16} />} onClick={() => setMove('openBids')}>
            Open bids
          </Button>
        ) : null}
        {abilities.close ? (
          <Button variant="default" leftSection={<IconSquareX aria-hidden size={16} />} onClick={() => setMove('close')}>
            Close now
          </Button>
        ) : null}
        <RfpTemplateDocumentsButton rfp={rfp} />
        {abilities.delete ? (
          <Button variant="default" c="red.8" leftSection={<IconTrash aria-hidden size={16} />} onClick={() => setMove('delete')}>
            Delete
          </Button>
        ) : null}
        {abilities.cancel ? (
          <Button variant="default" c="red.8" leftSection={<IconBan aria-hidden size={16} />} onClick={() => setMove('cancel')}>
            Cancel RFP
          </Button>
        ) : null}
      </Group>
      <ConfirmModal
        isOpen={move === 'publish'}
        title="Publish RFP"
        message={`${rfp.number} goes to the invited vendors, who can read it and bid until the due time. Later changes are addenda.`}
        confirmLabel="Publish"
        isDestructive={false}
        isPending={publish.isPending}
        onConfirm={() => publish.mutate(rfp.id, { onSuccess: done })}
        onClose={done}
      />
      <ConfirmModal
        isOpen={move === 'close'}
        title="Close RFP now"
        message={`No vendor can bid on ${rfp.number} any more, although its due time has not come. Bids already submitted stay sealed until you open them.`}
        confirmLabel="Close now"
        isPending={close.isPending}
        onConfirm={() => close.mutate(rfp.id, { onSuccess: done })}
        onClose={done}
      />
      <ConfirmModal
        isOpen={move === 'openBids'}
        title="Open bids"
        message={`The amounts of every bid on ${rfp.number} become visible to your team and the client. Opening is recorded in the history with your name.`}
        confirmLabel="Open bids"
        isDestructive={false}
        isPending={openBids.isPending}
        onConfirm={() => openBids.mutate(rfp.id, { onSuccess: done })}
        onClose={done}
      />
      <ConfirmModal
        isOpen={move === 'delete'}
        title="Delete draft"
        message={`${rfp.number} and its lines and invitations are deleted. No vendor has seen it.`}
        confirmLabel="Delete"
        isPending={remove.isPending}
        onConfirm={() => remove.mutate(rfp.id, { onSuccess: () => void navigate(ROUTES.rfp) })}
        onClose={done}
      />
      {move === 'cancel' ? <CancelModal rfp={rfp} onClose={done} /> : null}
    </>
  );
}

function CancelModal({ rfp, onClose }: { rfp: TRfp; onClose: () => void }) {
  const form = useSchemaForm(ZRfpCancelSchema, { reason: '' });
  const cancel = useCancelRfp({ form });
  const onSubmit = form.onSubmit(async ({ reason }) => {
    if (await succeeded(cancel.mutateAsync({ id: rfp.id, reason }))) onClose();
  });
  return (
    <FormModal isDirty={form.isDirty()} isSubmitting={form.submitting} onClose={onClose} title="Cancel RFP">
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <Text size="sm" c="dark.6">
            {rfp.status === 'DRAFT'
              ? `${rfp.number} is cancelled and can no longer be published.`
              : `${rfp.number} is cancelled: no more bids are taken and the invited vendors are told why.`}
          </Text>
          <Textarea
            label="Reason"
            description="Shown to the invited vendors."
            autosize
            minRows={3}
            maxRows={8}
            data-autofocus
            {...form.getInputProps('reason')}
          />
          <Group justify="flex-end" gap="sm" mt="sm">
            <Button variant="default" onClick={onClose} disabled={form.submitting}>
              Keep it
            </Button>
            <Button type="submit" color="red" loading={form.submitting}>
              Cancel RFP
            </Button>
          </Group>
        </Stack>
      </form>
    </FormModal>
  );
}

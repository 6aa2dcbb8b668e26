import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { TBid, TRfp } from '@procura/shared';
import { Spinner } from '../../../components/Spinner';
import { errorMessage } from '../../../lib/api-error';
import { formatDateTime } from '../../../lib/format';
import { AddendumChanges, useRfpAddenda } from '../../rfp';
import { useConfirmBid } from '../queries';

/**
 * The RFP's addenda as an invited vendor reads them (docs/rfp.md "Addenda"): what each changed
 * and when this workspace acknowledged it. A bid submitted before the latest one needs
 * confirming: "Confirm my bid" acknowledges them all (submitting again does too).
 */
export function VendorAddenda({ rfp, bid }: { rfp: TRfp; bid: TBid | undefined }) {
  const addenda = useRfpAddenda(rfp.id);
  const confirm = useConfirmBid(rfp.id);
  if (rfp.latestAddendum === 0) return null;
  return (
    <Stack gap="sm">
      <Title order={2} fz="md">
        Addenda ({rfp.latestAddendum})
      </Title>
      {bid?.needsConfirmation ? (
        <Alert color="orange" title="Your bid needs confirming">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">You submitted before the latest addendum. Read what changed, then confirm your bid as it stands or revise it.</Text>
            <Button size="sm" loading={confirm.isPending} onClick={() => confirm.mutate()}>
              Confirm my bid
            </Button>
          </Stack>
        </Alert>
      ) : null}
      {addenda.isLoading ? <Spinner hint="Loading the addenda…" /> : null}
      {addenda.error ? <Alert color="red">{errorMessage(addenda.error, 'The addenda could not be loaded.')}</Alert> : null}
      {addenda.data?.map((addendum) => (
        <Paper key={addendum.id} withBorder radius="md" p="sm">
          <Stack gap={4}>
            <Group justify="space-between" gap="xs">
              <Text size="sm" fw={700}>
                Addendum {addendum.number}
              </Text>
              <Text size="xs" c="dimmed">
                {addendum.acknowledgedAt ? `Acknowledged ${formatDateTime(addendum.acknowledgedAt)}` : 'Not acknowledged'}
              </Text>
            </Group>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {addendum.summary}
            </Text>
            <AddendumChanges rfpId={rfp.id} addendum={addendum} timeZone={rfp.timeZone} />
            <Text size="xs" c="dimmed">
              Published {formatDateTime(addendum.publishedAt)}
            </Text>
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}

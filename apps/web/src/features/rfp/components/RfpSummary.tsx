import { Alert, SimpleGrid, Stack, Text } from '@mantine/core';
import type { TRfp } from '@procura/shared';
import { IconInfoCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { formatDate } from '../../../lib/format';
import { formatInZone } from '../rfp-format';
import { DueCell } from './rfp-columns';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" fw={600} tt="uppercase">
        {label}
      </Text>
      {typeof children === 'string' ? <Text size="sm">{children}</Text> : children}
    </Stack>
  );
}

/** The RFP's dates and terms at a glance, and why a draft cannot be published yet. */
export function RfpSummary({ rfp }: { rfp: TRfp }) {
  return (
    <Stack gap="md">
      {rfp.status === 'DRAFT' && rfp.publishBlocker ? (
        <Alert color="orange" variant="light" icon={<IconInfoCircle aria-hidden size={18} />} title="Not ready to publish">
          {rfp.publishBlocker}
        </Alert>
      ) : null}
      {rfp.status === 'CANCELLED' && rfp.cancelReason ? (
        <Alert color="red" variant="light" title="Cancelled">
          {rfp.cancelReason}
        </Alert>
      ) : null}
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }} spacing="md">
        <Fact label="Bids due">
          <DueCell rfp={rfp} />
        </Fact>
        <Fact label="Questions until">{rfp.questionsDueAt ? formatInZone(rfp.questionsDueAt, rfp.timeZone) : '—'}</Fact>
        <Fact label="Service starts">{rfp.serviceStartOn ? formatDate(rfp.serviceStartOn) : '—'}</Fact>
        <Fact label="Term">{`${rfp.termMonths} months`}</Fact>
        <Fact label="Lines">{`${rfp.lineCount}${rfp.requireAllLines ? ', all required' : ''}`}</Fact>
        <Fact label="Vendors">{`${rfp.invitedCount} invited · ${rfp.submittedCount} submitted`}</Fact>
      </SimpleGrid>
      {rfp.description ? (
        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
          {rfp.description}
        </Text>
      ) : null}
    </Stack>
  );
}

import { Paper, SimpleGrid, Text } from '@mantine/core';
import type { TRfp } from '@procura/shared';
import { ProfileField } from '../../../components/ProfileField';
import { formatDate } from '../../../lib/format';
import { formatInZone } from '../../rfp';

/** What the buyer asks for, as the vendor reads it: dates in the RFP's own time zone, the term, the rules. */
export function RfpFacts({ rfp }: { rfp: TRfp }) {
  return (
    <Paper withBorder radius="md" p="md">
      <SimpleGrid cols={{ base: 2, md: 4 }} spacing="md">
        <ProfileField label="Client">{rfp.clientName}</ProfileField>
        <ProfileField label="Bids due">{rfp.bidsDueAt ? formatInZone(rfp.bidsDueAt, rfp.timeZone) : null}</ProfileField>
        <ProfileField label="Questions until">{rfp.questionsDueAt ? formatInZone(rfp.questionsDueAt, rfp.timeZone) : null}</ProfileField>
        <ProfileField label="Service starts">{formatDate(rfp.serviceStartOn)}</ProfileField>
        <ProfileField label="Term">{`${rfp.termMonths} months`}</ProfileField>
        <ProfileField label="Lines">{rfp.lineCount}</ProfileField>
        <ProfileField label="Pricing">{rfp.requireAllLines ? 'Every line must be priced' : 'Bid on the lines you choose'}</ProfileField>
      </SimpleGrid>
      {rfp.description ? (
        <Text size="sm" mt="md" style={{ whiteSpace: 'pre-wrap' }}>
          {rfp.description}
        </Text>
      ) : null}
    </Paper>
  );
}

import { Loader, Table, Text, Title } from '@mantine/core';
import { StatusBadge } from '../../../components/StatusBadge';
import { formatDateTime } from '../../../lib/format';
import { useBidVersions } from '../queries';
import { formatMoney } from './bid-format';

/**
 * Every submission of the bid, the latest first: earlier ones are superseded, never lost. On a
 * phone the table scrolls in its own box (focusable, so the keyboard scrolls it), not the page.
 */
export function BidVersions({ rfpId }: { rfpId: string }) {
  const versions = useBidVersions(rfpId, true);
  return (
    <section aria-labelledby="bid-versions-title">
      <Title order={2} fz="md" mb="xs" id="bid-versions-title">
        Submitted versions
      </Title>
      {!versions.data ? (
        <Loader size="sm" aria-label="Loading the versions" />
      ) : (
        <div style={{ overflowX: 'auto' }} tabIndex={0} role="group" aria-label="Submitted versions, scrolls sideways">
          <Table withTableBorder verticalSpacing="xs" aria-label="Submitted versions" miw={520}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Version</Table.Th>
                <Table.Th scope="col">Submitted</Table.Th>
                <Table.Th scope="col">Lines</Table.Th>
                <Table.Th scope="col">A year</Table.Th>
                <Table.Th scope="col">Bundle</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {versions.data.map((v) => (
                <Table.Tr key={v.number}>
                  <Table.Td>
                    <Text size="sm" span fw={600} mr="xs">
                      {v.number}
                    </Text>
                    <StatusBadge label={v.supersededAt ? 'Superseded' : 'Current'} tone={v.supersededAt ? 'neutral' : 'positive'} />
                  </Table.Td>
                  <Table.Td>{formatDateTime(v.submittedAt)}</Table.Td>
                  <Table.Td>{v.lines}</Table.Td>
                  <Table.Td>{formatMoney(v.annual)}</Table.Td>
                  <Table.Td>{formatMoney(v.bundlePrice)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </div>
      )}
    </section>
  );
}

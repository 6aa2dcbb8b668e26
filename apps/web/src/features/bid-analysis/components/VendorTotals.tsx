import { Button, List, Table, Text } from '@mantine/core';
import type { TVendorAnalysis } from '@procura/shared';
import { formatMoney } from '../../../lib/format';
import { ScrollBox } from './ReportSection';

interface TVendorTotalsProps {
  vendors: readonly TVendorAnalysis[];
  lineCount: number;
  /** Award every line this vendor priced (narrowed to a property in the modal); absent when the reader may not award. */
  onAward?: (vendor: TVendorAnalysis) => void;
}

/** Each bid's totals, base and leveled side by side, ranked: complete bids first, then the lowest leveled total. */
export function VendorTotals({ vendors, lineCount, onAward }: TVendorTotalsProps) {
  return (
    <ScrollBox label="Totals per vendor">
      <Table withTableBorder verticalSpacing="xs" aria-label="Totals per vendor" miw={860}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Rank</Table.Th>
            <Table.Th scope="col">Vendor</Table.Th>
            <Table.Th scope="col" ta="right">
              Base / yr
            </Table.Th>
            <Table.Th scope="col" ta="right">
              Adjustments
            </Table.Th>
            <Table.Th scope="col" ta="right">
              Leveled / yr
            </Table.Th>
            <Table.Th scope="col" ta="right">
              Base / term
            </Table.Th>
            <Table.Th scope="col" ta="right">
              Bundle / yr
            </Table.Th>
            <Table.Th scope="col">Lines</Table.Th>
            <Table.Th scope="col">Exclusions</Table.Th>
            {onAward ? <Table.Th scope="col">Award</Table.Th> : null}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {vendors.map((vendor) => (
            <Table.Tr key={vendor.bidId}>
              <Table.Td>{vendor.rank}</Table.Td>
              <Table.Th scope="row" fw={600}>
                {vendor.vendorName}
              </Table.Th>
              <Table.Td ta="right">{formatMoney(vendor.baseAnnual)}</Table.Td>
              <Table.Td ta="right">{vendor.adjustmentsAnnual === 0 ? '—' : formatMoney(vendor.adjustmentsAnnual)}</Table.Td>
              <Table.Td ta="right" fw={600}>
                {formatMoney(vendor.leveledAnnual)}
              </Table.Td>
              <Table.Td ta="right">{formatMoney(vendor.baseTerm)}</Table.Td>
              <Table.Td ta="right">{formatMoney(vendor.bundlePrice)}</Table.Td>
              <Table.Td>
                <Text size="sm">
                  {vendor.linesBid} of {lineCount}
                </Text>
                {vendor.linesMissing > 0 ? (
                  <Text size="xs" c="red.9">
                    {vendor.linesMissing} missing
                  </Text>
                ) : null}
              </Table.Td>
              <Table.Td>
                {vendor.exclusions.length === 0 ? (
                  <Text size="sm" c="dimmed">
                    None
                  </Text>
                ) : (
                  <List size="xs" spacing={2}>
                    {vendor.exclusions.map((exclusion) => (
                      <List.Item key={exclusion.rfpLineId}>
                        {exclusion.propertyName} · {exclusion.serviceName}: {exclusion.text}
                      </List.Item>
                    ))}
                  </List>
                )}
              </Table.Td>
              {onAward ? (
                <Table.Td>
                  <Button size="xs" variant="light" onClick={() => onAward(vendor)} aria-label={`Award lines of ${vendor.vendorName}`}>
                    Award lines
                  </Button>
                </Table.Td>
              ) : null}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollBox>
  );
}

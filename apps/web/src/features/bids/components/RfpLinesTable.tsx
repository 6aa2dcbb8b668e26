import { Table, Text } from '@mantine/core';
import type { TRfpLine } from '@procura/shared';

const placeOf = (line: TRfpLine) => [line.addressLine1, [line.cityName, line.stateCode].filter(Boolean).join(', '), line.zip].filter(Boolean).join(' · ');

/** The RFP's lines as sent: each property (as it was at publishing) and the service asked for. */
export function RfpLinesTable({ lines }: { lines: readonly TRfpLine[] }) {
  return (
    <Table striped withTableBorder verticalSpacing="xs" aria-label="Lines of the RFP">
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">Property</Table.Th>
          <Table.Th scope="col">Service</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {lines.map((line) => (
          <Table.Tr key={line.id}>
            <Table.Td>
              <Text size="sm" fw={600}>
                {line.propertyName}
              </Text>
              <Text size="xs" c="dimmed">
                {placeOf(line)}
              </Text>
            </Table.Td>
            <Table.Td>
              <Text size="sm">{line.serviceName}</Text>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

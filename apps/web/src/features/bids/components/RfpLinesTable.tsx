import { Button, Table, Text } from '@mantine/core';
import type { TRfpLine } from '@procura/shared';
import { useState } from 'react';
import { LineScopeModal } from './LineScopeModal';

const placeOf = (line: TRfpLine) => [line.addressLine1, [line.cityName, line.stateCode].filter(Boolean).join(', '), line.zip].filter(Boolean).join(' · ');

/** The RFP's lines as sent: each property (as it was at publishing), the service asked for and its scope of work. */
export function RfpLinesTable({ rfpId, lines }: { rfpId: string; lines: readonly TRfpLine[] }) {
  const [reading, setReading] = useState<TRfpLine | null>(null);
  return (
    <>
      <div style={{ overflowX: 'auto' }} tabIndex={0} role="group" aria-label="Lines of the RFP, scrolls sideways">
        <Table striped withTableBorder verticalSpacing="xs" aria-label="Lines of the RFP" miw={420}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Property</Table.Th>
              <Table.Th scope="col">Service</Table.Th>
              <Table.Th scope="col">Scope of work</Table.Th>
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
                <Table.Td>
                  <Button
                    size="xs"
                    variant="light"
                    onClick={() => setReading(line)}
                    aria-label={`Read scope of work: ${line.propertyName}, ${line.serviceName}`}
                  >
                    Read
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </div>
      {reading ? <LineScopeModal rfpId={rfpId} line={reading} onClose={() => setReading(null)} /> : null}
    </>
  );
}

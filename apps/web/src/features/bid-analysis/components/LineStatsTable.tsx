import { Button, Group, List, Stack, Table, Text } from '@mantine/core';
import type { TAward, TLineAnalysis, TLineBid, TRecommendation } from '@procura/shared';
import { StatusBadge } from '../../../components/StatusBadge';
import { formatMoney } from '../../../lib/format';
import { ScrollBox } from './ReportSection';

interface TLineStatsTableProps {
  lines: readonly TLineAnalysis[];
  recommendations: ReadonlyMap<string, TRecommendation>;
  awards: ReadonlyMap<string, TAward>;
  /** Award one line by hand; absent when the reader may not award. */
  onAward?: (line: TLineAnalysis) => void;
}

/** One bid on a line: its leveled yearly amount, rank, and the flags a buyer must look at. */
function LineBid({ bid }: { bid: TLineBid }) {
  return (
    <List.Item>
      <Group gap={6} wrap="wrap">
        <Text size="xs" fw={bid.rank === 1 ? 700 : 400}>
          {bid.rank}. {bid.vendorName}: {formatMoney(bid.leveledAnnual)}
          {bid.leveledAnnual !== bid.annual ? ` (bid ${formatMoney(bid.annual)})` : ''}
        </Text>
        {bid.abnormallyLow ? (
          <Text size="xs" fw={700} c="red.9">
            Abnormally low: check for scope gaps
          </Text>
        ) : null}
        {bid.outlier ? (
          <Text size="xs" fw={700} c="red.9">
            Outlier
          </Text>
        ) : null}
        {bid.exclusions ? (
          <Text size="xs" c="dimmed">
            Excludes: {bid.exclusions}
          </Text>
        ) : null}
      </Group>
    </List.Item>
  );
}

function Recommended({ recommendation }: { recommendation: TRecommendation | undefined }) {
  if (!recommendation)
    return (
      <Text size="sm" c="dimmed">
        No bid
      </Text>
    );
  return (
    <Stack gap={2}>
      <Text size="sm" fw={600}>
        {recommendation.vendorName}, {formatMoney(recommendation.leveledAnnual)}
      </Text>
      <List size="xs" spacing={0}>
        {recommendation.reasons.map((reason) => (
          <List.Item key={reason.code}>{reason.text}</List.Item>
        ))}
      </List>
    </Stack>
  );
}

const money = (value: number | null) => <Table.Td ta="right">{formatMoney(value)}</Table.Td>;

/**
 * Per line: the statistics of the leveled yearly amounts, every bid with its flags, the
 * recommended award with its reasons, and the line's award once made.
 */
export function LineStatsTable({ lines, recommendations, awards, onAward }: TLineStatsTableProps) {
  return (
    <ScrollBox label="Lines compared">
      {/* Narrow enough for the report's column at 1280 px; a phone scrolls the box. */}
      <Table withTableBorder verticalSpacing="xs" horizontalSpacing="xs" aria-label="Lines compared" miw={860}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Line</Table.Th>
            <Table.Th scope="col">Award</Table.Th>
            <Table.Th scope="col" ta="right">
              Lowest
            </Table.Th>
            <Table.Th scope="col" ta="right">
              Median
            </Table.Th>
            <Table.Th scope="col" ta="right">
              Mean
            </Table.Th>
            <Table.Th scope="col" ta="right">
              Highest
            </Table.Th>
            <Table.Th scope="col" ta="right">
              Spread
            </Table.Th>
            <Table.Th scope="col">Bids (leveled / yr)</Table.Th>
            <Table.Th scope="col">Recommended</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {lines.map((line) => {
            const award = awards.get(line.rfpLineId);
            return (
              <Table.Tr key={line.rfpLineId}>
                {/* A property named with one long word breaks inside it: the table keeps to the page's width at 1280 px. */}
                <Table.Th scope="row" fw={400} style={{ overflowWrap: 'anywhere' }}>
                  <Text size="sm" fw={600}>
                    {line.propertyName}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {line.serviceName}
                  </Text>
                  <Text size="xs" c="dimmed">
                    Budget {formatMoney(line.budgetAnnual)} · incumbent {formatMoney(line.incumbentAnnual)}
                  </Text>
                </Table.Th>
                <Table.Td>
                  {award ? (
                    <Stack gap={2}>
                      <StatusBadge label="Awarded" tone="positive" />
                      <Text size="xs">{award.vendorName}</Text>
                    </Stack>
                  ) : onAward && line.bids.length > 0 ? (
                    <Button size="xs" variant="light" onClick={() => onAward(line)} aria-label={`Award line ${line.propertyName}, ${line.serviceName}`}>
                      Award line
                    </Button>
                  ) : (
                    <StatusBadge label="Not awarded" tone="neutral" />
                  )}
                </Table.Td>
                {money(line.lowest)}
                {money(line.median)}
                {money(line.mean)}
                {money(line.highest)}
                {money(line.spread)}
                <Table.Td>
                  {line.bids.length === 0 ? (
                    <Text size="sm" c="dimmed">
                      No bids
                    </Text>
                  ) : (
                    <List size="xs" spacing={2} listStyleType="none">
                      {line.bids.map((bid) => (
                        <LineBid key={bid.bidId} bid={bid} />
                      ))}
                    </List>
                  )}
                </Table.Td>
                <Table.Td>
                  <Recommended recommendation={recommendations.get(line.rfpLineId)} />
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </ScrollBox>
  );
}

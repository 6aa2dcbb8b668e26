import { Badge, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import type { TRfp, TRfpLine } from '@procura/shared';
import { useVendorAwards } from './award-queries';

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const AWARDED_STATES: readonly TRfp['status'][] = ['AWARDED', 'PARTIALLY_AWARDED'];

/**
 * What the buyer decided about this vendor's lines (docs/rfp.md "Awarding"): each priced line
 * awarded to it, with the amount, or lost to another vendor — never who won it.
 */
export function VendorAwardOutcomes({ rfp, lines }: { rfp: TRfp; lines: readonly TRfpLine[] | undefined }) {
  const isDecided = AWARDED_STATES.includes(rfp.status);
  const awards = useVendorAwards(rfp.id, isDecided);
  if (!isDecided || !awards.data || awards.data.outcomes.length === 0) return null;
  const lineOf = new Map((lines ?? []).map((line) => [line.id, line]));
  const amountOf = new Map(awards.data.data.map((award) => [award.rfpLineId, award.annualAmount]));
  const won = awards.data.outcomes.filter((o) => o.outcome === 'AWARDED').length;
  const lost = awards.data.outcomes.length - won;
  const soFar = rfp.status === 'PARTIALLY_AWARDED' ? ' so far; the other lines are not decided yet' : '';
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Title order={2} fz="md">
            Award
          </Title>
          <Text size="sm" c="dimmed">
            {`${won} won, ${lost} lost${soFar}`}
          </Text>
        </Group>
        <List listStyleType="none" spacing="xs" aria-label="Award outcomes">
          {awards.data.outcomes.map((outcome) => {
            const line = lineOf.get(outcome.rfpLineId);
            const amount = amountOf.get(outcome.rfpLineId);
            return (
              <List.Item key={outcome.rfpLineId}>
                <Group gap="xs" wrap="nowrap" align="flex-start">
                  <Badge color={outcome.outcome === 'AWARDED' ? 'green' : 'gray'} variant="light" miw={80}>
                    {outcome.outcome === 'AWARDED' ? 'Awarded' : 'Lost'}
                  </Badge>
                  <Text size="sm">
                    {line ? `${line.propertyName} · ${line.serviceName}` : 'A line of this RFP'}
                    {outcome.outcome === 'AWARDED' && amount !== undefined ? ` — ${money.format(amount)} a year` : ''}
                  </Text>
                </Group>
              </List.Item>
            );
          })}
        </List>
      </Stack>
    </Paper>
  );
}

import { Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { AWARD_SCENARIO_LABELS, type TAwardScenario, type TScenario } from '@procura/shared';
import { formatMoney } from '../../../lib/format';

const SCENARIO_WORDS: Record<TAwardScenario, string> = {
  LOWEST_PER_LINE: 'Each line to its lowest leveled bid.',
  SINGLE_VENDOR: 'Every line to the one vendor that covers most of them for least, its bundle price applied.',
  PER_PROPERTY: 'Each property to the vendor pricing its lines lowest together.',
};

/** "$1,200.00 saved", "$300.00 over", or why there is no figure. */
function Savings({ label, value }: { label: string; value: number | null }) {
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={500} c={value !== null && value < 0 ? 'red.8' : undefined}>
        {value === null ? 'Some lines have none' : value >= 0 ? `${formatMoney(value)} saved` : `${formatMoney(-value)} over`}
      </Text>
    </Group>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={500}>
        {value}
      </Text>
    </Group>
  );
}

/** The award scenarios side by side: what each costs, saves and how many vendors it takes. */
export function ScenarioCards({ scenarios, onAward }: { scenarios: readonly TScenario[]; onAward?: (scenario: TAwardScenario) => void }) {
  return (
    <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
      {scenarios.map((scenario) => {
        const label = AWARD_SCENARIO_LABELS[scenario.scenario];
        return (
          <Paper key={scenario.scenario} withBorder radius="md" p="md" component="article" aria-labelledby={`scenario-${scenario.scenario}`}>
            <Stack gap={6}>
              <Title order={3} fz="md" id={`scenario-${scenario.scenario}`}>
                {label}
              </Title>
              <Text size="xs" c="dimmed">
                {SCENARIO_WORDS[scenario.scenario]}
              </Text>
              <Text fz={22} fw={700}>
                {formatMoney(scenario.annual)}
                <Text span size="sm" c="dimmed" fw={400}>
                  {' '}
                  a year
                </Text>
              </Text>
              <Figure label="Over the term" value={formatMoney(scenario.term)} />
              <Savings label="Against budget" value={scenario.savingsVsBudget} />
              <Savings label="Against incumbent" value={scenario.savingsVsIncumbent} />
              <Figure label="Vendors used" value={String(scenario.vendorsUsed)} />
              <Figure
                label="Lines awarded"
                value={`${scenario.linesAwarded}${scenario.linesUncovered > 0 ? ` (${scenario.linesUncovered} without a bid)` : ''}`}
              />
              <Text size="xs" c="dimmed">
                {scenario.vendors.map((v) => `${v.vendorName}: ${v.lines} line${v.lines === 1 ? '' : 's'}`).join(' · ')}
              </Text>
              {onAward ? (
                <Button
                  mt="xs"
                  variant="light"
                  onClick={() => onAward(scenario.scenario)}
                  aria-label={`Award by scenario ${label}`}
                  disabled={scenario.linesAwarded === 0}
                >
                  Award by scenario
                </Button>
              ) : null}
            </Stack>
          </Paper>
        );
      })}
    </SimpleGrid>
  );
}

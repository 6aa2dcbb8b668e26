import { Box, Group, Paper, Stack, Text } from '@mantine/core';
import { addDays, COMPLIANCE_EXPIRING_DAYS, COVERAGE_TYPE_LABELS, daysBetween, type TComplianceTimelineEntry } from '@procura/shared';
import { formatDate } from '../../../../lib/format';

const MARGIN_DAYS = 45;

export const expiryPhrase = (days: number | null): string => {
  if (days === null) return 'no expiry date';
  if (days < 0) return days === -1 ? 'expired yesterday' : `expired ${-days} days ago`;
  if (days === 0) return 'expires today';
  return days === 1 ? 'expires tomorrow' : `expires in ${days} days`;
};

const toneOf = (entry: TComplianceTimelineEntry) => {
  const days = entry.expiresInDays;
  if (entry.status === 'EXPIRED' || (days !== null && days < 0)) return { color: 'red', text: 'red.8' };
  if (days !== null && days <= COMPLIANCE_EXPIRING_DAYS) return { color: 'yellow', text: 'var(--mantine-color-yellow-light-color)' };
  return { color: 'teal', text: 'dark.6' };
};

/**
 * Each certificate in force as a bar from its effective date to its expiry, against today and
 * the 30-day warning window: what runs out first is seen at a glance. The text beside each bar
 * says the same for those who cannot see it.
 */
export function ExpiryTimeline({ entries, today }: { entries: readonly TComplianceTimelineEntry[]; today: string }) {
  const dated = entries.filter((entry) => entry.expiresOn);
  if (dated.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        No certificate with an expiry date yet.
      </Text>
    );
  }
  const starts = dated.map((entry) => entry.effectiveOn ?? entry.expiresOn ?? today);
  const ends = dated.map((entry) => entry.expiresOn ?? today);
  const from = [...starts, addDays(today, -MARGIN_DAYS)].reduce((a, b) => (b < a ? b : a));
  const to = [...ends, addDays(today, COMPLIANCE_EXPIRING_DAYS + MARGIN_DAYS)].reduce((a, b) => (b > a ? b : a));
  const span = Math.max(1, daysBetween(from, to));
  const at = (day: string) => `${Math.min(100, Math.max(0, (daysBetween(from, day) / span) * 100))}%`;
  const width = (start: string, end: string) => `${Math.max(0.8, (Math.max(0, daysBetween(start, end)) / span) * 100)}%`;

  return (
    <Stack gap="sm">
      <Group gap="md">
        <Group gap={6}>
          <Box w={10} h={10} bg="yellow.2" style={{ borderRadius: 2 }} aria-hidden />
          <Text size="xs" c="dark.6">
            Next {COMPLIANCE_EXPIRING_DAYS} days
          </Text>
        </Group>
        <Group gap={6}>
          <Box w={2} h={12} bg="blue.7" aria-hidden />
          <Text size="xs" c="dark.6">
            Today
          </Text>
        </Group>
      </Group>
      <Stack gap="xs" component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }} aria-label="Certificate expiry timeline">
        {dated.map((entry) => {
          const tone = toneOf(entry);
          const start = entry.effectiveOn ?? entry.expiresOn ?? today;
          return (
            <Paper key={entry.documentId} component="li" withBorder radius="md" p="xs">
              <Group justify="space-between" gap="xs" mb={6} wrap="wrap">
                <Text size="sm" fw={600}>
                  {entry.coverageType ? COVERAGE_TYPE_LABELS[entry.coverageType] : 'Certificate'}
                  <Text span size="sm" c="dimmed" fw={400}>
                    {entry.insurer ? ` · ${entry.insurer}` : ''}
                  </Text>
                </Text>
                <Text size="xs" c={tone.text} fw={600}>
                  {formatDate(entry.effectiveOn)} – {formatDate(entry.expiresOn)} · {expiryPhrase(entry.expiresInDays)}
                </Text>
              </Group>
              <Box pos="relative" h={10} bg="gray.1" style={{ borderRadius: 5, overflow: 'hidden' }} aria-hidden>
                <Box pos="absolute" top={0} bottom={0} left={at(today)} w={width(today, addDays(today, COMPLIANCE_EXPIRING_DAYS))} bg="yellow.2" />
                <Box
                  pos="absolute"
                  top={2}
                  bottom={2}
                  left={at(start)}
                  w={width(start, entry.expiresOn ?? today)}
                  bg={`${tone.color}.6`}
                  style={{ borderRadius: 4 }}
                />
                <Box pos="absolute" top={0} bottom={0} left={at(today)} w={2} bg="blue.7" />
              </Box>
            </Paper>
          );
        })}
      </Stack>
      <Group justify="space-between">
        <Text size="xs" c="dimmed">
          {formatDate(from)}
        </Text>
        <Text size="xs" c="dimmed">
          {formatDate(to)}
        </Text>
      </Group>
    </Stack>
  );
}

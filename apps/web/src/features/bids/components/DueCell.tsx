import { Stack, Text } from '@mantine/core';
import { dueCountdown, formatInZone } from '../../rfp';

const TWO_DAYS = 2 * 86_400_000;

/** The due time in the RFP's time zone, and what is left of it while the RFP is open. */
export function DueCell({ at, timeZone, isOpen, now }: { at: string | null; timeZone: string; isOpen: boolean; now: Date }) {
  if (!at)
    return (
      <Text span c="dimmed" size="sm">
        —
      </Text>
    );
  return (
    <Stack gap={0}>
      <Text size="sm">{formatInZone(at, timeZone)}</Text>
      {isOpen ? (
        <Text size="xs" c={Date.parse(at) - now.getTime() < TWO_DAYS ? 'orange.9' : 'dimmed'} fw={500}>
          {dueCountdown(at, now)}
        </Text>
      ) : null}
    </Stack>
  );
}

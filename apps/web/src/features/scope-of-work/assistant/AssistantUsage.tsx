import { Text } from '@mantine/core';
import { useSowAssistantStatus } from './assistant-queries';

const formatter = new Intl.NumberFormat('en-US');

/** One discreet line: how much of this month's budget the workspace has used. */
export function AssistantUsage() {
  const { data } = useSowAssistantStatus();
  if (!data) return null;
  const share = data.monthlyTokenBudget > 0 ? Math.min(100, Math.round((data.tokensThisMonth / data.monthlyTokenBudget) * 100)) : 0;
  return (
    <Text size="xs" c="dimmed" data-testid="sow-assistant-usage">
      {data.online ? data.model : 'Offline composer'} · {formatter.format(data.tokensThisMonth)} of {formatter.format(data.monthlyTokenBudget)} tokens this
      month ({share}%)
    </Text>
  );
}

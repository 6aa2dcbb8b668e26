import { Paper, Stack, Text, Title } from '@mantine/core';
import type { TRfpAnswer } from '@procura/shared';
import { EmptyState } from '../../../components/EmptyState';
import { formatDateTime } from '../../../lib/format';

/**
 * The buyer's published answers, each with its question as published (never who asked): the
 * buyer's Q&A tab and the invited vendor's RFP page show the same list under their own heading level.
 */
export function PublishedAnswers({
  answers,
  headingOrder,
  empty,
}: {
  answers: readonly TRfpAnswer[];
  headingOrder: 2 | 3;
  empty: { title: string; description?: string };
}) {
  return (
    <Stack gap={headingOrder === 2 ? 'sm' : 'xs'}>
      <Title order={headingOrder} fz={headingOrder === 2 ? 'lg' : 'sm'}>
        Published answers ({answers.length})
      </Title>
      {answers.length === 0 ? (
        <EmptyState title={empty.title} description={empty.description} />
      ) : (
        <Stack gap="xs" role="list" aria-label="Published answers">
          {answers.map((answer) => (
            <Paper key={answer.id} withBorder radius="md" p="sm" role="listitem">
              <Stack gap={4}>
                <Text size="sm" fw={600} style={{ whiteSpace: 'pre-wrap' }}>
                  {answer.questionText}
                </Text>
                <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                  {answer.answerText}
                </Text>
                <Text size="xs" c="dimmed">
                  Published {formatDateTime(answer.publishedAt)}
                </Text>
              </Stack>
            </Paper>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

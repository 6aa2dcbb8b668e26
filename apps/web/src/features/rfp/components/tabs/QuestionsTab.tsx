import { Alert, Button, Group, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { ZRfpAnswerInputSchema, type TRfp, type TRfpQuestion } from '@procura/shared';
import { IconMessagePlus } from '@tabler/icons-react';
import { useState } from 'react';
import { EmptyState } from '../../../../components/EmptyState';
import { Spinner } from '../../../../components/Spinner';
import { FormModal } from '../../../../components/unsaved-changes';
import { errorMessage } from '../../../../lib/api-error';
import { formatDateTime } from '../../../../lib/format';
import { useSchemaForm } from '../../../../lib/forms/schema-form';
import { succeeded } from '../../../../lib/query/use-app-mutation';
import { usePublishAnswer, useRfpAnswers, useRfpQuestions } from '../../qa-queries';
import { PublishedAnswers } from '../PublishedAnswers';

/**
 * Q&A (docs/rfp.md "Questions and answers"): the buyer reads every vendor's question with who
 * asked, and publishes answers every invited vendor reads — never naming the asker.
 */
export function QuestionsTab({ rfp }: { rfp: TRfp }) {
  const questions = useRfpQuestions(rfp.id);
  const answers = useRfpAnswers(rfp.id);
  const [answering, setAnswering] = useState<TRfpQuestion | 'clarification' | null>(null);
  const canAnswer = rfp.abilities.edit && rfp.status === 'PUBLISHED';

  if (questions.isLoading || answers.isLoading) return <Spinner hint="Loading the questions…" />;
  if (questions.error || answers.error)
    return <Alert color="red">{errorMessage(questions.error ?? answers.error, 'The questions could not be loaded.')}</Alert>;
  const asked = questions.data ?? [];
  const published = answers.data ?? [];

  return (
    <Stack gap="lg">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} fz="lg">
            Questions from vendors ({asked.length})
          </Title>
          {canAnswer ? (
            <Button variant="default" leftSection={<IconMessagePlus aria-hidden size={16} />} onClick={() => setAnswering('clarification')}>
              Publish a clarification
            </Button>
          ) : null}
        </Group>
        {asked.length === 0 ? <EmptyState title="No questions yet" description="Invited vendors ask until the questions deadline." /> : null}
        {asked.map((question) => (
          <Paper key={question.id} withBorder radius="md" p="sm">
            <Stack gap={4}>
              <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                {question.questionText}
              </Text>
              <Group justify="space-between" gap="xs">
                <Text size="xs" c="dimmed">
                  {question.vendorName} · {formatDateTime(question.askedAt)} ·{' '}
                  {question.answerCount ? `${question.answerCount} answer${question.answerCount === 1 ? '' : 's'}` : 'not answered'}
                </Text>
                {canAnswer ? (
                  <Button size="xs" variant="light" onClick={() => setAnswering(question)} aria-label={`Answer: ${question.questionText.slice(0, 60)}`}>
                    Answer
                  </Button>
                ) : null}
              </Group>
            </Stack>
          </Paper>
        ))}
      </Stack>
      <PublishedAnswers answers={published} headingOrder={2} empty={{ title: 'No answers published yet' }} />
      {answering ? <AnswerModal rfpId={rfp.id} question={answering === 'clarification' ? null : answering} onClose={() => setAnswering(null)} /> : null}
    </Stack>
  );
}

/** The question is published as asked unless reworded here (to drop what would identify the asker). */
function AnswerModal({ rfpId, question, onClose }: { rfpId: string; question: TRfpQuestion | null; onClose: () => void }) {
  const form = useSchemaForm(ZRfpAnswerInputSchema, { questionId: question?.id ?? null, questionText: question?.questionText ?? '', answerText: '' });
  const publish = usePublishAnswer(rfpId, { form });
  const onSubmit = form.onSubmit(async (values) => {
    if (await succeeded(publish.mutateAsync(values))) onClose();
  });
  return (
    <FormModal isDirty={form.isDirty()} isSubmitting={form.submitting} onClose={onClose} title={question ? 'Answer a question' : 'Publish a clarification'}>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <Textarea
            label="Question as published"
            description="Every invited vendor reads it. Reword it if it would tell who asked."
            autosize
            minRows={2}
            maxRows={8}
            {...form.getInputProps('questionText')}
          />
          <Textarea label="Answer" autosize minRows={3} maxRows={10} data-autofocus {...form.getInputProps('answerText')} />
          <Group justify="flex-end" gap="sm" mt="sm">
            <Button variant="default" onClick={onClose} disabled={form.submitting}>
              Cancel
            </Button>
            <Button type="submit" loading={form.submitting}>
              Publish to all vendors
            </Button>
          </Group>
        </Stack>
      </form>
    </FormModal>
  );
}

import { Alert, Button, Group, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { ZRfpQuestionInputSchema, type TRfp } from '@procura/shared';
import { Spinner } from '../../../components/Spinner';
import { errorMessage } from '../../../lib/api-error';
import { formatDateTime } from '../../../lib/format';
import { useSchemaForm } from '../../../lib/forms/schema-form';
import { succeeded } from '../../../lib/query/use-app-mutation';
import { formatInZone, PublishedAnswers, useNow, useRfpAnswers, useRfpQuestions } from '../../rfp';
import { useAskQuestion } from '../queries';

/** Asking ends at the questions deadline, or at the due time when the RFP sets none (as the API decides). */
const questionsUntil = (rfp: TRfp): string | null => rfp.questionsDueAt ?? rfp.bidsDueAt;

/**
 * Q&A as an invited vendor reads it (docs/rfp.md "Questions and answers"): the deadline, a
 * question to ask until then, the questions this workspace asked, and every published answer
 * (which never says who asked).
 */
export function VendorQuestions({ rfp }: { rfp: TRfp }) {
  const questions = useRfpQuestions(rfp.id);
  const answers = useRfpAnswers(rfp.id);
  const now = useNow(30_000);
  const until = questionsUntil(rfp);
  const isOpen = rfp.status === 'PUBLISHED' && until !== null && Date.parse(until) > now.getTime();

  return (
    <Stack gap="md">
      <Title order={2} fz="md">
        Questions and answers
      </Title>
      {isOpen ? (
        <AskForm rfpId={rfp.id} deadline={until ? formatInZone(until, rfp.timeZone) : ''} />
      ) : (
        <Alert color="gray" title="Questions are closed">
          {until ? `The questions deadline passed at ${formatInZone(until, rfp.timeZone)}.` : 'This RFP takes no questions.'} You can still read the published
          answers.
        </Alert>
      )}
      {questions.isLoading || answers.isLoading ? <Spinner hint="Loading the questions…" /> : null}
      {questions.error || answers.error ? (
        <Alert color="red">{errorMessage(questions.error ?? answers.error, 'The questions could not be loaded.')}</Alert>
      ) : null}
      {questions.data?.length ? (
        <Stack gap="xs">
          <Title order={3} fz="sm">
            Your questions ({questions.data.length})
          </Title>
          <Stack gap="xs" role="list" aria-label="Your questions">
            {questions.data.map((question) => (
              <Paper key={question.id} withBorder radius="md" p="sm" role="listitem">
                <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                  {question.questionText}
                </Text>
                <Text size="xs" c="dimmed">
                  Asked {formatDateTime(question.askedAt)} · {question.answerCount ? 'answered' : 'not answered yet'}
                </Text>
              </Paper>
            ))}
          </Stack>
        </Stack>
      ) : null}
      {answers.data ? (
        <PublishedAnswers
          answers={answers.data}
          headingOrder={3}
          empty={{ title: 'No answers yet', description: 'Every invited vendor reads the buyer’s answers here.' }}
        />
      ) : null}
    </Stack>
  );
}

/** The button is busy while the question travels, so a double click sends it once. */
function AskForm({ rfpId, deadline }: { rfpId: string; deadline: string }) {
  const form = useSchemaForm(ZRfpQuestionInputSchema, { questionText: '' });
  // Not bound to the form: a refusal (the deadline passed meanwhile) is a sentence for a toast, not a field.
  const ask = useAskQuestion(rfpId);
  const onSubmit = form.onSubmit(async (values) => {
    if (await succeeded(ask.mutateAsync(values))) form.reset();
  });
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="xs">
        <Textarea
          label="Ask the buyer"
          description={`Until ${deadline}. The answer is published to every invited vendor without your name.`}
          autosize
          minRows={2}
          maxRows={8}
          {...form.getInputProps('questionText')}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={form.submitting}>
            Send question
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

import { Anchor, Box, Button, Group, Paper, Progress, Stack, Stepper, Text, Title } from '@mantine/core';
import { SOW_GUIDED_QUESTIONS } from '@procura/shared';
import { IconArrowLeft, IconArrowRight } from '@tabler/icons-react';
import { useMemo, useRef, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/PageHeader';
import { useIsMobile } from '../../../lib/use-is-mobile';
import { sowHomePath } from '../sow-format';
import { useClientOptions, useServiceOptions, type TPickerOption } from '../../pickers';
import { AssistantUsage } from './AssistantUsage';
import { DraftStep } from './DraftStep';
import { GuidedQuestionFields } from './GuidedQuestionFields';
import { answerErrors, answersForRequest, QUESTION_FIELDS, QUESTION_SHORT_LABELS, type TWizardAnswers } from './wizard-answers';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const STEP_COUNT = SOW_GUIDED_QUESTIONS.length + 1;

/**
 * /sow/assistant?clientId&serviceId: the guided questions one at a time (a phone shows one
 * question per screen), then the draft streams in, is named and becomes the client's scope.
 */
export default function SowDraftWizardPage() {
  const [params] = useSearchParams();
  const clientFromUrl = UUID.test(params.get('clientId') ?? '') ? (params.get('clientId') ?? '') : '';
  const serviceFromUrl = UUID.test(params.get('serviceId') ?? '') ? (params.get('serviceId') ?? '') : '';
  const [given, setAnswers] = useState<TWizardAnswers>({ clientId: clientFromUrl, serviceId: serviceFromUrl, siteSizeUnit: 'SQ_FT' });
  const [active, setActive] = useState(0);
  const [shownErrors, setShownErrors] = useState<Partial<Record<keyof TWizardAnswers, string>>>({});
  const isMobile = useIsMobile();
  const headingRef = useRef<HTMLHeadingElement>(null);

  const services = useServiceOptions();
  // A client workspace lists only its own client: nothing to choose.
  const clients = useClientOptions('', !clientFromUrl);
  const [client, setClient] = useState<TPickerOption | null>(null);
  const onlyClient = clients.data?.length === 1 ? clients.data[0]?.id : undefined;
  const answers = useMemo(() => (given.clientId || !onlyClient ? given : { ...given, clientId: onlyClient }), [given, onlyClient]);
  const service = useMemo(() => services.data?.find((s) => s.id === answers.serviceId), [services.data, answers.serviceId]);

  const question = SOW_GUIDED_QUESTIONS[active];
  const isDraftStep = active === SOW_GUIDED_QUESTIONS.length;

  const goTo = (step: number) => {
    setActive(step);
    setShownErrors({});
    // The new question is announced and focused, so a keyboard or screen-reader user starts there.
    requestAnimationFrame(() => headingRef.current?.focus());
  };

  const next = (event?: FormEvent) => {
    event?.preventDefault();
    if (!question) return;
    const errors = answerErrors(answers);
    const stepErrors = Object.fromEntries(QUESTION_FIELDS[question.key].filter((f) => errors[f]).map((f) => [f, errors[f]]));
    if (Object.keys(stepErrors).length > 0) return setShownErrors(stepErrors);
    goTo(active + 1);
  };

  /** Straight to the draft, unless an answer given so far is wrong: then to the question that holds it. */
  const skipToDraft = () => {
    const errors = answerErrors(answers);
    const firstWrong = SOW_GUIDED_QUESTIONS.findIndex((q) => QUESTION_FIELDS[q.key].some((f) => errors[f]));
    if (firstWrong < 0) return goTo(SOW_GUIDED_QUESTIONS.length);
    const wrong = SOW_GUIDED_QUESTIONS[firstWrong];
    goTo(firstWrong);
    if (wrong) setShownErrors(Object.fromEntries(QUESTION_FIELDS[wrong.key].filter((f) => errors[f]).map((f) => [f, errors[f]])));
  };

  const onChange = (patch: Partial<TWizardAnswers>) => {
    setAnswers((a) => ({ ...a, ...patch }));
    setShownErrors((e) => Object.fromEntries(Object.entries(e).filter(([key]) => !(key in patch))));
  };

  const stepLabel = isDraftStep ? 'Draft' : question ? QUESTION_SHORT_LABELS[question.key] : '';
  const title = isDraftStep ? 'Review the draft and save it' : (question?.label ?? '');

  return (
    <Box maw={860} mx="auto">
      <PageHeader
        title="Draft a scope with the assistant"
        description="Answer a few questions; the assistant drafts the scope of work in the library's structure. You can edit every word afterwards."
        actions={
          <Anchor component={Link} to={sowHomePath()} size="sm">
            Back to Scope Of Work
          </Anchor>
        }
      />
      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
        <Stack gap="md">
          <Stack gap={6}>
            <Text size="sm" fw={600} aria-live="polite">
              Step {active + 1} of {STEP_COUNT}: {stepLabel}
            </Text>
            {isMobile ? (
              // Nine step icons do not fit 390 px: a phone shows how far along it is instead.
              <Progress value={((active + 1) / STEP_COUNT) * 100} size="sm" radius="xl" aria-label={`Step ${active + 1} of ${STEP_COUNT}`} />
            ) : (
              <Stepper active={active} onStepClick={(index) => index < active && goTo(index)} size="xs" iconSize={26} allowNextStepsSelect={false}>
                {[...SOW_GUIDED_QUESTIONS.map((q) => QUESTION_SHORT_LABELS[q.key]), 'Draft'].map((label, index) => (
                  // The name starts with the number the icon shows (WCAG 2.5.3, label in name).
                  <Stepper.Step key={label} aria-label={`Step ${index + 1}: ${label}${index < active ? ', done' : index === active ? ', current' : ''}`} />
                ))}
              </Stepper>
            )}
          </Stack>

          <Title order={2} fz={{ base: 'lg', sm: 'xl' }} ref={headingRef} tabIndex={-1} style={{ outline: 'none' }}>
            {title}
          </Title>

          {isDraftStep ? (
            <DraftStep
              clientId={answers.clientId}
              answers={answersForRequest(answers)}
              defaultName={service ? `${service.name} scope of work` : 'Scope of work'}
              onBack={() => goTo(active - 1)}
            />
          ) : question ? (
            <form onSubmit={next} noValidate>
              <Stack gap="lg">
                <GuidedQuestionFields
                  question={question.key}
                  answers={answers}
                  errors={shownErrors}
                  onChange={onChange}
                  clientChoice={
                    clientFromUrl || onlyClient
                      ? undefined
                      : {
                          value: client,
                          onChange: (next) => {
                            setClient(next);
                            onChange({ clientId: next?.value ?? '' });
                          },
                        }
                  }
                />
                {services.isError && question.key === 'serviceId' ? (
                  <Text size="sm" c="red.8" role="alert">
                    The services could not be loaded. Reload the page to try again.
                  </Text>
                ) : null}
                <Group justify="space-between" gap="sm">
                  <Button variant="default" leftSection={<IconArrowLeft aria-hidden size={16} />} onClick={() => goTo(active - 1)} disabled={active === 0}>
                    Back
                  </Button>
                  <Group gap="sm">
                    {question.key !== 'serviceId' && active < SOW_GUIDED_QUESTIONS.length - 1 ? (
                      <Button variant="subtle" onClick={skipToDraft}>
                        Skip to the draft
                      </Button>
                    ) : null}
                    <Button type="submit" rightSection={<IconArrowRight aria-hidden size={16} />}>
                      {active === SOW_GUIDED_QUESTIONS.length - 1 ? 'Draft the scope' : 'Next'}
                    </Button>
                  </Group>
                </Group>
              </Stack>
            </form>
          ) : null}
          <AssistantUsage />
        </Stack>
      </Paper>
    </Box>
  );
}

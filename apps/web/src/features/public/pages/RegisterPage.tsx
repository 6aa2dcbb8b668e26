import { Alert, Button, Loader, Stack, Stepper, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { REGISTRATION_POSITIONS, REGISTRATION_STEP_LABELS, type TRegistrationStep, type TSaveRegistrationStepInput } from '@procura/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ApiError } from '../../../lib/api-error';
import { AuthCardHeader } from '../../auth';
import { AddressStep } from '../components/registration/AddressStep';
import { CompanyStep } from '../components/registration/CompanyStep';
import { ContactStep } from '../components/registration/ContactStep';
import { DocumentsStep } from '../components/registration/DocumentsStep';
import { RegistrationDone } from '../components/registration/RegistrationDone';
import { RegistrationLinkSent } from '../components/registration/RegistrationLinkSent';
import { ReviewStep } from '../components/registration/ReviewStep';
import { StartStep } from '../components/registration/StartStep';
import type { TStepProps } from '../components/registration/step-props';
import { ServicesStep } from '../components/registration/ServicesStep';
import { registrationKeys, useRegistrationDraft, useSaveRegistrationStep } from '../queries';
import { formatDate } from '../../../lib/format';

/** This tab's registration: the link's token moves here so it leaves the address bar. */
const TOKEN_KEY = 'vendorRegistrationToken';
const STEP_FORMS: Record<TRegistrationStep, (props: TStepProps) => React.JSX.Element> = {
  company: CompanyStep,
  address: AddressStep,
  services: ServicesStep,
  documents: DocumentsStep,
  contact: ContactStep,
};

/** /public_route/register: the vendor self-registration wizard (issue #9 item 6). */
export default function RegisterPage() {
  const [params, setParams] = useSearchParams();
  const [token, setToken] = useState<string | null>(() => params.get('token') ?? sessionStorage.getItem(TOKEN_KEY));
  const [active, setActive] = useState<number | null>(null);
  const [isSubmitted, setIsSubmitted] = useState(false);
  /** The address the start mailed its link to: the wizard opens only from that link. */
  const [sentTo, setSentTo] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const draft = useRegistrationDraft(isSubmitted ? null : token);
  const saveStep = useSaveRegistrationStep(token ?? '');

  useEffect(() => {
    const fromLink = params.get('token');
    if (!fromLink) return;
    sessionStorage.setItem(TOKEN_KEY, fromLink);
    setParams({}, { replace: true });
  }, [params, setParams]);

  useEffect(() => {
    if (draft.data && active === null) setActive(REGISTRATION_POSITIONS.indexOf(draft.data.step));
  }, [draft.data, active]);

  useEffect(() => {
    window.scrollTo({ top: 0 });
  }, [active]);

  const startOver = () => {
    sessionStorage.removeItem(TOKEN_KEY);
    setToken(null);
    setActive(null);
  };

  const save = async (body: TSaveRegistrationStepInput) => {
    const saved = await saveStep.mutateAsync(body);
    queryClient.setQueryData(registrationKeys.draft(token ?? ''), saved);
    setActive(REGISTRATION_POSITIONS.indexOf(body.step) + 1);
  };

  const header = <AuthCardHeader title="Register your company" description="Join our vendor network to be invited to bid on facility-services work." />;

  if (isSubmitted) return <RegistrationDone />;
  if (!token) {
    return (
      <>
        {header}
        {sentTo ? <RegistrationLinkSent email={sentTo} onRestart={() => setSentTo(null)} /> : <StartStep onStarted={(started) => setSentTo(started.email)} />}
      </>
    );
  }
  if (draft.isError) {
    const status = draft.error instanceof ApiError ? draft.error.statusCode : 0;
    const gone = status === 404 || status === 410 || status === 400;
    return (
      <>
        {header}
        <Alert color={gone ? 'orange' : 'red'} variant="light" icon={<IconAlertCircle aria-hidden size={18} />} role="alert" mb="md">
          {status === 404 ? 'This registration link is not valid.' : draft.error.message}
        </Alert>
        <Button fullWidth onClick={gone ? startOver : () => void draft.refetch()}>
          {gone ? 'Start a new registration' : 'Try again'}
        </Button>
      </>
    );
  }
  if (!draft.data || active === null) {
    return (
      <Stack align="center" py="xl">
        <Loader aria-label="Loading your registration" />
      </Stack>
    );
  }

  const position = REGISTRATION_POSITIONS[active];
  const onBack = active > 0 ? () => setActive(active - 1) : undefined;
  const StepForm = position === 'review' ? null : STEP_FORMS[position];
  const furthest = REGISTRATION_POSITIONS.indexOf(draft.data.step);

  return (
    <>
      {header}
      <Stack gap={6} mb="md">
        <Text size="sm" fw={600} aria-live="polite">
          Step {active + 1} of {REGISTRATION_POSITIONS.length}: {REGISTRATION_STEP_LABELS[position]}
        </Text>
        <Stepper active={active} onStepClick={(index) => index <= furthest && setActive(index)} size="xs" iconSize={26} allowNextStepsSelect={false}>
          {REGISTRATION_POSITIONS.map((step, index) => (
            // The name starts with the number the icon shows (WCAG 2.5.3, label in name).
            <Stepper.Step
              key={step}
              aria-label={`Step ${index + 1}: ${REGISTRATION_STEP_LABELS[step]}${index < active ? ', done' : index === active ? ', current' : ''}`}
            />
          ))}
        </Stepper>
      </Stack>
      {StepForm ? (
        <StepForm key={position} draft={draft.data} save={save} isSaving={saveStep.isPending} onBack={onBack} />
      ) : (
        <ReviewStep
          draft={draft.data}
          token={token}
          onEdit={(step) => setActive(REGISTRATION_POSITIONS.indexOf(step))}
          onBack={() => setActive(active - 1)}
          onSubmitted={() => {
            sessionStorage.removeItem(TOKEN_KEY);
            setIsSubmitted(true);
          }}
        />
      )}
      <Text size="xs" c="dimmed" mt="lg" ta="center">
        Saved as you go. The link in your e-mail ({draft.data.email}) lets you continue until {formatDate(draft.data.expiresAt)}.
      </Text>
    </>
  );
}

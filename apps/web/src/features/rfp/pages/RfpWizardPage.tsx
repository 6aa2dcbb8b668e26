import { Anchor, Box, Button, Group, Paper, Progress, Stack, Stepper, Text, Title } from '@mantine/core';
import { ROUTES } from '@procura/shared';
import { IconArrowLeft, IconArrowRight, IconDeviceFloppy } from '@tabler/icons-react';
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { PageHeader } from '../../../components/PageHeader';
import { succeeded } from '../../../lib/query/use-app-mutation';
import { useIsMobile } from '../../../lib/use-is-mobile';
import { useAuth } from '../../../providers/auth/auth-context';
import { rfpPath } from '../rfp-format';
import { clearRfpForm, emptyRfpForm, loadRfpForm, storeRfpForm, type TRfpFormData } from '../wizard/rfp-form-data';
import { DocumentsStep } from '../wizard/DocumentsStep';
import { ReviewStep } from '../wizard/ReviewStep';
import { ClientStep, DatesStep, PropertiesStep, ServicesStep } from '../wizard/StepFields';
import { useSaveRfp } from '../wizard/use-save-rfp';
import { RFP_WIZARD_STEPS, validateStep } from '../wizard/validate-step';
import { VendorsStep } from '../wizard/VendorsStep';

const LAST = RFP_WIZARD_STEPS.length - 1;

/**
 * /rfp/new: client → properties → services and their scopes → vendors with eligibility → dates →
 * documents → review, then a saved draft (docs/rfp.md "Writing an RFP"). Every change is kept in
 * localStorage (`rfpFormData`) until the draft is saved.
 */
export default function RfpWizardPage() {
  const { userWorkspace } = useAuth();
  const navigate = useNavigate();
  const isMobile = useIsMobile();
  const ownClient = userWorkspace?.type === 'client' && userWorkspace.client ? { value: userWorkspace.client.id, label: userWorkspace.client.name } : null;
  const [form, setForm] = useState<TRfpFormData>(() => {
    const stored = loadRfpForm();
    return ownClient ? { ...stored, client: ownClient } : stored;
  });
  const [errors, setErrors] = useState<Partial<Record<keyof TRfpFormData, string>>>({});
  const headingRef = useRef<HTMLHeadingElement>(null);
  const save = useSaveRfp();
  const step = Math.min(form.step, LAST);
  // A document still uploading would be left out of the draft: the buttons wait, and say why.
  const [isUploading, setUploading] = useState(false);
  const onBusyChange = useCallback((busy: boolean) => setUploading(busy), []);
  const isWaiting = isUploading && step === 5;

  useEffect(() => storeRfpForm(form), [form]);

  const change = (patch: Partial<TRfpFormData>) => {
    setForm((current) => ({ ...current, ...patch }));
    setErrors((current) => Object.fromEntries(Object.entries(current).filter(([key]) => !(key in patch))));
  };
  const goTo = (next: number) => {
    setForm((current) => ({ ...current, step: next }));
    setErrors({});
    // The new step's heading takes focus, so a keyboard or screen-reader user starts there.
    requestAnimationFrame(() => headingRef.current?.focus());
  };
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (isWaiting) return;
    const found = validateStep(step, form);
    if (Object.keys(found).length > 0) return setErrors(found);
    if (step < LAST) return goTo(step + 1);
    let createdId = form.savedRfpId;
    const saved = await succeeded(
      save.mutateAsync({
        form,
        onCreated: (id) => {
          createdId = id;
          change({ savedRfpId: id });
        },
      }),
    );
    if (saved && createdId) {
      clearRfpForm();
      void navigate(rfpPath(createdId));
    }
  };
  const startOver = () => {
    clearRfpForm();
    setForm(ownClient ? { ...emptyRfpForm(), client: ownClient } : emptyRfpForm());
    setErrors({});
  };

  const props = { form, change, errors };
  const stepLabel = RFP_WIZARD_STEPS[step];
  return (
    <Box maw={900}>
      <PageHeader
        title="New RFP"
        description="Choose the client's properties and services, the vendors to invite and the dates; the draft is saved at the end and published from its page."
        actions={
          <Anchor component={Link} to={ROUTES.rfp} size="sm">
            Back to RFPs
          </Anchor>
        }
      />
      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
        <form onSubmit={(event) => void onSubmit(event)} noValidate>
          <Stack gap="md">
            <Stack gap={6}>
              <Text size="sm" fw={600} aria-live="polite">
                Step {step + 1} of {RFP_WIZARD_STEPS.length}: {stepLabel}
              </Text>
              {isMobile ? (
                <Progress
                  value={((step + 1) / RFP_WIZARD_STEPS.length) * 100}
                  size="sm"
                  radius="xl"
                  aria-label={`Step ${step + 1} of ${RFP_WIZARD_STEPS.length}`}
                />
              ) : (
                <Stepper active={step} onStepClick={(index) => index < step && !isWaiting && goTo(index)} size="xs" iconSize={26} allowNextStepsSelect={false}>
                  {RFP_WIZARD_STEPS.map((label, index) => (
                    // The name starts with the number the icon shows (WCAG 2.5.3, label in name).
                    <Stepper.Step key={label} aria-label={`Step ${index + 1}: ${label}${index < step ? ', done' : index === step ? ', current' : ''}`} />
                  ))}
                </Stepper>
              )}
            </Stack>
            <Title order={2} fz={{ base: 'lg', sm: 'xl' }} ref={headingRef} tabIndex={-1} style={{ outline: 'none' }}>
              {stepLabel}
            </Title>
            {step === 0 ? <ClientStep {...props} ownClient={ownClient} /> : null}
            {step === 1 ? <PropertiesStep {...props} /> : null}
            {step === 2 ? <ServicesStep {...props} /> : null}
            {step === 3 ? <VendorsStep {...props} canOverride={userWorkspace?.type === 'connexus'} /> : null}
            {step === 4 ? <DatesStep {...props} /> : null}
            {step === 5 ? <DocumentsStep {...props} onBusyChange={onBusyChange} /> : null}
            {step === LAST ? <ReviewStep form={form} /> : null}
            <Group justify="space-between" gap="sm" mt="sm">
              <Group gap="sm">
                <Button
                  variant="default"
                  leftSection={<IconArrowLeft aria-hidden size={16} />}
                  onClick={() => goTo(step - 1)}
                  disabled={step === 0 || save.isPending || isWaiting}
                >
                  Back
                </Button>
                <Button variant="subtle" color="gray" onClick={startOver} disabled={save.isPending || isWaiting}>
                  Start over
                </Button>
              </Group>
              {isWaiting ? (
                <Text size="sm" c="dark.6" role="status" ml="auto">
                  Wait for the upload to finish.
                </Text>
              ) : null}
              {step < LAST ? (
                <Button type="submit" rightSection={<IconArrowRight aria-hidden size={16} />} disabled={isWaiting}>
                  Next
                </Button>
              ) : (
                <Button type="submit" leftSection={<IconDeviceFloppy aria-hidden size={16} />} loading={save.isPending}>
                  Save draft
                </Button>
              )}
            </Group>
          </Stack>
        </form>
      </Paper>
    </Box>
  );
}

import { Alert, Checkbox, List, Stack, Text } from '@mantine/core';
import { IconFileCertificate } from '@tabler/icons-react';
import { ZRegistrationDocumentsSchema } from '@procura/shared';
import { useSchemaForm } from '../../../../lib/forms/schema-form';
import { StepActions } from './StepActions';
import { useStepSave } from './step-form';
import type { TStepProps } from './step-props';

/**
 * Nothing is uploaded before approval: tax forms and insurance certificates go through the
 * vendor's signed-in workspace, never an anonymous upload.
 */
export function DocumentsStep({ draft, save, isSaving, onBack }: TStepProps) {
  const form = useSchemaForm(ZRegistrationDocumentsSchema, { acknowledged: draft.data.documents?.acknowledged ?? false });
  const { formError, run } = useStepSave(form);
  const onSubmit = form.onSubmit((data) => run(() => save({ step: 'documents', data })));

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="sm">
        <Alert color="blue" variant="light" icon={<IconFileCertificate aria-hidden size={18} />} title="Documents come after approval">
          <Text size="sm">Once we approve your registration, your contact person is invited to sign in and upload, in your workspace:</Text>
          <List size="sm" mt={6} spacing={2}>
            <List.Item>your W-9, and</List.Item>
            <List.Item>your certificates of insurance (general liability, auto, workers’ compensation…).</List.Item>
          </List>
          <Text size="sm" mt={6}>
            Clients only invite compliant vendors to bid, so have them ready.
          </Text>
        </Alert>
        <Checkbox label="I will upload our W-9 and certificate of insurance after approval" {...form.getInputProps('acknowledged', { type: 'checkbox' })} />
      </Stack>
      <StepActions onBack={onBack} isSaving={isSaving} error={formError} />
    </form>
  );
}

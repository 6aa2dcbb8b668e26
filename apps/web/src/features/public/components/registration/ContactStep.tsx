import { Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { type TRegistrationContactInput, type TRegistrationDraft, ZRegistrationContactSchema } from '@procura/shared';
import { useSchemaForm } from '../../../../lib/forms/schema-form';
import { StepActions } from './StepActions';
import { useStepSave } from './step-form';
import type { TStepProps } from './step-props';

const initialOf = (saved: TRegistrationDraft['data']['contact'], email: string): TRegistrationContactInput =>
  saved ?? { firstName: '', lastName: '', email, phoneCode: '+1', phoneNumber: '' };

export function ContactStep({ draft, save, isSaving, onBack }: TStepProps) {
  const form = useSchemaForm(ZRegistrationContactSchema, initialOf(draft.data.contact, draft.email));
  const { formError, run } = useStepSave(form);
  const onSubmit = form.onSubmit((data) => run(() => save({ step: 'contact', data })));

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          The person who manages your account. When we approve you, they get an invitation to sign in.
        </Text>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput label="First name" autoComplete="given-name" {...form.getInputProps('firstName')} />
          <TextInput label="Last name" autoComplete="family-name" {...form.getInputProps('lastName')} />
        </SimpleGrid>
        <TextInput label="E-mail" type="email" inputMode="email" autoComplete="email" {...form.getInputProps('email')} />
        <Group gap="sm" align="flex-start" wrap="nowrap">
          <TextInput label="Code" w={76} autoComplete="tel-country-code" {...form.getInputProps('phoneCode')} />
          <TextInput label="Mobile phone" type="tel" inputMode="tel" autoComplete="tel-national" style={{ flex: 1 }} {...form.getInputProps('phoneNumber')} />
        </Group>
      </Stack>
      <StepActions onBack={onBack} isSaving={isSaving} error={formError} />
    </form>
  );
}

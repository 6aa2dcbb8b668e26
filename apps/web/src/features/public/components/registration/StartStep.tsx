import { Button, Stack, Text, TextInput } from '@mantine/core';
import { type TStartedRegistration, ZStartRegistrationSchema } from '@procura/shared';
import { useRef, useState } from 'react';
import { useSchemaForm } from '../../../../lib/forms/schema-form';
import { useStartRegistration } from '../../queries';
import { HoneypotField } from './HoneypotField';
import { messageOf } from './step-form';
import { FormAlert } from '../../../auth';

const ZEmailOnlySchema = ZStartRegistrationSchema.pick({ email: true });

/** The first screen: the e-mail the resume link goes to. */
export function StartStep({ onStarted }: { onStarted: (started: TStartedRegistration) => void }) {
  const startedAt = useRef(Date.now());
  const [honeypot, setHoneypot] = useState('');
  const [error, setError] = useState<string | null>(null);
  const start = useStartRegistration();
  const form = useSchemaForm(ZEmailOnlySchema, { email: '' });

  const onSubmit = form.onSubmit(async ({ email }) => {
    setError(null);
    try {
      onStarted(await start.mutateAsync({ email, formStartedAt: startedAt.current, ...(honeypot ? { faxNumber: honeypot } : {}) }));
    } catch (failure) {
      setError(messageOf(failure));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <Text size="sm">
          It takes about ten minutes. We e-mail you a link to fill in your company’s details; your answers are saved after each step, so the same link continues
          later, from any device.
        </Text>
        <TextInput label="Your work e-mail" type="email" inputMode="email" autoComplete="email" required {...form.getInputProps('email')} />
        <HoneypotField value={honeypot} onChange={setHoneypot} />
        <FormAlert message={error} />
        <Button type="submit" size="md" fullWidth loading={start.isPending}>
          Start registration
        </Button>
      </Stack>
    </form>
  );
}

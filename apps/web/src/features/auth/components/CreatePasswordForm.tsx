import { Button, PasswordInput, Stack } from '@mantine/core';
import { PASSWORD_MIN_LENGTH, ZPasswordSchema } from '@procura/shared';
import { z } from 'zod';
import { useAuth } from '../../../providers/auth/auth-context';
import { useSchemaForm } from '../../../lib/forms/schema-form';
import { succeeded } from '../../../lib/query/use-app-mutation';
import { withPasswordConfirmation } from '../password-confirmation';
import { useCreatePassword } from '../queries';

const ZCreatePasswordFormSchema = withPasswordConfirmation(z.object({ password: ZPasswordSchema }));

/** Invitation step 2: choosing a password signs the user in (not remembered). */
export function CreatePasswordForm({ token }: { token: string }) {
  const { startSession } = useAuth();
  const form = useSchemaForm(ZCreatePasswordFormSchema, { password: '', confirmPassword: '' });
  const createPassword = useCreatePassword({ form });

  const onSubmit = form.onSubmit(async ({ password }) => {
    const creating = createPassword.mutateAsync({ token, password });
    if (await succeeded(creating)) await startSession(await creating, { rememberMe: false }).catch(() => undefined);
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <PasswordInput
          label="New password"
          description={`At least ${PASSWORD_MIN_LENGTH} characters. A long phrase is easy to remember and hard to guess.`}
          autoComplete="new-password"
          autoFocus
          {...form.getInputProps('password')}
        />
        <PasswordInput label="Confirm password" autoComplete="new-password" {...form.getInputProps('confirmPassword')} />
        <Button type="submit" size="md" fullWidth loading={form.submitting}>
          Create password
        </Button>
      </Stack>
    </form>
  );
}

import { Button, PasswordInput, Stack } from '@mantine/core';
import { PASSWORD_MIN_LENGTH, ZPasswordSchema } from '@procura/shared';
import { z } from 'zod';
import { useAuth } from '../../../providers/auth/auth-context';
import { setServerErrors, useSchemaForm } from '../../../lib/forms/schema-form';
import { withPasswordConfirmation } from '../password-confirmation';
import { useCreatePassword } from '../queries';

const ZCreatePasswordFormSchema = withPasswordConfirmation(z.object({ password: ZPasswordSchema }));

/** Invitation step 2: choosing a password signs the user in (not remembered). */
export function CreatePasswordForm({ token }: { token: string }) {
  const { startSession } = useAuth();
  const createPassword = useCreatePassword();
  const form = useSchemaForm(ZCreatePasswordFormSchema, { password: '', confirmPassword: '' });

  const onSubmit = form.onSubmit(async ({ password }) => {
    try {
      const tokens = await createPassword.mutateAsync({ token, password });
      await startSession(tokens, { rememberMe: false }).catch(() => undefined);
    } catch (error) {
      setServerErrors(form, error);
    }
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

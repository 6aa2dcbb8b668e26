import { Button, PasswordInput, Stack } from '@mantine/core';
import { PASSWORD_MIN_LENGTH, ZPasswordSchema } from '@procura/shared';
import { z } from 'zod';
import { useAuth } from '../../../app/auth/auth-context';
import { errorMessage } from '../../../lib/api-error';
import { useZodForm } from '../../../lib/forms/use-zod-form';
import { notify } from '../../../lib/notify';
import { createPassword } from '../api';
import { withPasswordConfirmation } from '../password-confirmation';

const ZCreatePasswordFormSchema = withPasswordConfirmation(z.object({ password: ZPasswordSchema }));

/** Invitation step 2: choosing a password signs the user in (not remembered). */
export function CreatePasswordForm({ token }: { token: string }) {
  const { startSession } = useAuth();
  const form = useZodForm(ZCreatePasswordFormSchema, { password: '', confirmPassword: '' });

  const onSubmit = form.handleSubmit(async ({ password }) => {
    try {
      const tokens = await createPassword({ token, password });
      await startSession(tokens, { rememberMe: false }).catch(() => undefined);
    } catch (error) {
      if (form.setServerErrors(error)) return;
      notify.error('Error', errorMessage(error, 'An error occurred while creating the password.'));
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
          {...form.textProps('password')}
        />
        <PasswordInput label="Confirm password" autoComplete="new-password" {...form.textProps('confirmPassword')} />
        <Button type="submit" size="md" fullWidth loading={form.isSubmitting}>
          Create password
        </Button>
      </Stack>
    </form>
  );
}

import { Button, Group, PasswordInput, Stack } from '@mantine/core';
import { PASSWORD_MIN_LENGTH, ZChangePasswordSchema } from '@procura/shared';
import { z } from 'zod';
import { useAuth } from '../../../providers/auth/auth-context';
import { useSchemaForm } from '../../../lib/forms/schema-form';
import { succeeded } from '../../../lib/query/use-app-mutation';
import { isRememberMe } from '../../../lib/storage';
import { withPasswordConfirmation } from '../../auth';
import { useChangePassword } from '../queries';

// The confirmation helper repeats a field named `password`; it is sent as newPassword.
const ZChangePasswordFormSchema = withPasswordConfirmation(
  z.object({ currentPassword: ZChangePasswordSchema.shape.currentPassword, password: ZChangePasswordSchema.shape.newPassword }),
);
const EMPTY = { currentPassword: '', password: '', confirmPassword: '' };

export function ChangePasswordForm() {
  const { startSession } = useAuth();
  const form = useSchemaForm(ZChangePasswordFormSchema, EMPTY);
  // The server's fields are currentPassword and newPassword; this form calls the latter password.
  const changePassword = useChangePassword({ form, fieldAliases: { newPassword: 'password' } });

  const onSubmit = form.onSubmit(async ({ currentPassword, password }) => {
    const changing = changePassword.mutateAsync({ currentPassword, newPassword: password });
    if (!(await succeeded(changing))) return;
    // Other sessions ended; this one continues on the new tokens, stored the way sign-in stores them.
    await startSession(await changing, { rememberMe: isRememberMe() }).catch(() => undefined);
    form.reset();
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md" maw={420}>
        <PasswordInput label="Current password" autoComplete="current-password" {...form.getInputProps('currentPassword')} />
        <PasswordInput
          label="New password"
          description={`At least ${PASSWORD_MIN_LENGTH} characters. A long phrase is easy to remember and hard to guess.`}
          autoComplete="new-password"
          {...form.getInputProps('password')}
        />
        <PasswordInput label="Confirm new password" autoComplete="new-password" {...form.getInputProps('confirmPassword')} />
        <Group>
          <Button type="submit" loading={form.submitting}>
            Change password
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

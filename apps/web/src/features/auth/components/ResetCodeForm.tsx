import { Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { RESET_CODE_LENGTH, ZResetPasswordSchema } from '@procura/shared';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../../lib/api-error';
import { useZodForm } from '../../../lib/forms/use-zod-form';
import { notify } from '../../../lib/notify';
import { resetPassword } from '../api';
import { withPasswordConfirmation } from '../password-confirmation';

const ZResetFormSchema = withPasswordConfirmation(ZResetPasswordSchema);

/** Step 2: the e-mailed code and the new password. */
export function ResetCodeForm({ email }: { email: string }) {
  const navigate = useNavigate();
  const form = useZodForm(ZResetFormSchema, { email, code: '', password: '', confirmPassword: '' });

  const onSubmit = form.handleSubmit(async ({ code, password }) => {
    try {
      await resetPassword({ email, code, password });
      notify.success('Password Reset', 'Your password has been changed. Sign in with your new password.');
      await navigate('/login', { replace: true });
    } catch (error) {
      if (form.setServerErrors(error)) return;
      notify.error('Error', errorMessage(error, 'An error occurred while resetting the password.'));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <TextInput
          label="Code"
          description={`The ${RESET_CODE_LENGTH}-digit code from the e-mail`}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={RESET_CODE_LENGTH}
          autoFocus
          {...form.textProps('code')}
        />
        <PasswordInput label="New password" autoComplete="new-password" {...form.textProps('password')} />
        <PasswordInput label="Confirm password" autoComplete="new-password" {...form.textProps('confirmPassword')} />
        <Button type="submit" size="md" fullWidth loading={form.isSubmitting}>
          Reset password
        </Button>
      </Stack>
    </form>
  );
}

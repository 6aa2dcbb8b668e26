import { Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { RESET_CODE_LENGTH, ZResetPasswordSchema } from '@procura/shared';
import { useNavigate } from 'react-router';
import { useSchemaForm } from '../../../lib/forms/schema-form';
import { succeeded } from '../../../lib/query/use-app-mutation';
import { withPasswordConfirmation } from '../password-confirmation';
import { useResetPassword } from '../queries';

const ZResetFormSchema = withPasswordConfirmation(ZResetPasswordSchema);

/** Step 2: the e-mailed code and the new password. */
export function ResetCodeForm({ email }: { email: string }) {
  const navigate = useNavigate();
  const form = useSchemaForm(ZResetFormSchema, { email, code: '', password: '', confirmPassword: '' });
  // The e-mail is not an input of the code form: an error about it is toasted.
  const resetPassword = useResetPassword({ form, hiddenFields: ['email'] });

  const onSubmit = form.onSubmit(async ({ code, password }) => {
    if (await succeeded(resetPassword.mutateAsync({ email, code, password }))) await navigate('/login', { replace: true });
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
          {...form.getInputProps('code')}
        />
        <PasswordInput label="New password" autoComplete="new-password" {...form.getInputProps('password')} />
        <PasswordInput label="Confirm password" autoComplete="new-password" {...form.getInputProps('confirmPassword')} />
        <Button type="submit" size="md" fullWidth loading={form.submitting}>
          Reset password
        </Button>
      </Stack>
    </form>
  );
}

import { Button, Stack, TextInput } from '@mantine/core';
import { ZForgotPasswordSchema } from '@procura/shared';
import { setServerErrors, useSchemaForm } from '../../../lib/forms/schema-form';
import { useForgotPassword } from '../queries';

/** Step 1 of the reset: an e-mail address to send the code to. */
export function RequestCodeForm({ initialEmail, onSent }: { initialEmail: string; onSent: (email: string) => void }) {
  const forgotPassword = useForgotPassword();
  const form = useSchemaForm(ZForgotPasswordSchema, { email: initialEmail });

  const onSubmit = form.onSubmit(async ({ email }) => {
    try {
      await forgotPassword.mutateAsync({ email });
      onSent(email);
    } catch (error) {
      setServerErrors(form, error);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <TextInput label="Email" type="email" autoComplete="username" autoFocus {...form.getInputProps('email')} />
        <Button type="submit" size="md" fullWidth loading={form.submitting}>
          Send code
        </Button>
      </Stack>
    </form>
  );
}

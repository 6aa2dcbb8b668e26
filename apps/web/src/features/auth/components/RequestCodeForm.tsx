import { Button, Stack, TextInput } from '@mantine/core';
import { ZForgotPasswordSchema } from '@procura/shared';
import { useSchemaForm } from '../../../lib/forms/schema-form';
import { succeeded } from '../../../lib/query/use-app-mutation';
import { useForgotPassword } from '../queries';

/** Step 1 of the reset: an e-mail address to send the code to. */
export function RequestCodeForm({ initialEmail, onSent }: { initialEmail: string; onSent: (email: string) => void }) {
  const form = useSchemaForm(ZForgotPasswordSchema, { email: initialEmail });
  const forgotPassword = useForgotPassword({ form });

  const onSubmit = form.onSubmit(async ({ email }) => {
    if (await succeeded(forgotPassword.mutateAsync({ email }))) onSent(email);
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

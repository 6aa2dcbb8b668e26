import { Button, Stack, TextInput } from '@mantine/core';
import { ZForgotPasswordSchema } from '@procura/shared';
import { errorMessage } from '../../../lib/api-error';
import { useZodForm } from '../../../lib/forms/use-zod-form';
import { notify } from '../../../lib/notify';
import { forgotPassword } from '../api';

/** Step 1 of the reset: the server answers the same whether or not the account exists. */
export function RequestCodeForm({ initialEmail, onSent }: { initialEmail: string; onSent: (email: string) => void }) {
  const form = useZodForm(ZForgotPasswordSchema, { email: initialEmail });

  const onSubmit = form.handleSubmit(async ({ email }) => {
    try {
      await forgotPassword({ email });
      onSent(email);
    } catch (error) {
      if (form.setServerErrors(error)) return;
      notify.error('Error', errorMessage(error, 'An error occurred while sending the reset code.'));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <TextInput label="Email" type="email" autoComplete="username" autoFocus {...form.textProps('email')} />
        <Button type="submit" size="md" fullWidth loading={form.isSubmitting}>
          Send code
        </Button>
      </Stack>
    </form>
  );
}

import { Anchor, Button, Checkbox, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { ZLoginSchema } from '@procura/shared';
import { useState } from 'react';
import { Link } from 'react-router';
import { useAuth } from '../../../app/auth/auth-context';
import { useZodForm } from '../../../lib/forms/use-zod-form';
import { notify } from '../../../lib/notify';
import { login } from '../api';
import { AuthCardHeader } from '../components/AuthCardHeader';
import { FormAlert } from '../components/FormAlert';
import { loginAlertMessage } from '../login-errors';

export default function LoginPage() {
  const { startSession } = useAuth();
  const form = useZodForm(ZLoginSchema, { email: '', password: '', rememberMe: false });
  const [alert, setAlert] = useState<string | null>(null);

  const onSubmit = form.handleSubmit(async (data) => {
    setAlert(null);
    try {
      const tokens = await login(data);
      // startSession reports its own failure (spec §4 'Login Failed').
      await startSession(tokens, { rememberMe: data.rememberMe }).catch(() => undefined);
    } catch (error) {
      const message = loginAlertMessage(error);
      if (message) return setAlert(message);
      if (form.setServerErrors(error)) return;
      notify.error('Login Failed', 'An error occurred during the login process.');
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <AuthCardHeader title="Sign in" description="Welcome back. Sign in with your work e-mail." />
      <FormAlert message={alert} />
      <Stack gap="md">
        <TextInput label="Email" type="email" autoComplete="username" autoFocus {...form.textProps('email')} />
        <PasswordInput label="Password" autoComplete="current-password" {...form.textProps('password')} />
        <Group justify="space-between" gap="xs">
          <Checkbox
            label="Remember me"
            checked={Boolean(form.values.rememberMe)}
            onChange={(event) => form.setFieldValue('rememberMe', event.currentTarget.checked)}
          />
          <Anchor component={Link} to="/reset-password" size="sm" fw={500}>
            Forgot password?
          </Anchor>
        </Group>
        <Button type="submit" size="md" fullWidth loading={form.isSubmitting} mt="xs">
          Sign in
        </Button>
      </Stack>
    </form>
  );
}

import { Anchor, Button, Checkbox, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { useAuth } from '../../../providers/auth/auth-context';
import { useDeferredSchemaForm } from '../../../lib/forms/schema-form';
import { AuthCardHeader } from '../components/AuthCardHeader';
import { FormAlert } from '../components/FormAlert';
import { loginAlertMessage } from '../login-errors';
import { useLogin } from '../queries';

const loadLoginSchema = () => import('../login-schema').then((module) => module.ZLoginSchema);

export default function LoginPage() {
  const { startSession } = useAuth();
  const form = useDeferredSchemaForm(loadLoginSchema, { email: '', password: '', rememberMe: false });
  const login = useLogin({ form });
  const [alert, setAlert] = useState<string | null>(null);

  const onSubmit = form.onSubmit(async (data) => {
    setAlert(null);
    try {
      const tokens = await login.mutateAsync(data);
      // startSession reports its own failure (spec §4 'Login Failed').
      await startSession(tokens, { rememberMe: data.rememberMe }).catch(() => undefined);
    } catch (error) {
      // Under a field or here inline; anything else is the mutation's 'Login Failed' toast.
      setAlert(loginAlertMessage(error));
    }
  });

  return (
    <form onSubmit={onSubmit} onInputCapture={form.preload} noValidate>
      <AuthCardHeader title="Sign in" description="Welcome back. Sign in with your work e-mail." />
      <FormAlert message={alert} />
      <Stack gap="md">
        <TextInput label="Email" type="email" autoComplete="username" autoFocus {...form.getInputProps('email')} />
        <PasswordInput label="Password" autoComplete="current-password" {...form.getInputProps('password')} />
        <Group justify="space-between" gap="xs">
          <Checkbox label="Remember me" {...form.getInputProps('rememberMe', { type: 'checkbox' })} />
          <Anchor component={Link} to="/reset-password" size="sm" fw={500}>
            Forgot password?
          </Anchor>
        </Group>
        <Button type="submit" size="md" fullWidth loading={form.submitting} mt="xs">
          Sign in
        </Button>
      </Stack>
    </form>
  );
}

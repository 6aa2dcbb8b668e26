import { Button, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { Link } from 'react-router';
import { AuthCardHeader } from './AuthCardHeader';

/** Explains what to do when an invitation link cannot be used. */
export function InvalidInvitation({ reason }: { reason: string }) {
  return (
    <Stack gap={0}>
      <ThemeIcon size={48} radius="xl" color="orange" variant="light" mb="md">
        <IconLock aria-hidden size={24} />
      </ThemeIcon>
      <AuthCardHeader title="This invitation link can’t be used" description={reason} />
      <Text size="sm" c="dimmed" mb="lg">
        Invitation links work once and expire after a while. Ask your administrator to resend the invitation, or sign in if you have already set a password.
      </Text>
      <Button component={Link} to="/login" variant="light" fullWidth>
        Go to sign in
      </Button>
    </Stack>
  );
}

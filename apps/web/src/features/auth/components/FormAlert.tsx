import { Alert } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';

/** A form-level failure (wrong credentials, rate limit) shown where the user is looking. */
export function FormAlert({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden size={18} />} role="alert" mb="md">
      {message}
    </Alert>
  );
}

import { Button, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { REGISTRATION_SUBMITTED_MESSAGE } from '@procura/shared';
import { Link } from 'react-router';

/** After the submit: what happens next. */
export function RegistrationDone() {
  return (
    <Stack align="center" gap="md" ta="center" role="status">
      <ThemeIcon size={56} radius="xl" color="green" variant="light">
        <IconCircleCheck aria-hidden size={32} />
      </ThemeIcon>
      <Text fw={600} size="lg">
        Registration submitted
      </Text>
      <Text size="sm">{REGISTRATION_SUBMITTED_MESSAGE}</Text>
      <Text size="sm" c="dimmed">
        When you are approved, your contact person gets an invitation to sign in and upload your W-9 and certificate of insurance.
      </Text>
      <Button component={Link} to="/login" variant="light">
        Go to sign in
      </Button>
    </Stack>
  );
}

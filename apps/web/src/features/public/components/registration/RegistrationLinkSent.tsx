import { Button, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconMailForward } from '@tabler/icons-react';
import { REGISTRATION_TTL_DAYS } from '@procura/shared';

/**
 * After the start: the link to continue goes only to the address given, which is how the
 * registration proves that address (docs/security.md, "Self-registration proves its e-mail").
 */
export function RegistrationLinkSent({ email, onRestart }: { email: string; onRestart: () => void }) {
  return (
    <Stack align="center" gap="md" ta="center" role="status">
      <ThemeIcon size={56} radius="xl" color="blue" variant="light">
        <IconMailForward aria-hidden size={32} />
      </ThemeIcon>
      <Text fw={600} size="lg">
        Check your e-mail
      </Text>
      <Text size="sm">
        We sent a link to <strong>{email}</strong>. Open it, on this or any device, to fill in your company’s details. It works for {REGISTRATION_TTL_DAYS}{' '}
        days.
      </Text>
      <Text size="sm" c="dimmed">
        Nothing there after a few minutes? Look in your spam folder, or start again with another address.
      </Text>
      <Button variant="light" onClick={onRestart}>
        Use another e-mail
      </Button>
    </Stack>
  );
}

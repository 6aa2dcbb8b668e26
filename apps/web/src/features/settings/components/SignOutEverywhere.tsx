import { Button, Group } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { useSignOutEverywhere } from '../queries';

export function SignOutEverywhere() {
  const signOutEverywhere = useSignOutEverywhere();
  return (
    <Group>
      <Button
        variant="outline"
        color="red"
        leftSection={<IconLogout size={16} aria-hidden />}
        loading={signOutEverywhere.isPending}
        onClick={() => signOutEverywhere.mutate()}
      >
        Sign out everywhere
      </Button>
    </Group>
  );
}

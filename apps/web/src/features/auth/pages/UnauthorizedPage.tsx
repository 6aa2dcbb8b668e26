import { Button, Center, Code, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { firstPermittedRoute, ROUTES, SIDEBAR_ITEMS } from '@procura/shared';
import { IconLock, IconLogout } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import type { TUnauthorizedState } from '../../../app/guards/RequirePermission';
import { useAuth } from '../../../providers/auth/auth-context';
import { usePageTitle } from '../../../lib/brand';

export default function UnauthorizedPage() {
  usePageTitle('Access denied');
  const { userPermissions, signOut } = useAuth();
  const target = firstPermittedRoute(userPermissions);
  const targetLabel = SIDEBAR_ITEMS.find((item) => item.routerUrl === target)?.label;
  const refused = (useLocation().state as Partial<TUnauthorizedState> | null)?.from;

  return (
    <Center mih="100dvh" p="md" bg="gray.0">
      <Paper withBorder shadow="sm" radius="lg" p={{ base: 'lg', sm: 40 }} maw={480} w="100%">
        <Stack align="center" ta="center" gap="md">
          <ThemeIcon size={64} radius="xl" variant="light" color="orange">
            <IconLock aria-hidden size={32} />
          </ThemeIcon>
          <Title order={1} fz={24}>
            You don’t have access to this page
          </Title>
          {refused ? (
            <Text>
              You tried to open <Code style={{ overflowWrap: 'anywhere' }}>{refused}</Code>.
            </Text>
          ) : null}
          <Text c="dimmed">
            Your roles in this workspace don’t include permission for what you tried to open. If you think this is a mistake, ask your administrator to review
            your roles.
          </Text>
          <Stack gap="sm" w="100%" mt="sm">
            {target !== ROUTES.unauthorized && targetLabel ? (
              <Button component={Link} to={target} fullWidth>
                Go to {targetLabel}
              </Button>
            ) : null}
            <Button variant="default" leftSection={<IconLogout aria-hidden size={16} />} onClick={() => void signOut()} fullWidth>
              Sign out
            </Button>
          </Stack>
        </Stack>
      </Paper>
    </Center>
  );
}

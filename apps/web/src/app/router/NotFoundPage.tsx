import { Button, Code, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { firstPermittedRoute, ROUTES, SIDEBAR_ITEMS } from '@procura/shared';
import { IconError404 } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { useAuth } from '../../providers/auth/auth-context';
import { usePageTitle } from '../../lib/brand';

/** An address no screen answers, shown inside the shell so the navigation stays at hand. */
export function NotFoundPage() {
  usePageTitle('Page not found');
  const { pathname } = useLocation();
  const { userPermissions } = useAuth();
  const target = firstPermittedRoute(userPermissions);
  const targetLabel = SIDEBAR_ITEMS.find((item) => item.routerUrl === target)?.label;
  return (
    <Paper withBorder radius="lg" p={{ base: 'lg', sm: 40 }} maw={560} mx="auto" mt={{ base: 'md', sm: 'xl' }}>
      <Stack align="center" ta="center" gap="md">
        <ThemeIcon size={64} radius="xl" variant="light" color="blue">
          <IconError404 aria-hidden size={34} />
        </ThemeIcon>
        <Title order={1} fz={{ base: 22, sm: 24 }}>
          Page not found
        </Title>
        <Text c="dimmed">
          There is no page at <Code style={{ overflowWrap: 'anywhere' }}>{pathname}</Code>. The link may be mistyped or out of date; the navigation has
          everything you can open.
        </Text>
        {target !== ROUTES.unauthorized && targetLabel ? (
          <Button component={Link} to={target}>
            Go to {targetLabel}
          </Button>
        ) : null}
      </Stack>
    </Paper>
  );
}

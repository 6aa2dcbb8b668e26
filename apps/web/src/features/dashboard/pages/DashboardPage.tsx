import { SimpleGrid, Stack } from '@mantine/core';
import { DASHBOARD_TILES_BY_KIND } from '@procura/shared';
import { useAuth } from '../../../providers/auth/auth-context';
import { useWorkspaceKind } from '../../../providers/auth/use-workspace-kind';
import { PageHeader } from '../../../components/PageHeader';
import { workspaceLabel } from '../../../lib/tenant-label';
import { AccountSummary } from '../components/AccountSummary';
import { DashboardTile } from '../components/DashboardTile';

/** The workspace's tiles (docs/product.md "Dashboard"), each loading on its own, then who is signed in. */
export default function DashboardPage() {
  const { userDetails, userWorkspace } = useAuth();
  const kind = useWorkspaceKind()?.kind ?? null;
  const greeting = userDetails?.firstName ? `Welcome back, ${userDetails.firstName}` : 'Welcome back';

  return (
    <>
      <PageHeader title={greeting} documentTitle="Dashboard" description={userWorkspace ? `You are working in ${workspaceLabel(userWorkspace)}.` : undefined} />
      <Stack gap="xl">
        {kind ? (
          <SimpleGrid cols={{ base: 1, md: 2, xl: 3 }} spacing="lg">
            {DASHBOARD_TILES_BY_KIND[kind].map((tile) => (
              <DashboardTile key={tile} tile={tile} kind={kind} />
            ))}
          </SimpleGrid>
        ) : null}
        <AccountSummary />
      </Stack>
    </>
  );
}

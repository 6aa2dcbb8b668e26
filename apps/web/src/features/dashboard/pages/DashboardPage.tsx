import { Stack } from '@mantine/core';
import { useAuth } from '../../../providers/auth/auth-context';
import { PageHeader } from '../../../components/PageHeader';
import { workspaceLabel } from '../../../lib/tenant-label';
import { InsightsComingSoon } from '../components/InsightsComingSoon';
import { AccountSummary } from '../components/AccountSummary';

export default function DashboardPage() {
  const { userDetails, userWorkspace } = useAuth();
  const greeting = userDetails?.firstName ? `Welcome back, ${userDetails.firstName}` : 'Welcome back';

  return (
    <>
      <PageHeader title={greeting} documentTitle="Dashboard" description={userWorkspace ? `You are working in ${workspaceLabel(userWorkspace)}.` : undefined} />
      <Stack gap="xl">
        <AccountSummary />
        <InsightsComingSoon />
      </Stack>
    </>
  );
}

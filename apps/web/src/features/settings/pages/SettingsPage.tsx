import { Stack, Text } from '@mantine/core';
import { useAuth } from '../../../app/auth/auth-context';
import { PageHeader } from '../../../components/PageHeader';
import { RowsPerPageSetting } from '../components/RowsPerPageSetting';
import { SettingsSection } from '../components/SettingsSection';
import { SideNavSetting } from '../components/SideNavSetting';

export default function SettingsPage() {
  const { userDetails } = useAuth();
  return (
    <>
      <PageHeader title="Settings" description="Your preferences for working in the app." />
      <Stack gap="lg" maw={760}>
        <SettingsSection title="Profile" description="Your name and e-mail as your colleagues see them.">
          <Stack gap={2}>
            <Text fw={600}>{`${userDetails?.firstName ?? ''} ${userDetails?.lastName ?? ''}`.trim()}</Text>
            <Text size="sm" c="dimmed">
              {userDetails?.email}
            </Text>
          </Stack>
        </SettingsSection>
        <SettingsSection title="Lists" description="Saved to your account, so every device uses it.">
          <RowsPerPageSetting />
        </SettingsSection>
        <SettingsSection title="Layout" description="How the application frame looks on this device.">
          <SideNavSetting />
        </SettingsSection>
      </Stack>
    </>
  );
}

import { Button, Stack } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useWorkspaceKind } from '../../../providers/auth/use-workspace-kind';
import { AUDIT_PATH } from '../../audit';
import { NotificationPreferencesForm } from '../../notifications';
import { useAuth } from '../../../providers/auth/auth-context';
import { PageHeader } from '../../../components/PageHeader';
import { ChangePasswordForm } from '../components/ChangePasswordForm';
import { GetInTouchInboxSetting } from '../components/GetInTouchInboxSetting';
import { ProfileForm } from '../components/ProfileForm';
import { RowsPerPageSetting } from '../components/RowsPerPageSetting';
import { SettingsSection } from '../components/SettingsSection';
import { SideNavSetting } from '../components/SideNavSetting';
import { SignOutEverywhere } from '../components/SignOutEverywhere';

export default function SettingsPage() {
  const { userDetails, userWorkspace } = useAuth();
  const workspace = useWorkspaceKind();
  return (
    <>
      <PageHeader title="Settings" description="Your profile, your password and how the app behaves for you." />
      <Stack gap="lg" maw={760}>
        <SettingsSection title="Profile" description="Your name and phone as your colleagues see them.">
          {userDetails ? <ProfileForm key={userDetails.id} profile={userDetails} /> : null}
        </SettingsSection>
        <SettingsSection title="Password" description="Changing it signs you out on every other device.">
          <ChangePasswordForm />
        </SettingsSection>
        <SettingsSection title="Sessions" description="Lost a device or signed in somewhere shared? End every sign-in of your account, this one included.">
          <SignOutEverywhere />
        </SettingsSection>
        {userWorkspace?.type === 'connexus' ? (
          <SettingsSection title="Get in touch" description="Where requests from the public get-in-touch page are e-mailed.">
            <GetInTouchInboxSetting />
          </SettingsSection>
        ) : null}
        <SettingsSection
          title="Notifications"
          description="The bell shows everything. Choose which events also come by e-mail: at once, in one daily digest, or not at all."
        >
          <NotificationPreferencesForm />
        </SettingsSection>
        <SettingsSection title="Lists" description="Saved to your account, so every device uses it.">
          <RowsPerPageSetting />
        </SettingsSection>
        <SettingsSection title="Layout" description="How the application frame looks on this device.">
          <SideNavSetting />
        </SettingsSection>
        {workspace?.kind === 'provider' ? (
          <SettingsSection title="Audit log" description="Every change to every record, searchable by who, record type, dates and words, and exportable.">
            <Button component={Link} to={AUDIT_PATH} variant="default" leftSection={<IconHistory aria-hidden size={18} />} w="fit-content">
              Open the audit log
            </Button>
          </SettingsSection>
        ) : null}
      </Stack>
    </>
  );
}

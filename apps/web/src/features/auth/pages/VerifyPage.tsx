import { Text } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { Spinner } from '../../../components/Spinner';
import { errorMessage } from '../../../lib/api-error';
import { AuthCardHeader } from '../components/AuthCardHeader';
import { CreatePasswordForm } from '../components/CreatePasswordForm';
import { InvalidInvitation } from '../components/InvalidInvitation';
import { INVITATION_INVALID, useInvitation } from '../queries';

/** /auth/verify?token=…: the invitation e-mail's link (spec §7 validate-token, create-password). */
export default function VerifyPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const invitation = useInvitation(token);

  if (!token) return <InvalidInvitation reason="The link is missing its token. Open the link from the e-mail again." />;
  if (invitation.isPending) return <Spinner size={40} hint="Checking your invitation…" />;
  if (invitation.error) return <InvalidInvitation reason={errorMessage(invitation.error, INVITATION_INVALID)} />;

  const { firstName, email } = invitation.data;
  return (
    <>
      <AuthCardHeader title={firstName ? `Welcome, ${firstName}` : 'Welcome'} description="Create a password to finish setting up your account." />
      <Text size="sm" mb="md">
        Signing in as <strong>{email}</strong>
      </Text>
      <CreatePasswordForm token={token} />
    </>
  );
}

import { Text } from '@mantine/core';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { Spinner } from '../../../components/Spinner';
import { errorMessage } from '../../../lib/api-error';
import { notify } from '../../../lib/notify';
import { AuthCardHeader } from '../components/AuthCardHeader';
import { CreatePasswordForm } from '../components/CreatePasswordForm';
import { InvalidInvitation } from '../components/InvalidInvitation';
import { useInvitation } from '../queries';

const VALIDATE_FAILED = 'An error occurred while validating the token.';

/** /auth/verify?token=…: the invitation e-mail's link (spec §7 validate-token, create-password). */
export default function VerifyPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const invitation = useInvitation(token);

  useEffect(() => {
    if (invitation.error) notify.error('Error', errorMessage(invitation.error, VALIDATE_FAILED));
  }, [invitation.error]);

  if (!token) return <InvalidInvitation reason="The link is missing its token. Open the link from the e-mail again." />;
  if (invitation.isPending) return <Spinner size={40} hint="Checking your invitation…" />;
  if (invitation.error) return <InvalidInvitation reason={errorMessage(invitation.error, VALIDATE_FAILED)} />;

  const { firstName, email } = invitation.data;
  return (
    <>
      <AuthCardHeader
        title={firstName ? `Welcome, ${firstName}` : 'Welcome'}
        description="Create a password to finish setting up your account."
      />
      <Text size="sm" mb="md">
        Signing in as <strong>{email}</strong>
      </Text>
      <CreatePasswordForm token={token} />
    </>
  );
}

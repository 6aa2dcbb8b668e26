import { Anchor, Alert, Group, Text } from '@mantine/core';
import { ZForgotPasswordSchema } from '@procura/shared';
import { IconArrowLeft, IconMail } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { AuthCardHeader } from '../components/AuthCardHeader';
import { RequestCodeForm } from '../components/RequestCodeForm';
import { ResetCodeForm } from '../components/ResetCodeForm';

/** The address the reset e-mail's link carries (`?email=`), when it looks like one. */
function emailFromLink(params: URLSearchParams): string | null {
  const parsed = ZForgotPasswordSchema.shape.email.safeParse(params.get('email') ?? '');
  return parsed.success ? parsed.data : null;
}

export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  // The e-mail's link resumes at the code step: its code is already in that e-mail.
  const [sentTo, setSentTo] = useState<string | null>(() => emailFromLink(params));
  const [lastEmail, setLastEmail] = useState(() => emailFromLink(params) ?? '');

  return (
    <>
      {sentTo ? (
        <>
          <AuthCardHeader title="Check your e-mail" description="Enter the code we sent and choose a new password." />
          <Alert color="blue" variant="light" icon={<IconMail aria-hidden size={18} />} mb="md">
            If an account exists for <strong>{sentTo}</strong>, a code is on its way.
          </Alert>
          <ResetCodeForm email={sentTo} />
          <Text size="sm" ta="center" mt="md">
            Didn’t get it?{' '}
            <Anchor
              component="button"
              type="button"
              onClick={() => {
                setLastEmail(sentTo);
                setSentTo(null);
              }}
              size="sm"
            >
              Send a new code
            </Anchor>
          </Text>
        </>
      ) : (
        <>
          <AuthCardHeader title="Reset your password" description="Enter your work e-mail and we’ll send you a code to choose a new password." />
          <RequestCodeForm
            initialEmail={lastEmail}
            onSent={(email) => {
              setLastEmail(email);
              setSentTo(email);
            }}
          />
        </>
      )}
      <Group justify="center" mt="lg">
        <Anchor component={Link} to="/login" size="sm" fw={500}>
          <Group gap={6} component="span">
            <IconArrowLeft aria-hidden size={16} />
            Back to sign in
          </Group>
        </Anchor>
      </Group>
    </>
  );
}

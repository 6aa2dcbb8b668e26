import { Alert, Anchor, Button, Divider, Stack, Text } from '@mantine/core';
import { VENDOR_REGISTRATION_PATH } from '@procura/shared';
import { IconCircleCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { AuthCardHeader } from '../../auth';
import { GetInTouchForm } from '../components/get-in-touch/GetInTouchForm';

/** /public_route: get in touch (docs/product.md "Get in touch"), and the way to register as a vendor. */
export default function PublicPage() {
  const [sent, setSent] = useState<string | null>(null);
  return (
    <>
      <AuthCardHeader title="Get in touch" description="Tell us about your properties and what they need. We reply within one business day." />
      {sent ? (
        <Stack gap="md">
          <Alert color="teal" variant="light" icon={<IconCircleCheck aria-hidden size={20} />} title="Request sent" role="status">
            {sent}
          </Alert>
          <Button variant="light" onClick={() => setSent(null)}>
            Send another request
          </Button>
        </Stack>
      ) : (
        <GetInTouchForm onSent={setSent} />
      )}
      <Divider my="lg" />
      <Stack gap="xs" align="center">
        <Text size="sm" c="dimmed" ta="center">
          A facility-services company?{' '}
          <Anchor component={Link} to={VENDOR_REGISTRATION_PATH}>
            Register your company as a vendor
          </Anchor>
        </Text>
        <Anchor component={Link} to="/login" size="sm">
          Go to sign in
        </Anchor>
      </Stack>
    </>
  );
}

import { Button, Stack } from '@mantine/core';
import { VENDOR_REGISTRATION_PATH } from '@procura/shared';
import { Link } from 'react-router';
import { ComingSoonIllustration } from '../../../components/ComingSoonIllustration';
import { AuthCardHeader } from '../../auth';

/** /public_route: the public page (the get-in-touch form will live here). */
export default function PublicPage() {
  return (
    <>
      <AuthCardHeader title="Coming Soon!" description="Our public pages are being built. Check back soon." />
      <div style={{ display: 'flex', justifyContent: 'center', marginBottom: 24 }}>
        <ComingSoonIllustration width={240} />
      </div>
      <Stack gap="sm">
        <Button component={Link} to={VENDOR_REGISTRATION_PATH} fullWidth>
          Register your company as a vendor
        </Button>
        <Button component={Link} to="/login" variant="light" fullWidth>
          Go to sign in
        </Button>
      </Stack>
    </>
  );
}

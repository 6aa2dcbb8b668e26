import { ComingSoon } from '../../../components/ComingSoon';
import { PageHeader } from '../../../components/PageHeader';
import { ExportUsersButton } from '../components/ExportUsersButton';

export default function ContactManagementPage() {
  return (
    <>
      <PageHeader
        title="Contact Management"
        description="Users and contacts of your workspace."
        actions={<ExportUsersButton />}
      />
      <ComingSoon feature="Contact management" />
    </>
  );
}

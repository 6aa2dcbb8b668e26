import { Route, Routes } from 'react-router';
import { NotFoundPage } from '../../../app/router/NotFoundPage';
import { useAuth } from '../../../providers/auth/auth-context';
import RfpDetailPage from './RfpDetailPage';
import RfpListPage from './RfpListPage';
import RfpWizardPage from './RfpWizardPage';
import { VendorRfpScreens } from './VendorRfpScreens';

const VENDOR_WORKSPACE_TYPES = ['vendor', 'vendor_branch', 'vendor_franchise'];

/**
 * /rfp lists the buyer's RFPs, /rfp/new writes one, /rfp/:id/:tab? is one; /rfp/:id/documents/:documentId
 * (the link an addendum's e-mail gives, forwarded to a buyer) is its Documents tab naming that
 * document. A vendor workspace
 * answers RFPs instead of writing them: its /rfp screens are the vendor's own (VendorRfpScreens).
 */
export default function RfpRoutes() {
  const { userWorkspace } = useAuth();
  if (VENDOR_WORKSPACE_TYPES.includes(userWorkspace?.type ?? '')) return <VendorRfpScreens />;
  return (
    <Routes>
      <Route index element={<RfpListPage />} />
      <Route path="new" element={<RfpWizardPage />} />
      <Route path=":id" element={<RfpDetailPage />} />
      <Route path=":id/:tab" element={<RfpDetailPage />} />
      <Route path=":id/documents/:documentId" element={<RfpDetailPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}

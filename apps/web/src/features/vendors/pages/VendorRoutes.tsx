import { Navigate, Route, Routes } from 'react-router';
import { useAuth } from '../../../providers/auth/auth-context';
import { vendorPath } from '../components/vendor-format';
import VendorDetailPage from './VendorDetailPage';
import VendorListPage from './VendorListPage';
import { NotFoundPage } from '../../../app/router/NotFoundPage';

const VENDOR_WORKSPACE_TYPES = ['vendor', 'vendor_branch', 'vendor_franchise'];

/**
 * /vendor lists vendors; /vendor/:id/:tab? is one (/vendor/:id/compliance is the link the
 * expiry e-mails carry). A vendor's, branch's or franchise's own people land on their own
 * page, as a client's people land on their client.
 */
export default function VendorRoutes() {
  const { userWorkspace } = useAuth();
  const ownVendorId = VENDOR_WORKSPACE_TYPES.includes(userWorkspace?.type ?? '') ? userWorkspace?.vendor?.id : undefined;
  return (
    <Routes>
      <Route index element={ownVendorId ? <Navigate to={vendorPath(ownVendorId)} replace /> : <VendorListPage />} />
      <Route path=":id" element={<VendorDetailPage />} />
      <Route path=":id/:tab" element={<VendorDetailPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}

import { Route, Routes } from 'react-router';
import { NotFoundPage } from '../../../app/router/NotFoundPage';
import BidInboxPage from './BidInboxPage';
import BidPage from './BidPage';
import VendorRfpPage from './VendorRfpPage';

/**
 * /rfp in a vendor workspace: its inbox of invitations, one RFP as sent to it, and its bid
 * (docs/rfp.md "The vendor's inbox"). The buyer's /rfp screens are another feature's.
 */
export default function VendorRfpRoutes() {
  return (
    <Routes>
      <Route index element={<BidInboxPage />} />
      <Route path=":id" element={<VendorRfpPage />} />
      <Route path=":id/bid" element={<BidPage />} />
      <Route path=":id/documents/:documentId" element={<VendorRfpPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}

import { VendorRfpRoutes } from '../../bids';

/**
 * A vendor workspace's /rfp routes: its inbox at /rfp, the RFP as a vendor reads it at /rfp/:id,
 * its bid at /rfp/:id/bid (features/bids).
 */
export function VendorRfpScreens() {
  return <VendorRfpRoutes />;
}

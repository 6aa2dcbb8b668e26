import RfpListPage from './RfpListPage';

/**
 * The seam for a vendor workspace's /rfp routes: its inbox at /rfp, the RFP as a vendor reads it
 * at /rfp/:id, its bid at /rfp/:id/bid (features/bids renders these, imported through its index).
 * Until those screens are wired here, a vendor reads the same list, which the API limits to the
 * RFPs sent to it and counts for its own invitation alone.
 */
export function VendorRfpScreens() {
  return <RfpListPage />;
}

/** A vendor workspace's /rfp screens: its inbox, an RFP as sent to it, its bid. */
export { default as VendorRfpRoutes } from './pages/VendorRfpRoutes';

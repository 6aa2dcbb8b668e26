/** What the vendor's RFP screens (features/bids) share with the buyer's: the due time's words and the status tones. */
export { dueCountdown, formatInZone, RFP_STATUS_TONES } from './rfp-format';
export { useNow } from './components/use-now';

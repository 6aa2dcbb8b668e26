import {
  BID_UNIT_LABELS,
  CONTRACT_ORIGIN_LABELS,
  CONTRACT_STATUS_LABELS,
  ZContractFiltersSchema,
  type TContractFilters,
  type TContractOrigin,
  type TContractStatus,
  type TBidUnit,
} from '@procura/shared';
import { defineExport } from '../export-data/export-definition.js';
import { contractExportRepo, type TContractExportCursor, type TContractExportRow } from './contract-export.repo.js';

const label = <K extends string>(labels: Record<K, string>, value: string | null) => (value === null ? null : (labels[value as K] ?? value));

/**
 * The contracts export (Existing_Contracts_YYYY-MM-DD.xlsx): every contract the requester sees
 * with the list's filters, one row per service line with its contract's fields beside it.
 */
export const contractsExport = defineExport<TContractExportRow, TContractFilters, TContractExportCursor>({
  entity: 'contracts',
  title: 'Contracts export',
  fileBaseName: 'Existing_Contracts',
  // Dates are the day as written (text "2027-03-01"): a Date cell would move with the reader's time zone.
  // Contracts have no module: whoever is signed in exports what row security shows them.
  access: 'signedIn',
  filters: ZContractFiltersSchema,
  columns: [
    { header: 'Contract Number', width: 14, value: (r) => r.number },
    { header: 'Title', width: 32, value: (r) => r.title },
    { header: 'Client', width: 26, value: (r) => r.clientName },
    { header: 'Vendor', width: 26, value: (r) => r.vendorName },
    { header: 'Status', width: 16, value: (r) => label<TContractStatus>(CONTRACT_STATUS_LABELS, r.status) },
    { header: 'Origin', width: 18, value: (r) => label<TContractOrigin>(CONTRACT_ORIGIN_LABELS, r.origin) },
    { header: 'Start Date', width: 12, value: (r) => r.startOn },
    { header: 'End Date', width: 12, value: (r) => r.endOn },
    { header: 'Auto Renews', width: 10, value: (r) => (r.autoRenews ? 'Yes' : 'No') },
    { header: 'Renewal Term (months)', width: 10, value: (r) => r.renewalTermMonths },
    { header: 'Notice (days)', width: 10, value: (r) => r.noticeDays },
    { header: 'Total Value', width: 14, value: (r) => r.totalValue, numFmt: '#,##0.00' },
    { header: 'Payment Terms', width: 20, value: (r) => r.paymentTerms },
    { header: 'Property', width: 28, value: (r) => r.propertyName },
    { header: 'Property Code', width: 14, value: (r) => r.propertyCode },
    { header: 'Service', width: 24, value: (r) => r.serviceName },
    { header: 'Price', width: 12, value: (r) => r.price, numFmt: '#,##0.00' },
    { header: 'Unit', width: 12, value: (r) => label<TBidUnit>(BID_UNIT_LABELS, r.unit) },
    { header: 'Quantity per Year', width: 10, value: (r) => r.quantityPerYear },
    { header: 'Annual Cost', width: 14, value: (r) => r.annualCost, numFmt: '#,##0.00' },
    { header: 'Line Start', width: 12, value: (r) => r.lineStartOn },
    { header: 'Line End', width: 12, value: (r) => r.lineEndOn },
  ],
  batchSize: 2000,
  count: contractExportRepo.count,
  batch: contractExportRepo.batch,
  cursorOf: (row) => ({ contractId: row.contractId, lineKey: row.lineKey }),
});

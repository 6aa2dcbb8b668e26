import {
  PROPERTY_IMPORT_COLUMNS,
  PROPERTY_SIZE_UNIT_LABELS,
  PROPERTY_TYPE_LABELS,
  ZPropertyFiltersSchema,
  type TPropertyFilters,
  type TPropertySizeUnit,
  type TPropertyType,
} from '@procura/shared';
import { defineExport, type TExportColumn } from '../export-data/export-definition.js';
import { propertyExportRepo, type TPropertyExportCursor, type TPropertyExportRow } from './property-export.repo.js';

const label = <K extends string>(labels: Record<K, string>, value: string) => labels[value as K] ?? value;
const title = (value: string) => value.charAt(0) + value.slice(1).toLowerCase();

type TColumn = Omit<TExportColumn<TPropertyExportRow>, 'header'>;

/** One column per PROPERTY_IMPORT_COLUMNS header, in its order: what the import reads back. Sizes and coordinates stay numbers. */
const COLUMNS: Record<(typeof PROPERTY_IMPORT_COLUMNS)[number], TColumn> = {
  Client: { width: 28, value: (r) => r.clientName },
  'Property Name': { width: 32, value: (r) => r.name },
  'Property Code': { width: 16, value: (r) => r.code },
  'Property Type': { width: 16, value: (r) => label<TPropertyType>(PROPERTY_TYPE_LABELS, r.propertyType) },
  Size: { width: 10, value: (r) => r.sizeValue },
  'Size Unit': { width: 10, value: (r) => label<TPropertySizeUnit>(PROPERTY_SIZE_UNIT_LABELS, r.sizeUnit) },
  'Address Line 1': { width: 30, value: (r) => r.addressLine1 },
  'Address Line 2': { width: 20, value: (r) => r.addressLine2 },
  City: { width: 20, value: (r) => r.cityName },
  State: { width: 8, value: (r) => r.stateCode },
  County: { width: 20, value: (r) => r.countyName },
  ZIP: { width: 10, value: (r) => r.zip },
  Country: { width: 8, value: (r) => r.countryCode },
  Latitude: { width: 12, value: (r) => r.latitude },
  Longitude: { width: 12, value: (r) => r.longitude },
  Status: { width: 10, value: (r) => title(r.status) },
  Notes: { width: 40, value: (r) => r.notes },
};

/**
 * The properties export: every property the requester sees, as the list shows it with its
 * filters, in name order, in the import's columns (a file the import reads back as it was).
 */
export const propertiesExport = defineExport<TPropertyExportRow, TPropertyFilters, TPropertyExportCursor>({
  entity: 'properties',
  title: 'Properties export',
  fileBaseName: 'Properties',
  access: [['property_management', 'View']],
  filters: ZPropertyFiltersSchema,
  columns: PROPERTY_IMPORT_COLUMNS.map((header) => ({ header, ...COLUMNS[header] })),
  batchSize: 2000,
  count: propertyExportRepo.count,
  batch: propertyExportRepo.batch,
  cursorOf: (row) => ({ name: row.name, id: row.id }),
});

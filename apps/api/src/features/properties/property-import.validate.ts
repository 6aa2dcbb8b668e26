import { ZCreatePropertySchema, type TCreateProperty } from '@procura/shared';
import { lower, type TLookups } from './property-import.lookups.js';
import type { TPropertyImportColumn, TPropertyImportRow } from './property-import.parse.js';
import { resolveRow, type TResolved } from './property-import.resolve.js';

/** A row that resolved and passed the shared schema: what the insert step writes. */
export interface TImportCandidate {
  row: TPropertyImportRow;
  resolved: TResolved;
  data: TCreateProperty;
}

/** Which column of the file a field of ZCreatePropertySchema came from, to name it in the report. */
const COLUMN_OF_FIELD: Record<string, TPropertyImportColumn> = {
  clientId: 'Client',
  name: 'Property Name',
  code: 'Property Code',
  propertyType: 'Property Type',
  sizeValue: 'Size',
  sizeUnit: 'Size Unit',
  addressLine1: 'Address Line 1',
  addressLine2: 'Address Line 2',
  countryId: 'Country',
  stateId: 'State',
  countyId: 'County',
  cityId: 'City',
  zip: 'ZIP',
  latitude: 'Latitude',
  longitude: 'Longitude',
  status: 'Status',
  notes: 'Notes',
};

/**
 * The import's check step: each row resolved and checked with the shared schema. `errors` maps
 * a row's line to what is wrong with it.
 */
export function validateRows(rows: readonly TPropertyImportRow[], lookups: TLookups): { errors: Map<number, string[]>; good: TImportCandidate[] } {
  const errors = new Map<number, string[]>();
  const good: TImportCandidate[] = [];
  for (const row of rows) {
    const problems: string[] = [];
    const resolved = resolveRow(row, lookups, problems);
    if (problems.length === 0 && resolved) {
      const parsed = ZCreatePropertySchema.safeParse(resolved.input);
      if (parsed.success) good.push({ row, resolved, data: parsed.data });
      else {
        // One message per column: the first thing wrong with it is what to fix.
        const columns = new Set<string>();
        for (const issue of parsed.error.issues) {
          const column = COLUMN_OF_FIELD[String(issue.path[0])] ?? String(issue.path[0]);
          if (!columns.has(column)) problems.push(`${column}: ${issue.message}`);
          columns.add(column);
        }
      }
    }
    if (problems.length) errors.set(row.line, problems);
  }
  return { errors, good };
}

/** A code twice in the file, or already a property of that client: the later rows are the errors. */
export function withoutRepeatedCodes(good: readonly TImportCandidate[], errors: Map<number, string[]>): TImportCandidate[] {
  const firstLineOfCode = new Map<string, number>();
  for (const { row, resolved } of good) {
    const key = `${resolved.input.clientId}|${lower(resolved.input.code)}`;
    const first = firstLineOfCode.get(key);
    if (first === undefined) firstLineOfCode.set(key, row.line);
    else errors.set(row.line, [`Property Code ‘${resolved.input.code}’ is already used by row ${first} of this file.`]);
  }
  return good.filter(({ row }) => !errors.has(row.line));
}

import { z } from 'zod';

/*
 * The XLSX bid sheet (issue 18 item 3): an invited vendor downloads its RFP's lines as a
 * spreadsheet, fills in prices and uploads it back as its draft. Columns by header; the first
 * sheet is read. docs/rfp.md "Bid sheet".
 */

export const BID_SHEET_NAME = 'Bid';
/** The sheet's columns in order; the vendor fills Price to Alternate, the rest says which line. */
export const BID_SHEET_COLUMNS = [
  'Line',
  'Property',
  'Code',
  'Address',
  'City',
  'State',
  'Service',
  'Price',
  'Unit',
  'Quantity per year',
  'Notes',
  'Exclusions',
  'Alternate',
] as const;
export type TBidSheetColumn = (typeof BID_SHEET_COLUMNS)[number];

/** POST /v1/rfp/{id}/bid-sheet: the uploaded sheet (category `bid_sheet`). */
export const ZBidSheetUploadSchema = z.strictObject({
  fileKey: z.string('Upload the bid sheet first.').trim().min(1, 'Upload the bid sheet first.').max(500),
});
export type TBidSheetUpload = z.input<typeof ZBidSheetUploadSchema>;

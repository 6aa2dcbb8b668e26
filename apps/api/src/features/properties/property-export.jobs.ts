import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import {
  PROPERTY_IMPORT_COLUMNS,
  PROPERTY_SIZE_UNIT_LABELS,
  PROPERTY_TYPE_LABELS,
  ZPropertyFiltersSchema,
  type TPropertyFilters,
  type TPropertySizeUnit,
  type TPropertyType,
} from '@procura/shared';
import type { TRequestDb } from '../../platform/database.js';
import { datedFileName } from '../../platform/downloads.js';
import type { TJobContext, TJobHandler, TJobQueue } from '../../platform/jobs.js';
import { withActor } from '../../platform/scope.js';
import { csvWriter, type TRowWriter } from '../export-data/export-writers.js';
import { countPropertyExport, propertyExportWhere, selectPropertyExportBatch, type TPropertyExportCursor, type TPropertyExportRow } from './property-export.repo.js';

/** The `entity` of a data_export job that exports properties (with the list's filters). */
export const PROPERTY_EXPORT_ENTITY = 'properties';

export interface TPropertyExportPayload extends Record<string, unknown> {
  entity: typeof PROPERTY_EXPORT_ENTITY;
  format: 'xlsx' | 'csv';
  filters: TPropertyFilters;
  workspaceId: string;
}

const BATCH = 2000;
type TCell = string | number | null;

/** Column widths of the XLSX, in PROPERTY_IMPORT_COLUMNS order. */
const WIDTHS = [28, 32, 16, 16, 10, 10, 30, 20, 20, 8, 20, 10, 8, 12, 12, 10, 40];

const label = <K extends string>(labels: Record<K, string>, value: string) => labels[value as K] ?? value;
const title = (value: string) => value.charAt(0) + value.slice(1).toLowerCase();

/** One exported row, in PROPERTY_IMPORT_COLUMNS order: what the import reads back. */
export function exportCells(r: TPropertyExportRow): TCell[] {
  return [
    r.clientName,
    r.name,
    r.code,
    label<TPropertyType>(PROPERTY_TYPE_LABELS, r.propertyType),
    r.sizeValue,
    label<TPropertySizeUnit>(PROPERTY_SIZE_UNIT_LABELS, r.sizeUnit),
    r.addressLine1,
    r.addressLine2,
    r.cityName,
    r.stateCode,
    r.countyName,
    r.zip,
    r.countryCode,
    r.latitude,
    r.longitude,
    title(r.status),
    r.notes,
  ];
}

/**
 * exceljs's streaming writer with typed cells (sizes and coordinates stay numbers). A string
 * cell is never a formula in XLSX, whatever it starts with; CSV cells go through csvLine.
 */
function xlsxCellWriter(stream: PassThrough, sheetName: string): { add(values: readonly TCell[]): void; finish(): Promise<void> } {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: true });
  const sheet = workbook.addWorksheet(sheetName);
  sheet.columns = PROPERTY_IMPORT_COLUMNS.map((header, i) => ({ header, key: `c${i}`, width: WIDTHS[i] }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  return {
    add: (values) => sheet.addRow(values as TCell[]).commit(),
    finish: async () => {
      sheet.commit();
      await workbook.commit();
    },
  };
}

function csvCellWriter(stream: PassThrough): { add(values: readonly TCell[]): void; finish(): Promise<void> } {
  const writer: TRowWriter = csvWriter(stream, PROPERTY_IMPORT_COLUMNS);
  return { add: (values) => writer.add(values.map((v) => (v === null ? '' : String(v)))), finish: () => writer.finish() };
}

/**
 * The properties export: every property the requester sees (as the list, with its filters),
 * in name order, keyset batches from the database into a streaming XLSX or a CSV. The job
 * runs as its requester loaded afresh, so it exports what they may see when it runs.
 */
export function propertyExportJob(db: TRequestDb): TJobHandler {
  return async (ctx: TJobContext) => {
    const payload = ctx.job.payload as TPropertyExportPayload;
    const filters = ZPropertyFiltersSchema.parse(payload.filters ?? {});
    const { actor } = ctx;
    const where = propertyExportWhere(actor, filters);
    const total = await withActor(db, actor, (tx) => countPropertyExport(tx, where));
    const stream = new PassThrough();
    const saved = ctx.saveResult(datedFileName('Properties', payload.format), stream);
    const writer = payload.format === 'csv' ? csvCellWriter(stream) : xlsxCellWriter(stream, 'Properties');
    let after: TPropertyExportCursor | null = null;
    let done = 0;
    let reported = 0;
    for (;;) {
      const batch = await withActor(db, actor, (tx) => selectPropertyExportBatch(tx, where, after, BATCH));
      for (const row of batch) writer.add(exportCells(row));
      done += batch.length;
      // A progress write per ~5%: the panel moves, the database is not written per batch.
      if (total > 0 && done - reported >= total / 20) {
        reported = done;
        await ctx.progress((done / total) * 99);
      }
      if (batch.length < BATCH) break;
      const last = batch[batch.length - 1];
      after = { name: last.name, id: last.id };
    }
    await writer.finish();
    await saved;
    ctx.log.info({ rows: done }, 'properties export finished');
  };
}

/**
 * Properties export through the data_export job type: the generic export runner registers its
 * handler for data_export; this routes that job type's payloads whose entity is 'properties'
 * (they carry the list's filters, which the generic definitions do not take) to the
 * properties exporter and every other to the generic runner.
 */
export function withPropertyExport(jobs: Pick<TJobQueue, 'register'>, db: TRequestDb): Pick<TJobQueue, 'register'> {
  const properties = propertyExportJob(db);
  return {
    register(type, handler) {
      if (type !== 'data_export') return jobs.register(type, handler);
      jobs.register(type, (ctx) => ((ctx.job.payload as { entity?: unknown }).entity === PROPERTY_EXPORT_ENTITY ? properties(ctx) : handler(ctx)));
    },
  };
}

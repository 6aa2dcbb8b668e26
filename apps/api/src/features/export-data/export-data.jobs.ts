import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { datedFileName } from '../../platform/downloads.js';
import type { TJobContext } from '../../platform/jobs.js';
import type { TPlatform } from '../../platform/platform.js';
import { withActor } from '../../platform/scope.js';
import { csvLine } from '../../platform/csv.js';
import { userScope } from '../users/users.repo.js';
import { manageableTenantTypes } from '@procura/shared';
import { countUsers, selectUsersBatch, type TUserExportRow } from './users-export.repo.js';

const BATCH = 1000;
const COLUMNS = [
  { header: 'First name', key: 'firstName', width: 18 },
  { header: 'Last name', key: 'lastName', width: 18 },
  { header: 'Email', key: 'email', width: 32 },
  { header: 'Phone', key: 'phone', width: 18 },
  { header: 'Organization', key: 'organizations', width: 30 },
  { header: 'Contact type', key: 'contactType', width: 16 },
  { header: 'Roles', key: 'roles', width: 30 },
  { header: 'Status', key: 'status', width: 12 },
  { header: 'Authorized', key: 'authorized', width: 12 },
  { header: 'Created', key: 'createdAt', width: 22 },
] as const;

export interface TExportPayload extends Record<string, unknown> {
  entity: 'users';
  format: 'xlsx' | 'csv';
  workspaceId: string;
}

const toRecord = (r: TUserExportRow) => ({
  firstName: r.first_name,
  lastName: r.last_name,
  email: r.email,
  phone: r.phone ?? '',
  organizations: r.organizations ?? '',
  contactType: r.contact_type ?? '',
  roles: r.roles ?? '',
  status: r.status,
  authorized: r.authorized ? 'Yes' : 'No',
  createdAt: new Date(r.created_at).toISOString().replace('T', ' ').slice(0, 19),
});


/**
 * Exports what the requester may see now: the job re-loads them as an actor, so a user
 * deactivated since asking gets nothing, and row-level security applies as for a request.
 */
export function usersExportJob(platform: TPlatform) {
  const db = platform.db;
  return async (ctx: TJobContext): Promise<void> => {
    const payload = ctx.job.payload as TExportPayload;
    const actor = ctx.actor;
    const scope = userScope(actor);
    const total = await withActor(db, actor, (tx) => countUsers(tx, scope));
    const stream = new PassThrough();
    const fileName = datedFileName('Users', payload.format);
    const saved = ctx.saveResult(fileName, stream);

    const writeRow = payload.format === 'csv' ? csvWriter(stream) : xlsxWriter(stream);
    let afterId: string | null = null;
    let done = 0;
    for (;;) {
      const batch: TUserExportRow[] = await withActor(db, actor, (tx) => selectUsersBatch(tx, scope, afterId, BATCH));
      for (const row of batch) writeRow.add(toRecord(row));
      done += batch.length;
      if (total > 0) await ctx.progress((done / total) * 99);
      if (batch.length < BATCH) break;
      afterId = batch[batch.length - 1].id;
    }
    await writeRow.finish();
    await saved;
  };
}

interface TRowWriter {
  add(record: ReturnType<typeof toRecord>): void;
  finish(): Promise<void>;
}

function csvWriter(stream: PassThrough): TRowWriter {
  stream.write(`\uFEFF${csvLine(COLUMNS.map((c) => c.header))}`);
  return {
    add: (record) => stream.write(csvLine(COLUMNS.map((c) => String(record[c.key])))),
    finish: async () => {
      stream.end();
    },
  };
}

/** exceljs's streaming writer: rows are flushed as they come, never a whole workbook in memory. */
function xlsxWriter(stream: PassThrough): TRowWriter {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: true });
  const sheet = workbook.addWorksheet('Users');
  sheet.columns = COLUMNS.map((c) => ({ header: c.header, key: c.key, width: c.width }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  return {
    add: (record) => sheet.addRow(record).commit(),
    finish: async () => {
      sheet.commit();
      await workbook.commit();
    },
  };
}

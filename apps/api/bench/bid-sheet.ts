import os from 'node:os';
import ExcelJS from 'exceljs';
import { BID_SHEET_COLUMNS, BID_SHEET_NAME } from '@procura/shared';
import { systemDb } from '../src/platform/system-db.js';
import { DEMO_ACCOUNTS, startTestApp, type TTestApp } from '../test/harness.js';
import { uploadFile } from '../test/uploads.js';
import { percentile, seedBenchRfp } from './bid-analysis.js';

/*
 * Issue 18's bid sheet figures: the XLSX sheet of an RFP of 5,000 lines downloaded by the invited
 * vendor, and filled in and uploaded: read in the capped child and saved as the draft (≤ 3 s).
 */

export const SHEET_FIXTURE = { properties: 500, services: 10 };

export interface TBidSheetFigure {
  lines: number;
  /** GET /v1/rfp/{id}/bid-sheet, and exceljs writing the same rows bare (no styling or lists), in this process. */
  downloadMs: number[];
  bareWriteMs: number[];
  /** POST /v1/rfp/{id}/bid-sheet of the filled-in sheet (the upload itself before it, untimed). */
  uploadMs: number[];
  bytes: number;
}

const timed = async <T>(run: () => Promise<T>): Promise<[number, T]> => {
  const started = performance.now();
  const value = await run();
  return [performance.now() - started, value];
};

async function bareWrite(rows: unknown[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet(BID_SHEET_NAME);
  sheet.addRow([...BID_SHEET_COLUMNS]);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

export async function measureBidSheet(t: TTestApp, rounds = 3): Promise<TBidSheetFigure> {
  const db = systemDb(t.platform.database);
  const vendor = { id: t.world.vendor.vendorId, tenantId: t.world.vendor.tenantId };
  const rfpId = await seedBenchRfp(db, t.world.clientB, { number: 'RFP-SHEET', ...SHEET_FIXTURE, vendors: [vendor] });
  const lines = SHEET_FIXTURE.properties * SHEET_FIXTURE.services;
  const token = (await t.signIn(DEMO_ACCOUNTS.vendorAdmin)).accessToken;
  const headers = { authorization: `Bearer ${token}` };

  const download = async () => {
    const res = await fetch(`${t.baseUrl}/v1/rfp/${rfpId}/bid-sheet`, { headers });
    if (res.status !== 200) throw new Error(`the bid sheet answered ${res.status}: ${await res.text()}`);
    return Buffer.from(await res.arrayBuffer());
  };
  const downloadMs: number[] = [];
  const bareWriteMs: number[] = [];
  let sheetBytes = Buffer.alloc(0);
  for (let i = 0; i < rounds; i++) {
    const [ms, bytes] = await timed(download);
    downloadMs.push(ms);
    sheetBytes = bytes;
  }
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(sheetBytes as unknown as ExcelJS.Buffer);
  const sheet = book.getWorksheet(BID_SHEET_NAME);
  if (!sheet || sheet.rowCount !== lines + 1) throw new Error(`the bid sheet has ${sheet?.rowCount ?? 0} rows, not ${lines + 1}`);
  const col = (name: (typeof BID_SHEET_COLUMNS)[number]) => BID_SHEET_COLUMNS.indexOf(name) + 1;
  const rows: unknown[][] = [];
  for (let r = 2; r <= lines + 1; r++) {
    const row = sheet.getRow(r);
    row.getCell(col('Price')).value = 100 + (r % 900);
    row.getCell(col('Unit')).value = r % 4 === 0 ? 'Per visit' : 'Per year';
    if (r % 4 === 0) row.getCell(col('Quantity per year')).value = 26;
    rows.push(BID_SHEET_COLUMNS.map((c) => row.getCell(col(c)).value ?? null));
  }
  for (let i = 0; i < rounds; i++) bareWriteMs.push((await timed(() => bareWrite(rows)))[0]);
  const filled = Buffer.from(await book.xlsx.writeBuffer());

  const uploadMs: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const uploaded = await uploadFile(t, token, { category: 'bid_sheet', fileName: `bench-bid-${i}.xlsx`, content: filled });
    if (!uploaded.fileKey) throw new Error(`the upload was refused: ${JSON.stringify(uploaded.refused?.body)}`);
    const [ms, res] = await timed(() => t.http<{ lines?: unknown[] }>('POST', `/v1/rfp/${rfpId}/bid-sheet`, { token, body: { fileKey: uploaded.fileKey } }));
    if (res.status !== 200 || res.body.lines?.length !== lines)
      throw new Error(`the sheet upload answered ${res.status}: ${JSON.stringify(res.body).slice(0, 300)}`);
    uploadMs.push(ms);
  }
  return { lines, downloadMs, bareWriteMs, uploadMs, bytes: filled.length };
}

export function printBidSheetFigure(kind: string, f: TBidSheetFigure, load: number[]): void {
  const med = (xs: number[]) => percentile(xs, 0.5);
  const upload = med(f.uploadMs);
  console.log(
    `\nbid sheet [${kind}], ${f.lines.toLocaleString('en-US')} lines (${(f.bytes / 1024).toFixed(0)} KiB filled in), medians of ${f.uploadMs.length}:` +
      `\n  upload read and saved as the draft: ${upload.toFixed(0)} ms (target ≤ 3,000 ms: ${upload <= 3000 ? 'ok' : 'MISSED'})` +
      `\n  download: ${med(f.downloadMs).toFixed(0)} ms vs bare exceljs writing the same rows ${med(f.bareWriteMs).toFixed(0)} ms = ${(med(f.downloadMs) / med(f.bareWriteMs)).toFixed(2)}×` +
      `\n  load ${load.map((n) => n.toFixed(1)).join(' / ')}`,
  );
}

/** `npx tsx bench/bid-sheet.ts` (or `BENCH_ONLY=bidsheet npm run bench`): the bid sheet figures alone. */
async function main(): Promise<void> {
  const t = await startTestApp({ config: { RATE_LIMIT_PER_MINUTE: 1_000_000_000 } });
  try {
    printBidSheetFigure(t.platform.database.kind, await measureBidSheet(t), os.loadavg());
  } finally {
    await t.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}

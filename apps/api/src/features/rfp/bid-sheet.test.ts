import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { annualAmount, BID_SHEET_COLUMNS, type TBid } from '@procura/shared';
import { services } from '../../db/schema/index.js';
import { systemDb } from '../../platform/system-db.js';
import { eligibilityGeography } from '../../../test/builders/eligible-vendor.js';
import { rfpBuilders } from '../../../test/builders/rfp.js';
import { factories } from '../../../test/factories.js';
import { DEMO_ACCOUNTS, startTestApp, type TSession, type TTestApp } from '../../../test/harness.js';
import { uploadFile } from '../../../test/uploads.js';

/*
 * The XLSX bid sheet over HTTP (issue 18 item 3): downloaded with the RFP's lines and the
 * vendor's draft, filled in a spreadsheet, uploaded through the one upload path, read in the
 * capped child, saved as the draft — or every refused cell named, and nothing saved.
 */

let t: TTestApp;
let provider: TSession;
let rfps: ReturnType<typeof rfpBuilders>;
beforeAll(async () => {
  t = await startTestApp();
  provider = await t.signIn(DEMO_ACCOUNTS.providerAdmin);
  const [{ id: mowing }] = await systemDb(t.platform.database).select({ id: services.id }).from(services).orderBy(services.id).limit(1);
  rfps = rfpBuilders(t, factories(t), await eligibilityGeography(t), { mowing });
});
afterAll(() => t.close());

type TErr = { message: string; fieldErrors?: Record<string, string[]> };

async function download(session: TSession, rfpId: string) {
  const res = await fetch(`${t.baseUrl}/v1/rfp/${rfpId}/bid-sheet`, { headers: { authorization: `Bearer ${session.accessToken}` } });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toContain('spreadsheetml');
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(Buffer.from(await res.arrayBuffer()) as unknown as ExcelJS.Buffer);
  return book;
}

async function upload(session: TSession, rfpId: string, book: ExcelJS.Workbook) {
  const content = Buffer.from(await book.xlsx.writeBuffer());
  const uploaded = await uploadFile(t, session.accessToken, { category: 'bid_sheet', fileName: 'my-bid.xlsx', content });
  expect(uploaded.refused).toBeUndefined();
  return t.http<TBid & TErr>('POST', `/v1/rfp/${rfpId}/bid-sheet`, { token: session.accessToken, body: { fileKey: uploaded.fileKey } });
}

describe('the bid sheet', () => {
  it('round-trips: downloaded with every line and a unit list, filled in, uploaded as the draft with its amounts', async () => {
    const vendor = await rfps.buildBidder();
    const w = await rfps.buildPublishedRfp(provider, [vendor.vendorId]);
    const book = await download(vendor.admin, w.rfp.id);
    const sheet = book.worksheets[0];
    expect(sheet.getRow(1).values).toEqual([undefined, ...BID_SHEET_COLUMNS]);
    expect(sheet.rowCount).toBe(w.lines.length + 1);
    expect(sheet.getCell('A2').value).toBe(w.lines[0].id);
    expect(sheet.getCell('I2').dataValidation).toMatchObject({ type: 'list', formulae: [expect.stringContaining('Per visit')] });

    sheet.getCell('H2').value = 85.5;
    sheet.getCell('I2').value = 'Per visit';
    sheet.getCell('J2').value = 26;
    sheet.getCell('L2').value = 'Leaf removal';
    sheet.getCell('H3').value = '1,250.00';
    sheet.getCell('I3').value = 'Per month';
    const res = await upload(vendor.admin, w.rfp.id, book);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.status).toBe('DRAFT');
    const first = res.body.lines.find((l) => l.rfpLineId === w.lines[0].id);
    expect(first).toMatchObject({ price: 85.5, unit: 'PER_VISIT', quantityPerYear: 26, exclusions: 'Leaf removal' });
    expect(first?.annualAmount).toBe(annualAmount({ price: 85.5, unit: 'PER_VISIT', quantityPerYear: 26 }, 24));
    expect(res.body.lines.find((l) => l.rfpLineId === w.lines[1].id)).toMatchObject({ price: 1250, unit: 'PER_MONTH' });

    // Downloaded again, the sheet carries the draft.
    const again = (await download(vendor.admin, w.rfp.id)).worksheets[0];
    expect([again.getCell('H2').value, again.getCell('I2').value, again.getCell('J2').value]).toEqual([85.5, 'Per visit', 26]);
  });

  it('names every refused cell by column and row, and saves nothing', async () => {
    const vendor = await rfps.buildBidder();
    const w = await rfps.buildPublishedRfp(provider, [vendor.vendorId]);
    const book = await download(vendor.admin, w.rfp.id);
    const sheet = book.worksheets[0];
    sheet.getCell('H2').value = 'cheap';
    sheet.getCell('I2').value = 'Per fortnight';
    sheet.getCell('H3').value = 99.999;
    sheet.getCell('I3').value = 'Per visit';
    sheet.addRow(['00000000-0000-4000-8000-000000000000', '', '', '', '', '', '', 10, 'Per year']);
    const res = await upload(vendor.admin, w.rfp.id, book);
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/refused; nothing was saved/);
    expect(Object.keys(res.body.fieldErrors ?? {}).sort()).toEqual(['A4', 'H2', 'H3', 'I2', 'J3']);
    expect(res.body.fieldErrors?.I2?.[0]).toMatch(/^Unit: "Per fortnight" is not one of the units/);
    expect(res.body.fieldErrors?.J3?.[0]).toMatch(/^Quantity per year: /);
    const bid = await rfps.ok<TBid>(vendor.admin, 'GET', `/v1/rfp/${w.rfp.id}/bid`);
    expect(bid.lines).toEqual([]);
  });

  it('refuses a file that is not a spreadsheet, another upload’s file, and anyone the RFP was not sent to', async () => {
    const [vendor, outsider] = [await rfps.buildBidder(), await rfps.buildBidder()];
    const w = await rfps.buildPublishedRfp(provider, [vendor.vendorId]);
    const fake = await uploadFile(t, vendor.admin.accessToken, { category: 'bid_sheet', fileName: 'bid.xlsx', content: 'not a zip at all' });
    if (fake.fileKey) {
      const res = await t.http<TErr>('POST', `/v1/rfp/${w.rfp.id}/bid-sheet`, { token: vendor.admin.accessToken, body: { fileKey: fake.fileKey } });
      expect(res.status).toBe(400);
      expect(res.body.fieldErrors?.fileKey).toBeDefined();
    } else expect(fake.refused?.status).toBe(400);
    const res = await t.http<TErr>('POST', `/v1/rfp/${w.rfp.id}/bid-sheet`, { token: vendor.admin.accessToken, body: { fileKey: 'uploads/not-mine.xlsx' } });
    expect(res.status).toBe(404);
    for (const path of ['bid-sheet']) {
      expect((await t.http('GET', `/v1/rfp/${w.rfp.id}/${path}`, { token: outsider.admin.accessToken })).status).toBe(404);
      expect((await t.http('GET', `/v1/rfp/${w.rfp.id}/${path}`, { token: w.admin.accessToken })).status).toBe(403);
    }
  });
});

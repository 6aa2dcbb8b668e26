import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { zeroBomb } from '../../test/zip-bomb.js';
import { guardZip, OFFICE_ZIP_LIMITS, ZipRejectedError } from './zip-guard.js';

const zipOf = async (files: Record<string, Buffer | string>, compression: 'DEFLATE' | 'STORE' = 'DEFLATE') => {
  const zip = new JSZip();
  for (const [name, content] of Object.entries(files)) zip.file(name, content, { createFolders: false });
  return zip.generateAsync({ type: 'nodebuffer', compression });
};

const rejection = async (content: Buffer, limits = OFFICE_ZIP_LIMITS) => {
  const error = await guardZip(content, limits).then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ZipRejectedError);
  return error as ZipRejectedError;
};

/** Sets every declared uncompressed size (local and central) to `size`: a bomb that lies. */
function declareUncompressedSize(zip: Buffer, size: number): Buffer {
  const copy = Buffer.from(zip);
  for (let at = 0; at + 4 <= copy.length; at += 1) {
    const signature = copy.readUInt32LE(at);
    if (signature === 0x04034b50) copy.writeUInt32LE(size, at + 22);
    if (signature === 0x02014b50) copy.writeUInt32LE(size, at + 24);
  }
  return copy;
}

describe('zip guard', () => {
  it('passes workbooks as exceljs writes them, whole or streamed (data descriptors), and stored entries', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('People');
    for (let i = 0; i < 5000; i += 1) sheet.addRow([`First ${i}`, 'Last', `p${i}@example.com`]);
    const entries = await guardZip(Buffer.from(await workbook.xlsx.writeBuffer()));
    expect(entries.map((e) => e.name)).toContain('xl/worksheets/sheet1.xml');
    const stream = new PassThrough();
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    const streamed = new ExcelJS.stream.xlsx.WorkbookWriter({ stream });
    streamed.addWorksheet('People').addRow(['Ann']).commit();
    await streamed.commit();
    const streamedEntries = await guardZip(Buffer.concat(chunks));
    expect(streamedEntries.some((e) => e.flags & 8)).toBe(true);
    expect(await guardZip(await zipOf({ 'a.txt': 'stored' }, 'STORE'))).toHaveLength(1);
  });

  it('refuses 100 MB of zeros deflated into 100 KB from its directory alone, quickly', async () => {
    const bomb = zeroBomb('xl/worksheets/sheet1.xml', 100 * 1024 * 1024);
    expect(bomb.length).toBeLessThan(200 * 1024);
    const started = performance.now();
    const error = await rejection(bomb);
    expect(performance.now() - started).toBeLessThan(50);
    expect(error).toMatchObject({ kind: 'too-large', message: 'a part of it unpacks to more than 32 MiB' });
  });

  it('refuses a bomb that declares small sizes, stopping its inflation at the declared size', async () => {
    const liar = declareUncompressedSize(zeroBomb('sheet.xml', 100 * 1024 * 1024), 1000);
    const started = performance.now();
    const error = await rejection(liar);
    expect(performance.now() - started).toBeLessThan(500);
    expect(error.message).toMatch(/more than its directory says/);
  });

  it('refuses too many entries, too much in all, and ratios beyond the limit', async () => {
    const many = await zipOf(Object.fromEntries(Array.from({ length: 20 }, (_, i) => [`f${i}.txt`, 'x'])));
    expect((await rejection(many, { ...OFFICE_ZIP_LIMITS, maxEntries: 10 })).message).toBe('it holds 20 files; the limit is 10');
    const parts = await zipOf({ 'a.bin': Buffer.alloc(3 * 1024 * 1024, 1), 'b.bin': Buffer.alloc(3 * 1024 * 1024, 2) }, 'STORE');
    expect((await rejection(parts, { ...OFFICE_ZIP_LIMITS, maxTotalBytes: 5 * 1024 * 1024 })).message).toBe('it unpacks to more than 5 MiB');
    const dense = zeroBomb('zeros.bin', 10 * 1024 * 1024);
    expect((await rejection(dense)).message).toMatch(/compressed more than 100 to 1/);
  });

  it('refuses paths that leave the folder, duplicates, and what is not a ZIP', async () => {
    expect((await rejection(await zipOf({ '../../etc/cron.d/x': 'x' }))).message).toMatch(/climbs out of the archive/);
    expect((await rejection(await zipOf({ '/etc/passwd': 'x' }))).message).toMatch(/absolute/);
    expect((await rejection(await zipOf({ 'a\\..\\b': 'x' }))).message).toMatch(/backslashes/);
    expect((await rejection(Buffer.from('name,email\n'))).message).toMatch(/not a readable ZIP archive/);
    const twice = await zipOf({ 'a.txt': 'one', 'b.txt': 'two' });
    const offset = twice.lastIndexOf('b.txt');
    twice.write('a', offset);
    twice.write('a', twice.indexOf('b.txt'));
    expect((await rejection(twice)).message).toMatch(/appears twice/);
  });

  it('refuses data hidden between entries, which a streaming reader would meet unchecked', async () => {
    const zip = await zipOf({ 'a.txt': 'one' }, 'STORE');
    const directory = zip.readUInt32LE(zip.length - 22 + 16);
    const padded = Buffer.concat([zip.subarray(0, directory), Buffer.from('hidden'), zip.subarray(directory)]);
    padded.writeUInt32LE(directory + 6, padded.length - 22 + 16);
    expect((await rejection(padded)).message).toMatch(/data between its entries/);
  });
});

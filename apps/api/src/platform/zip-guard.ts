import zlib from 'node:zlib';

/**
 * Checks a ZIP (XLSX, DOCX, a contracts archive) before anything opens it, from its central
 * directory: how many entries, how big each unpacks and all together, how hard each is
 * compressed, and where their paths point. Readers that stream a ZIP (exceljs through
 * unzipper) walk the local headers instead, so the guard also insists the local headers are
 * the central directory's, back to back, and inflates each entry (counting, keeping nothing)
 * to prove it unpacks to no more than it declares.
 */

export interface TZipLimits {
  maxEntries: number;
  maxEntryBytes: number;
  maxTotalBytes: number;
  /** Uncompressed ÷ compressed, for entries past `ratioGraceBytes` (Apache POI's rule: 100). */
  maxRatio: number;
  ratioGraceBytes: number;
}

/** Office documents people upload: generous for real files, far below what hurts a process. */
export const OFFICE_ZIP_LIMITS: TZipLimits = {
  maxEntries: 1000,
  maxEntryBytes: 32 * 1024 * 1024,
  maxTotalBytes: 64 * 1024 * 1024,
  maxRatio: 100,
  ratioGraceBytes: 1024 * 1024,
};

export interface TZipEntry {
  name: string;
  flags: number;
  method: number;
  compressedSize: number;
  uncompressedSize: number;
  localHeaderOffset: number;
}

/** Why a ZIP was refused: `too-large` (sizes, ratio, count) or `malformed`; the message is plain. */
export class ZipRejectedError extends Error {
  constructor(
    readonly kind: 'too-large' | 'malformed',
    message: string,
  ) {
    super(message);
  }
}

const malformed = (why: string) => new ZipRejectedError('malformed', `it is not a readable ZIP archive (${why})`);
const MiB = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MiB`;

const EOCD = 0x06054b50;
const ZIP64_LOCATOR = 0x07064b50;
const ZIP64_EOCD = 0x06064b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
const U32_MAX = 0xffffffff;

/** Throws `ZipRejectedError` unless the archive is within the limits and unpacks as it says. */
export async function guardZip(content: Buffer, limits: TZipLimits = OFFICE_ZIP_LIMITS): Promise<TZipEntry[]> {
  const entries = readZipDirectory(content, limits.maxEntries);
  checkZipEntries(entries, limits);
  checkLocalHeaders(content, entries);
  for (const entry of entries) await checkInflatedSize(content, entry);
  return entries;
}

/** The central directory's entries, without inflating anything. */
export function readZipDirectory(content: Buffer, maxEntries: number): TZipEntry[] {
  const eocd = findEndOfCentralDirectory(content);
  let count = content.readUInt16LE(eocd + 10);
  let size = content.readUInt32LE(eocd + 12);
  let offset = content.readUInt32LE(eocd + 16);
  if (count === 0xffff || size === U32_MAX || offset === U32_MAX) {
    const locator = eocd - 20;
    if (locator < 0 || content.readUInt32LE(locator) !== ZIP64_LOCATOR) throw malformed('no ZIP64 locator');
    const record = toSafeNumber(content.readBigUInt64LE(locator + 8));
    if (record + 56 > content.length || content.readUInt32LE(record) !== ZIP64_EOCD) throw malformed('no ZIP64 directory end');
    count = toSafeNumber(content.readBigUInt64LE(record + 32));
    size = toSafeNumber(content.readBigUInt64LE(record + 40));
    offset = toSafeNumber(content.readBigUInt64LE(record + 48));
  }
  if (count > maxEntries) throw new ZipRejectedError('too-large', `it holds ${count} files; the limit is ${maxEntries}`);
  if (offset + size > content.length) throw malformed('the directory lies past the end');

  const entries: TZipEntry[] = [];
  let at = offset;
  for (let i = 0; i < count; i += 1) {
    if (at + 46 > content.length || content.readUInt32LE(at) !== CENTRAL) throw malformed('a directory entry is damaged');
    const nameLength = content.readUInt16LE(at + 28);
    const extraLength = content.readUInt16LE(at + 30);
    const commentLength = content.readUInt16LE(at + 32);
    if (at + 46 + nameLength + extraLength > content.length) throw malformed('a directory entry is cut short');
    const entry: TZipEntry = {
      name: content.toString('utf8', at + 46, at + 46 + nameLength),
      flags: content.readUInt16LE(at + 8),
      method: content.readUInt16LE(at + 10),
      compressedSize: content.readUInt32LE(at + 20),
      uncompressedSize: content.readUInt32LE(at + 24),
      localHeaderOffset: content.readUInt32LE(at + 42),
    };
    applyZip64Extra(entry, content.subarray(at + 46 + nameLength, at + 46 + nameLength + extraLength));
    entries.push(entry);
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

/** Count, sizes, ratio, paths, methods: all from the directory. */
export function checkZipEntries(entries: readonly TZipEntry[], limits: TZipLimits): void {
  if (entries.length > limits.maxEntries) throw new ZipRejectedError('too-large', `it holds ${entries.length} files; the limit is ${limits.maxEntries}`);
  const names = new Set<string>();
  let total = 0;
  for (const entry of entries) {
    const unsafe = unsafePathReason(entry.name);
    if (unsafe) throw new ZipRejectedError('malformed', `it holds a file path that ${unsafe}: ${JSON.stringify(entry.name.slice(0, 100))}`);
    if (names.has(entry.name)) throw malformed(`"${entry.name.slice(0, 100)}" appears twice`);
    names.add(entry.name);
    if (entry.flags & 1) throw malformed('it is encrypted');
    if (entry.method !== 0 && entry.method !== 8) throw malformed(`compression method ${entry.method} is not supported`);
    if (entry.method === 0 && entry.compressedSize !== entry.uncompressedSize) throw malformed('a stored entry has two sizes');
    if (entry.uncompressedSize > limits.maxEntryBytes) {
      throw new ZipRejectedError('too-large', `a part of it unpacks to more than ${MiB(limits.maxEntryBytes)}`);
    }
    total += entry.uncompressedSize;
    if (total > limits.maxTotalBytes) throw new ZipRejectedError('too-large', `it unpacks to more than ${MiB(limits.maxTotalBytes)}`);
    if (entry.uncompressedSize > limits.ratioGraceBytes && entry.uncompressedSize / Math.max(1, entry.compressedSize) > limits.maxRatio) {
      throw new ZipRejectedError('too-large', `a part of it is compressed more than ${limits.maxRatio} to 1, as zip bombs are`);
    }
  }
}

/** Why a path could land outside the folder it is unpacked into, or null when it cannot. */
function unsafePathReason(name: string): string | null {
  if (name === '' || name.includes('\0')) return 'is empty or holds a NUL';
  if (name.includes('\\')) return 'uses backslashes';
  if (name.startsWith('/') || /^[a-z]:/i.test(name)) return 'is absolute';
  if (name.split('/').some((part) => part === '..')) return 'climbs out of the archive';
  return null;
}

/**
 * Each local header names the same file as its directory entry, and the entries follow one
 * another with nothing between: a streaming reader then meets exactly the checked entries.
 */
function checkLocalHeaders(content: Buffer, entries: readonly TZipEntry[]): void {
  const ordered = [...entries].sort((a, b) => a.localHeaderOffset - b.localHeaderOffset);
  const directoryStart = centralStart(content);
  if ((ordered[0]?.localHeaderOffset ?? directoryStart) !== 0) throw malformed('there is data before its first entry');
  ordered.forEach((entry, i) => {
    const at = entry.localHeaderOffset;
    if (at + 30 > content.length || content.readUInt32LE(at) !== LOCAL) throw malformed('a local header is missing');
    const nameLength = content.readUInt16LE(at + 26);
    const extraLength = content.readUInt16LE(at + 28);
    if (content.toString('utf8', at + 30, at + 30 + nameLength) !== entry.name) throw malformed('a local header names another file');
    if (content.readUInt16LE(at + 8) !== entry.method) throw malformed('a local header disagrees with the directory');
    const dataEnd = at + 30 + nameLength + extraLength + entry.compressedSize;
    const gap = (ordered[i + 1]?.localHeaderOffset ?? directoryStart) - dataEnd;
    // A data descriptor: CRC and two sizes of 4 or 8 bytes, with or without its signature.
    const allowed = entry.flags & 8 ? [12, 16, 20, 24] : [0];
    if (!allowed.includes(gap)) throw malformed('there is data between its entries');
  });
}

function centralStart(content: Buffer): number {
  const eocd = findEndOfCentralDirectory(content);
  const offset = content.readUInt32LE(eocd + 16);
  if (offset !== U32_MAX) return offset;
  const record = toSafeNumber(content.readBigUInt64LE(eocd - 20 + 8));
  return toSafeNumber(content.readBigUInt64LE(record + 48));
}

/** Inflates one entry into nothing, stopping as soon as it gives more than it declared. */
async function checkInflatedSize(content: Buffer, entry: TZipEntry): Promise<void> {
  if (entry.method === 0) return;
  const at = entry.localHeaderOffset;
  const start = at + 30 + content.readUInt16LE(at + 26) + content.readUInt16LE(at + 28);
  const data = content.subarray(start, start + entry.compressedSize);
  await new Promise<void>((resolve, reject) => {
    const inflater = zlib.createInflateRaw();
    let produced = 0;
    inflater.on('data', (chunk: Buffer) => {
      produced += chunk.length;
      if (produced > entry.uncompressedSize) {
        inflater.destroy();
        reject(new ZipRejectedError('too-large', 'a part of it unpacks to more than its directory says, as zip bombs do'));
      }
    });
    inflater.on('error', () => reject(malformed('an entry does not inflate')));
    inflater.on('end', () => (produced === entry.uncompressedSize ? resolve() : reject(malformed('an entry is shorter than its directory says'))));
    inflater.end(data);
  });
}

function findEndOfCentralDirectory(content: Buffer): number {
  const lowest = Math.max(0, content.length - 22 - 0xffff);
  for (let at = content.length - 22; at >= lowest; at -= 1) {
    if (content.readUInt32LE(at) === EOCD && at + 22 + content.readUInt16LE(at + 20) === content.length) return at;
  }
  throw malformed('no directory at its end');
}

/** ZIP64 extra field (id 1): the 64-bit values of whichever fields were set to all ones. */
function applyZip64Extra(entry: TZipEntry, extra: Buffer): void {
  for (let at = 0; at + 4 <= extra.length;) {
    const id = extra.readUInt16LE(at);
    const size = extra.readUInt16LE(at + 2);
    if (id === 1) {
      let field = at + 4;
      const next = () => {
        if (field + 8 > at + 4 + size) throw malformed('a ZIP64 field is cut short');
        const value = toSafeNumber(extra.readBigUInt64LE(field));
        field += 8;
        return value;
      };
      if (entry.uncompressedSize === U32_MAX) entry.uncompressedSize = next();
      if (entry.compressedSize === U32_MAX) entry.compressedSize = next();
      if (entry.localHeaderOffset === U32_MAX) entry.localHeaderOffset = next();
      return;
    }
    at += 4 + size;
  }
}

function toSafeNumber(value: bigint): number {
  if (value > BigInt(Number.MAX_SAFE_INTEGER)) throw new ZipRejectedError('too-large', 'it declares sizes beyond any limit');
  return Number(value);
}

import { normaliseUploadType, UPLOAD_FILE_TYPES, UPLOAD_RULES, type TUploadCategory, type TUploadFileType } from '@procura/shared';
import { guardZip, OFFICE_ZIP_LIMITS, ZipRejectedError, type TZipLimits } from '../../platform/zip-guard.js';

/** What the checks decided: the file as it is or re-encoded, or a reason in words for the uploader. */
export type TCheckOutcome = { ok: true; type: TUploadFileType; reencoded?: Buffer } | { ok: false; reason: string };

/** Enough for file-type to tell every type we accept and every executable format it knows. */
export const SNIFF_BYTES = 64 * 1024;

const ZIP_BASED: readonly TUploadFileType[] = [
  'application/zip',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
];

/** A contracts archive holds PDFs, each perhaps large: wider than an Office file, still bounded. */
export const CONTRACTS_ZIP_LIMITS: TZipLimits = {
  maxEntries: 2000,
  maxEntryBytes: 100 * 1024 * 1024,
  maxTotalBytes: 1024 * 1024 * 1024,
  maxRatio: 100,
  ratioGraceBytes: 1024 * 1024,
};

const EXECUTABLES = new Set([
  'application/x-elf',
  'application/x-msdownload',
  'application/x-dosexec',
  'application/vnd.microsoft.portable-executable',
  'application/x-mach-binary',
  'application/x-executable',
  'application/x-sharedlib',
  'application/x-sh',
  'application/java-archive',
  'application/x-java-archive',
  'application/vnd.android.package-archive',
  'application/wasm',
  'application/x-msi',
]);

/** An image this large in pixels is refused before it is decoded (a decompression bomb). */
const MAX_INPUT_PIXELS = 60_000_000;

const nameOf = (type: TUploadFileType) => UPLOAD_FILE_TYPES[type][0].toUpperCase();

/** Whether the checks need the whole file, or only its first bytes. */
export function needsWholeFile(category: TUploadCategory, declared: TUploadFileType): boolean {
  return ZIP_BASED.includes(declared) || Boolean(UPLOAD_RULES[category].resizeTo && declared.startsWith('image/'));
}

/**
 * Checks the bytes against what the uploader declared: the real type (file-type, from the
 * bytes), ZIP and Office files' structure (entry count, sizes, ratio, paths), and for logos
 * and header images a re-encode with sharp, resized and without metadata (EXIF, GPS).
 */
export async function checkUpload(category: TUploadCategory, declared: TUploadFileType, bytes: Buffer): Promise<TCheckOutcome> {
  // Loaded at first use, not with the app (docs/contributing.md "Tests": heavy packages).
  const { fileTypeFromBuffer } = await import('file-type');
  const sniffed = await fileTypeFromBuffer(bytes).catch(() => undefined);
  if (sniffed && EXECUTABLES.has(sniffed.mime)) return { ok: false, reason: 'This file is a program, not a document. Programs cannot be uploaded.' };
  // Text has no magic number: a CSV is what file-type recognises as nothing and holds no NUL byte.
  const detected = sniffed ? normaliseUploadType(sniffed.mime) : isText(bytes) ? 'text/csv' : null;
  if (detected !== declared) {
    return { ok: false, reason: `The file's contents are not a ${nameOf(declared)} file, as its name says. Upload the original ${nameOf(declared)} file.` };
  }

  if (ZIP_BASED.includes(declared)) {
    try {
      await guardZip(bytes, category === 'ai_contracts_zip' ? CONTRACTS_ZIP_LIMITS : OFFICE_ZIP_LIMITS);
    } catch (error) {
      if (error instanceof ZipRejectedError) return { ok: false, reason: `The file was refused: ${error.message}.` };
      return { ok: false, reason: 'The file could not be read as a ZIP archive.' };
    }
  }

  const box = UPLOAD_RULES[category].resizeTo;
  if (box && declared.startsWith('image/')) {
    try {
      const reencoded = await reencodeImage(bytes, declared, box);
      return { ok: true, type: declared, reencoded };
    } catch {
      return { ok: false, reason: 'The image could not be read. Upload a PNG, JPEG or WebP image.' };
    }
  }
  return { ok: true, type: declared };
}

/** Text as spreadsheets export CSV (UTF-8 or a one-byte encoding): no NUL byte in what was read. */
const isText = (bytes: Buffer) => bytes.length > 0 && !bytes.includes(0);

/** Within `box`, never enlarged, turned upright, in its own format; sharp keeps no metadata unless asked. */
async function reencodeImage(bytes: Buffer, type: TUploadFileType, box: { width: number; height: number }): Promise<Buffer> {
  // Loaded at first use, not with the app (docs/contributing.md "Tests": heavy packages).
  const { default: sharp } = await import('sharp');
  const image = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
    .rotate()
    .resize({ width: box.width, height: box.height, fit: 'inside', withoutEnlargement: true });
  if (type === 'image/png') return image.png({ compressionLevel: 9 }).toBuffer();
  if (type === 'image/webp') return image.webp({ quality: 90 }).toBuffer();
  return image.jpeg({ quality: 88, mozjpeg: true }).toBuffer();
}

import { HttpError } from '../errors.js';
import { guardZip, OFFICE_ZIP_LIMITS, ZipRejectedError } from '../zip-guard.js';

/**
 * The ZIP rules (entry count, sizes, ratio, paths, nesting: zip-guard.ts) before anything
 * unpacks a DOCX: a 400 (or 413 when too large) naming `field`.
 */
export async function assertSafeDocx(fileName: string, bytes: Uint8Array, field: string): Promise<void> {
  try {
    await guardZip(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), OFFICE_ZIP_LIMITS);
  } catch (error) {
    if (!(error instanceof ZipRejectedError)) throw error;
    const message = `"${fileName}" cannot be read: ${error.message}.`;
    throw new HttpError(error.kind === 'too-large' ? 413 : 400, message, { [field]: [message] });
  }
}

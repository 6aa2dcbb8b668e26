import type { Readable } from 'node:stream';
import { StoredObjectTooLargeError } from './object-store.js';

/**
 * Reads a stream into memory, never more than `maxBytes` (then the stream is destroyed and
 * StoredObjectTooLargeError thrown) and, when `stopAfter` is given, only that many bytes (the
 * rest is not read: a store that ignored a Range answers with the whole object).
 */
export async function readBounded(stream: Readable, maxBytes: number, stopAfter?: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let received = 0;
  try {
    for await (const chunk of stream) {
      const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array);
      received += buffer.length;
      chunks.push(buffer);
      if (stopAfter !== undefined && received >= stopAfter) break;
      if (received > maxBytes) throw new StoredObjectTooLargeError(maxBytes);
    }
  } finally {
    // Ends the socket or file handle when we stopped early; a no-op once the stream ended.
    stream.destroy();
  }
  const bytes = Buffer.concat(chunks);
  return stopAfter === undefined ? bytes : bytes.subarray(0, stopAfter);
}

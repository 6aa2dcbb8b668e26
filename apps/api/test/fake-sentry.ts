import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';

/*
 * A Sentry ingest on loopback, enough of it to receive what the SDKs send: POST
 * /api/<project>/envelope/ with an envelope (a header line, then per item a header line and
 * its payload; gzip- or deflate-encoded, or plain). It keeps each item with its type.
 */

export interface TIngestItem {
  type: string;
  payload: Record<string, unknown>;
}

/** The parts of an error event the tests read. */
export interface TIngestEvent {
  tags?: Record<string, string>;
  exception?: { values?: { type?: string; value?: string }[] };
  platform?: string;
  request?: { url?: string; headers?: Record<string, string> };
  user?: Record<string, unknown>;
}

export interface TFakeSentry {
  /** A DSN pointing at this server (public key `public`, project 1). */
  dsn: string;
  origin: string;
  items: TIngestItem[];
  /** Error events received so far. */
  events(): TIngestEvent[];
  /** The first error event `match` accepts, waiting for it if need be. */
  waitForEvent(match: (event: TIngestEvent) => boolean, timeoutMs?: number): Promise<TIngestEvent>;
  close(): Promise<void>;
}

function decode(body: Buffer, encoding: string | undefined): Buffer {
  if (encoding === 'gzip') return zlib.gunzipSync(body);
  if (encoding === 'deflate') return zlib.inflateSync(body);
  return body;
}

/**
 * Items of one envelope; a payload with a `length` (in bytes) is read by length, else to the end
 * of its line. Read as bytes: a replay's recording is compressed, not text.
 */
export function parseEnvelope(envelope: Buffer | string): TIngestItem[] {
  const items: TIngestItem[] = [];
  const buffer = typeof envelope === 'string' ? Buffer.from(envelope, 'utf8') : envelope;
  let offset = buffer.indexOf('\n') + 1;
  while (offset > 0 && offset < buffer.length) {
    const headerEnd = buffer.indexOf('\n', offset);
    const header = JSON.parse(buffer.subarray(offset, headerEnd === -1 ? buffer.length : headerEnd).toString('utf8')) as { type: string; length?: number };
    if (headerEnd === -1) break;
    const start = headerEnd + 1;
    const end = header.length !== undefined ? start + header.length : buffer.indexOf('\n', start) === -1 ? buffer.length : buffer.indexOf('\n', start);
    const raw = buffer.subarray(start, end).toString('utf8');
    let payload: Record<string, unknown> = {};
    try {
      payload = JSON.parse(raw) as Record<string, unknown>;
    } catch {
      // A binary item (a replay's recording): kept by type only.
    }
    items.push({ type: header.type, payload });
    offset = end + 1;
  }
  return items;
}

export async function startFakeSentry(): Promise<TFakeSentry> {
  const items: TIngestItem[] = [];
  const server = http.createServer((req, res) => {
    // The browser SDK sends from the app's origin.
    res.setHeader('access-control-allow-origin', '*');
    if (req.method === 'OPTIONS') {
      res.setHeader('access-control-allow-headers', '*');
      res.end();
      return;
    }
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      if (req.method === 'POST' && /^\/api\/\d+\/envelope\/?/.test(req.url ?? '')) {
        try {
          items.push(...parseEnvelope(decode(Buffer.concat(chunks), req.headers['content-encoding'])));
        } catch {
          res.statusCode = 400;
        }
      } else {
        res.statusCode = 404;
      }
      res.setHeader('content-type', 'application/json');
      res.end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  const events = () => items.filter((i) => i.type === 'event').map((i) => i.payload as TIngestEvent);
  return {
    dsn: `http://public@127.0.0.1:${port}/1`,
    origin,
    items,
    events,
    async waitForEvent(match, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = events().find(match);
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`no matching event after ${timeoutMs} ms; received: ${JSON.stringify(events().map((e) => e.tags))}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';

/*
 * An OpenTelemetry collector on loopback, enough of its OTLP/HTTP receiver to take what the
 * API's exporter sends: POST /v1/traces with an ExportTraceServiceRequest in JSON (ids in hex,
 * times as nanosecond strings), gzip-encoded or plain, answered with an empty
 * ExportTraceServiceResponse. Protobuf bodies are refused (415), as a JSON-only receiver would.
 */

type TAnyValue = { stringValue?: string; intValue?: string | number; boolValue?: boolean; doubleValue?: number };

interface TOtlpSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  /** 1 internal, 2 server, 3 client, 4 producer, 5 consumer. */
  kind: number;
  attributes?: { key: string; value: TAnyValue }[];
  status?: { code?: number };
}

/** A received span, its attributes and its resource's read into plain values. */
export interface TReceivedSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  /** 0 unset, 1 ok, 2 error. */
  statusCode: number;
  attributes: Record<string, string | number | boolean | undefined>;
  resource: Record<string, string | number | boolean | undefined>;
}

export interface TFakeOtlp {
  /** The base address, as OTEL_EXPORTER_OTLP_ENDPOINT. */
  url: string;
  /** Every request body received, as text (to look for what must never be sent). */
  bodies: string[];
  /** Content types of the export requests. */
  contentTypes: string[];
  spans(): TReceivedSpan[];
  waitForSpan(match: (span: TReceivedSpan) => boolean, timeoutMs?: number): Promise<TReceivedSpan>;
  close(): Promise<void>;
}

const valueOf = (value: TAnyValue) => value.stringValue ?? (value.intValue !== undefined ? Number(value.intValue) : (value.boolValue ?? value.doubleValue));

const attributesOf = (attributes: { key: string; value: TAnyValue }[] = []) => Object.fromEntries(attributes.map((a) => [a.key, valueOf(a.value)]));

interface TExportRequest {
  resourceSpans?: { resource?: { attributes?: { key: string; value: TAnyValue }[] }; scopeSpans?: { spans?: TOtlpSpan[] }[] }[];
}

export async function startFakeOtlp(): Promise<TFakeOtlp> {
  const received: TReceivedSpan[] = [];
  const bodies: string[] = [];
  const contentTypes: string[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      if (req.method !== 'POST' || req.url !== '/v1/traces') {
        res.statusCode = 404;
        res.end();
        return;
      }
      const contentType = req.headers['content-type'] ?? '';
      contentTypes.push(contentType);
      if (!contentType.startsWith('application/json')) {
        res.statusCode = 415;
        res.end();
        return;
      }
      const raw = Buffer.concat(chunks);
      const text = (req.headers['content-encoding'] === 'gzip' ? zlib.gunzipSync(raw) : raw).toString('utf8');
      bodies.push(text);
      for (const resourceSpans of (JSON.parse(text) as TExportRequest).resourceSpans ?? []) {
        const resource = attributesOf(resourceSpans.resource?.attributes);
        for (const scope of resourceSpans.scopeSpans ?? []) {
          for (const span of scope.spans ?? []) {
            received.push({
              traceId: span.traceId,
              spanId: span.spanId,
              parentSpanId: span.parentSpanId || undefined,
              name: span.name,
              kind: span.kind,
              statusCode: span.status?.code ?? 0,
              attributes: attributesOf(span.attributes),
              resource,
            });
          }
        }
      }
      res.setHeader('content-type', 'application/json');
      res.end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    bodies,
    contentTypes,
    spans: () => [...received],
    async waitForSpan(match, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = received.find(match);
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`no matching span after ${timeoutMs} ms; received: ${received.map((s) => s.name).join(', ')}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

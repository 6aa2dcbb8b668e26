import fs from 'node:fs';
import path from 'node:path';
import { type Context, defaultTextMapGetter, defaultTextMapSetter, ROOT_CONTEXT, type Span, SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BatchSpanProcessor, TracerProvider } from '@opentelemetry/sdk-trace';
import { API_DIR } from '../../paths.js';
import { currentTrace, runInTrace, setRequestTrace } from '../request-context.js';
import { errorTypeOf, noSpan, type TSpan, type TTracing } from './tracing.js';

const KINDS = { client: SpanKind.CLIENT, consumer: SpanKind.CONSUMER, internal: SpanKind.INTERNAL } as const;

/**
 * The SDK's tracer, loaded only with OTEL_EXPORTER_OTLP_ENDPOINT (tracing.ts). Its own provider,
 * never registered as OpenTelemetry's global one: Sentry's SDK (error-reporting.ts) may set the
 * globals, and one app's spans must not depend on who came first. So the parent of each span is
 * passed explicitly, from the request context (request-context.ts), not read from a global
 * context manager. Spans leave in batches over OTLP/HTTP with JSON bodies.
 */
export function createOtelTracing(options: { endpoint: string; serviceName: string }): TTracing {
  const { version } = JSON.parse(fs.readFileSync(path.join(API_DIR, 'package.json'), 'utf8')) as { version: string };
  const provider = new TracerProvider({
    resource: resourceFromAttributes({ 'service.name': options.serviceName, 'service.version': version, 'process.pid': process.pid }),
    spanProcessors: [new BatchSpanProcessor({ exporter: new OTLPTraceExporter({ url: `${options.endpoint.replace(/\/+$/, '')}/v1/traces` }) })],
  });
  const tracer = provider.getTracer('procura-api', version);
  const propagator = new W3CTraceContextPropagator();

  const parentOf = (traceparent: string | undefined): Context =>
    traceparent ? propagator.extract(ROOT_CONTEXT, { traceparent }, defaultTextMapGetter) : (currentTrace() ?? ROOT_CONTEXT);

  const handle = (span: Span): TSpan => ({
    setAttributes: (attributes) => span.setAttributes(attributes),
    fail(errorType) {
      span.setAttribute('error.type', errorType);
      span.setStatus({ code: SpanStatusCode.ERROR });
    },
    end: () => span.end(),
  });

  return {
    enabled: true,
    startRequest(name, attributes, traceparent) {
      // A request without a caller's span starts a trace of its own.
      const parent = traceparent ? parentOf(traceparent) : ROOT_CONTEXT;
      const span = tracer.startSpan(name, { kind: SpanKind.SERVER, attributes }, parent);
      const context = trace.setSpan(ROOT_CONTEXT, span);
      return { span: handle(span), activate: () => setRequestTrace(context) };
    },
    async inSpan(name, { kind, attributes, traceparent, childOnly = false }, fn) {
      if (childOnly && !traceparent && !currentTrace()) return fn(noSpan);
      const span = tracer.startSpan(name, { kind: KINDS[kind], attributes }, parentOf(traceparent));
      const spanHandle = handle(span);
      try {
        return await runInTrace(trace.setSpan(ROOT_CONTEXT, span), () => fn(spanHandle));
      } catch (error) {
        spanHandle.fail(errorTypeOf(error));
        throw error;
      } finally {
        span.end();
      }
    },
    currentTraceparent() {
      const context = currentTrace();
      if (!context) return undefined;
      const carrier: { traceparent?: string } = {};
      propagator.inject(context, carrier, defaultTextMapSetter);
      return carrier.traceparent;
    },
    flush: () => provider.forceFlush(),
    close: () => provider.shutdown(),
  };
}

import type { IncomingHttpHeaders } from 'node:http';
import { ROOT_CONTEXT, SpanKind, SpanStatusCode, type Span, type TextMapGetter } from '@opentelemetry/api';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BatchSpanProcessor, RandomIdGenerator, TracerProvider } from '@opentelemetry/sdk-trace';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export interface TracingOptions {
  /** Where spans go, OTLP over HTTP (OTEL_EXPORTER_OTLP_TRACES_ENDPOINT, or OTEL_EXPORTER_OTLP_ENDPOINT/v1/traces). */
  url?: string;
  /** The service the spans name (OTEL_SERVICE_NAME). */
  serviceName: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The request's server span, while tracing is on. */
    span?: Span;
  }
}

const propagator = new W3CTraceContextPropagator();
const TRACE_ID = /^[\da-f]{32}$/;
const headers: TextMapGetter<IncomingHttpHeaders> = {
  keys: (carrier) => Object.keys(carrier),
  get: (carrier, key) => carrier[key],
};

/**
 * OpenTelemetry tracing when configured (issue 39): each request a server span named by its method and route
 * pattern, the child of the caller's W3C `traceparent` when it sends one, sent by OTLP over HTTP in batches. Every
 * log line of the request carries its `traceId`. The spans still queued are sent as the server closes; an
 * unreachable collector loses spans, never a request.
 */
export const tracing = fp(async (app: FastifyInstance, opts: TracingOptions) => {
  if (!opts.url) return;
  // A span without a parent takes the request's id as its trace id (app.ts genReqId makes one a trace id), so the
  // request's every log line, from its first, names its trace.
  const random = new RandomIdGenerator();
  let rootTraceId: string | undefined;
  const provider = new TracerProvider({
    resource: resourceFromAttributes({ 'service.name': opts.serviceName }),
    idGenerator: {
      generateTraceId: () => rootTraceId ?? random.generateTraceId(),
      generateSpanId: () => random.generateSpanId(),
    },
    spanProcessors: [new BatchSpanProcessor({ exporter: new OTLPTraceExporter({ url: opts.url }) })],
  });
  const tracer = provider.getTracer('smms');

  app.addHook('onRequest', async (request, reply) => {
    const parent = propagator.extract(ROOT_CONTEXT, request.headers, headers);
    const route = request.routeOptions.url ?? 'unmatched';
    rootTraceId = TRACE_ID.test(request.id) ? request.id : undefined;
    const span = tracer.startSpan(
      `${request.method} ${route}`,
      {
        kind: SpanKind.SERVER,
        attributes: {
          'http.request.method': request.method,
          'http.route': route,
          'url.path': request.url.split('?')[0] ?? request.url,
          'client.address': request.ip,
        },
      },
      parent,
    );
    rootTraceId = undefined;
    request.span = span;
    // A caller's own X-Request-Id is not the trace's: the lines from here on name the trace too.
    const { traceId } = span.spanContext();
    if (traceId !== request.id) {
      request.log = request.log.child({ traceId });
      reply.log = request.log;
    }
  });
  const end = (span: Span | undefined, status: number | null) => {
    if (!span) return;
    if (status !== null) span.setAttribute('http.response.status_code', status);
    if (status === null || status >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
    span.end();
  };
  app.addHook('onResponse', async (request, reply) => end(request.span, reply.statusCode));
  // A caller that hung up before the answer: the span ends without a status, as an error.
  app.addHook('onRequestAbort', async (request) => end(request.span, null));
  app.addHook('onClose', async () => {
    await provider.shutdown().catch((error: unknown) => app.log.warn({ err: error }, 'traces not sent'));
  });
});

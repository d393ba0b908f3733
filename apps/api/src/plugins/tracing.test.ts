import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/test-app.js';

interface OtlpSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  attributes: { key: string; value: { intValue?: number | string; stringValue?: string } }[];
}

/** An OTLP/HTTP collector on 127.0.0.1 that keeps every span it is sent. */
function collector() {
  const spans: OtlpSpan[] = [];
  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      if (request.url === '/v1/traces') {
        const sent = JSON.parse(body) as {
          resourceSpans: { scopeSpans: { spans: OtlpSpan[] }[] }[];
        };
        for (const r of sent.resourceSpans) for (const s of r.scopeSpans) spans.push(...s.spans);
      }
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  return {
    spans,
    listen: () =>
      new Promise<string>((resolve) =>
        server.listen(0, '127.0.0.1', () =>
          resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
        ),
      ),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const attribute = (span: OtlpSpan, key: string) => {
  const value = span.attributes.find((a) => a.key === key)?.value;
  return value?.stringValue ?? (value?.intValue === undefined ? undefined : Number(value.intValue));
};

describe('tracing (OTEL_EXPORTER_OTLP_ENDPOINT)', () => {
  const otlp = collector();
  const lines: string[] = [];
  const CALLER_TRACE = '4bf92f3577b34da6a3ce929d0e0e4736';
  const CALLER_SPAN = '00f067aa0ba902b7';
  beforeAll(async () => {
    const endpoint = await otlp.listen();
    const t = await createTestApp(
      { OTEL_EXPORTER_OTLP_ENDPOINT: endpoint, OTEL_SERVICE_NAME: 'smms-test', LOG_LEVEL: 'info' },
      { logStream: { write: (line) => lines.push(line) } },
    );
    await t.app.inject({
      url: '/api/v1/health',
      headers: { traceparent: `00-${CALLER_TRACE}-${CALLER_SPAN}-01` },
    });
    await t.app.inject({ url: '/api/v1/meters/12345' });
    // Closing sends the spans still queued.
    await t.close();
  });
  afterAll(() => otlp.close());

  it("sends each request as a server span, the child of the caller's traceparent, named by its route", () => {
    const health = otlp.spans.find((s) => s.name === 'GET /api/v1/health');
    expect(health).toMatchObject({ traceId: CALLER_TRACE, parentSpanId: CALLER_SPAN });
    expect(attribute(health!, 'http.response.status_code')).toBe(200);
    const meter = otlp.spans.find((s) => s.name === 'GET /api/v1/meters/:id');
    expect(meter, JSON.stringify(otlp.spans.map((s) => s.name))).toBeDefined();
    expect(attribute(meter!, 'http.response.status_code')).toBe(401);
    expect(meter!.parentSpanId ?? '').toBe('');
  });

  it("names the span's trace on every log line of its request, from the first", () => {
    const meter = otlp.spans.find((s) => s.name === 'GET /api/v1/meters/:id');
    const logged = lines
      .map((line) => JSON.parse(line) as { reqId?: string; traceId?: string; msg?: string })
      .filter((line) => (line.traceId ?? line.reqId) === meter?.traceId);
    expect(logged.map((line) => line.msg)).toEqual(['incoming request', 'request completed']);
  });
});

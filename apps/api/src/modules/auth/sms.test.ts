import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { httpProvider } from './sms.js';

const message = { to: '9876543210', text: 'Your SMMS password reset OTP is 123456.' };
let server: http.Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

/** A gateway answering each POST with the next status of `statuses` (the last one from then on). */
async function gateway(statuses: number[], onRequest: (count: number) => void = () => {}) {
  const bodies: unknown[] = [];
  server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      bodies.push(JSON.parse(body));
      onRequest(bodies.length);
      response.statusCode = statuses[Math.min(bodies.length, statuses.length) - 1]!;
      response.end();
    });
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/sms`, bodies };
}

describe('the HTTP SMS gateway', () => {
  it('posts the text as JSON and tries a failed send again after each wait', async () => {
    const { url, bodies } = await gateway([503, 502, 200]);
    await httpProvider(url, [0, 0]).send(message);
    expect(bodies).toEqual([message, message, message]);
  });

  it('gives up with the gateway’s answer after the last retry', async () => {
    const { url, bodies } = await gateway([500]);
    await expect(httpProvider(url, [0, 0]).send(message)).rejects.toThrow('SMS gateway answered 500');
    expect(bodies).toHaveLength(3);
  });

  it('does not send again a message the gateway refused, but does when it asked to slow down', async () => {
    const refused = await gateway([400, 200]);
    await expect(httpProvider(refused.url, [0, 0]).send(message)).rejects.toThrow('SMS gateway answered 400');
    expect(refused.bodies).toHaveLength(1);
    await new Promise<void>((resolve) => server!.close(() => resolve()));
    const busy = await gateway([429, 408, 200]);
    await httpProvider(busy.url, [0, 0]).send(message);
    expect(busy.bodies).toHaveLength(3);
  });

  it('starts no new attempt once shutdown has begun', async () => {
    const stop = new AbortController();
    // Shutdown begins while the first attempt is at the gateway; the retry would come a minute later.
    const { url, bodies } = await gateway([503], () => stop.abort());
    await expect(httpProvider(url, [60_000]).send(message, stop.signal)).rejects.toThrow(
      'SMS gateway answered 503',
    );
    expect(bodies).toHaveLength(1);
  });
});

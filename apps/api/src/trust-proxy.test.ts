import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/test-app.js';

let t: TestApp | undefined;
afterEach(() => t?.close());

/** Statuses of GET /health sent from the socket address 10.0.0.2, each with its own X-Forwarded-For. */
async function healthFrom(app: TestApp['app'], forwardedFor: string[]) {
  const statuses: number[] = [];
  for (const address of forwardedFor) {
    const response = await app.inject({
      url: '/api/v1/health',
      remoteAddress: '10.0.0.2',
      headers: { 'x-forwarded-for': address },
    });
    statuses.push(response.statusCode);
  }
  return statuses;
}

describe('the client address behind a proxy (TRUST_PROXY)', () => {
  it('ignores a forged X-Forwarded-For when off, in production too: rotating it does not escape the rate limit', async () => {
    t = await createTestApp({ NODE_ENV: 'production', RATE_LIMIT_PER_MINUTE: '3' });
    const statuses = await healthFrom(t.app, ['1.1.1.1', '2.2.2.2', '3.3.3.3', '4.4.4.4', '5.5.5.5']);
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
  });

  it('takes the last hop with TRUST_PROXY=1: each forwarded client has its own limit', async () => {
    t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '3', TRUST_PROXY: '1' });
    // The client a trusted proxy appended counts; what the client itself wrote before it does not.
    expect(await healthFrom(t.app, ['9.9.9.9, 1.1.1.1', '8.8.8.8, 1.1.1.1', '1.1.1.1'])).toEqual([
      200, 200, 200,
    ]);
    expect(await healthFrom(t.app, ['7.7.7.7, 1.1.1.1'])).toEqual([429]);
    expect(await healthFrom(t.app, ['2.2.2.2', '3.3.3.3'])).toEqual([200, 200]);
  });
});

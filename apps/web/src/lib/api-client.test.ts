import { afterEach, describe, expect, it, vi } from 'vitest';
import { NETWORK } from '@smms/shared';
import { json, mockFetch } from '@/test/fetch-mock';
import {
  api,
  ApiError,
  errorMessage,
  REQUEST_TIMEOUT_MS,
  retryCanHelp,
  setUnauthorizedHandler,
} from './api-client';

afterEach(() => vi.useRealTimers());

const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (error: unknown) => error as ApiError,
  );

describe('api client', () => {
  it('sends JSON to /api/v1 with the CSRF header and same-origin credentials', async () => {
    const spy = mockFetch(() => json(200, { success: true }));
    await api.post('/things', { a: 1 });
    const [url, init] = spy.mock.calls[0]!;
    expect(url).toBe('/api/v1/things');
    expect(init).toMatchObject({ method: 'POST', credentials: 'same-origin', body: '{"a":1}' });
    expect(init?.headers).toMatchObject({ 'x-requested-with': 'smms', 'content-type': 'application/json' });
  });

  it('adds query parameters, leaving out empty ones', async () => {
    const spy = mockFetch(() => json(200, {}));
    await api.get('/meters', { query: { q: 'abc', page: 2, status: '', division: undefined } });
    expect(String(spy.mock.calls[0]![0])).toBe('/api/v1/meters?q=abc&page=2');
  });

  it('reports a network failure with the network message', async () => {
    mockFetch(() => Response.error());
    const error = await failureOf(api.get('/x'));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 0, message: NETWORK.network });
  });

  it(`gives up after ${REQUEST_TIMEOUT_MS / 1000} s with the timeout message`, async () => {
    vi.useFakeTimers();
    // The server never answers: only the client's own timeout ends the call.
    mockFetch(() => new Promise<Response>(() => undefined));
    const pending = failureOf(api.get('/slow'));
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS);
    expect(await pending).toMatchObject({ status: 0, message: NETWORK.timeout });
  });

  it('reports a body that is not JSON with the invalid JSON message', async () => {
    mockFetch(() => new Response('<html>oops</html>', { status: 200 }));
    expect(await failureOf(api.get('/x'))).toMatchObject({ message: NETWORK.invalidJson });
  });

  it("uses the server's message and field errors for a failed call", async () => {
    mockFetch(() => json(409, { success: false, message: 'Phone taken', errors: { phone: 'taken' } }));
    expect(await failureOf(api.post('/users', {}))).toMatchObject({
      status: 409,
      message: 'Phone taken',
      serverMessage: 'Phone taken',
      errors: { phone: 'taken' },
    });
  });

  it('falls back to "HTTP error! status: N" when the server gives no message', async () => {
    mockFetch(() => new Response('Bad gateway', { status: 502 }));
    const failure = await failureOf(api.get('/x'));
    expect(failure).toMatchObject({ status: 502, message: NETWORK.httpError(502), serverMessage: null });
    // A screen with a fallback of its own shows that instead (SPEC §8: server message preferred).
    expect(errorMessage(failure, 'Failed to update field officer')).toBe('Failed to update field officer');
    expect(errorMessage(new ApiError(0, NETWORK.network), 'Failed')).toBe(NETWORK.network);
  });

  it('offers a retry only where asking again can answer', () => {
    for (const status of [0, 408, 429, 500, 503]) expect(retryCanHelp(new ApiError(status, 'x'))).toBe(true);
    for (const status of [400, 403, 404, 409]) expect(retryCanHelp(new ApiError(status, 'x'))).toBe(false);
    expect(retryCanHelp(new Error('thrown'))).toBe(true);
  });

  it('calls the 401 handler for an ordinary call', async () => {
    const handler = vi.fn();
    const unregister = setUnauthorizedHandler(handler);
    mockFetch(() => json(401, { success: false, message: 'Please sign in to continue.' }));
    expect(await failureOf(api.get('/meters'))).toMatchObject({ status: 401 });
    expect(handler).toHaveBeenCalledTimes(1);
    unregister();
  });

  it('does not call the 401 handler for a failed login, nor when the caller opts out', async () => {
    const handler = vi.fn();
    const unregister = setUnauthorizedHandler(handler);
    mockFetch(() => json(401, { success: false, message: 'Invalid Username or Password' }));
    expect(await failureOf(api.post('/auth/login', {}))).toMatchObject({
      status: 401,
      message: 'Invalid Username or Password',
    });
    await failureOf(api.get('/auth/me', { redirectOn401: false }));
    expect(handler).not.toHaveBeenCalled();
    unregister();
  });
});

import { http } from 'msw';
import { setupServer } from 'msw/node';
import { vi } from 'vitest';

/** A request as a test's route sees it: the path the page called (same origin), and what it sent. */
export interface SentInit {
  method: string;
  /** Header names in lower case, as the Fetch standard keeps them. */
  headers: Record<string, string>;
  body?: string;
  credentials: RequestCredentials;
  signal: AbortSignal;
}
export type Route = (url: string, init: SentInit) => Response | Promise<Response>;

export const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });

/**
 * The network of every web test: Mock Service Worker intercepts each request the page's own fetch makes, so a
 * test answers real Request objects (URL resolution, headers, bodies and aborts as a browser does them). A request
 * no test answers fails the test. Started and reset by test/setup.ts.
 */
export const network = setupServer();

/**
 * Answers every request with `route` (the newest call wins); returns a spy of the calls, as (path, init).
 * `Response.error()` answers as a network failure does.
 */
export function mockFetch(route: Route) {
  const spy = vi.fn((url: string, init: SentInit) => route(url, init));
  network.use(
    http.all('*', async ({ request }) => {
      const url = new URL(request.url);
      const path = url.origin === location.origin ? `${url.pathname}${url.search}` : request.url;
      const body = request.body ? await request.clone().text() : undefined;
      const init = {
        method: request.method,
        headers: Object.fromEntries(request.headers),
        body,
        credentials: request.credentials,
        signal: request.signal,
      };
      return spy(path, init);
    }),
  );
  return spy;
}

/** The URLs fetch was called with. */
export const calledUrls = (spy: ReturnType<typeof mockFetch>) =>
  spy.mock.calls.map(([input]) => String(input));

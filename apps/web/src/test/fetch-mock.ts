import { vi } from 'vitest';

export type Route = (url: string, init: RequestInit) => Response | Promise<Response>;

export const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });

/** Replaces fetch with `route`; returns the spy so a test can inspect the calls. */
export function mockFetch(route: Route) {
  const spy = vi.fn((input: RequestInfo | URL, init: RequestInit = {}) =>
    Promise.resolve(route(String(input), init)),
  );
  vi.stubGlobal('fetch', spy);
  return spy;
}

/** The URLs fetch was called with. */
export const calledUrls = (spy: ReturnType<typeof mockFetch>) =>
  spy.mock.calls.map(([input]) => String(input));

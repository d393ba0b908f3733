import { API_BASE, NETWORK } from '@smms/shared';
import { ApiError } from './api-error';

export { ApiError, isApiError, errorMessage, retryCanHelp } from './api-error';

export const REQUEST_TIMEOUT_MS = 30_000;
const LOGIN_PATH = '/auth/login';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type QueryParams = Record<string, string | number | boolean | null | undefined>;

export interface RequestOptions {
  method?: Method;
  body?: unknown;
  query?: QueryParams;
  signal?: AbortSignal;
  timeoutMs?: number;
  /** false: a 401 is just an error (used by the session probe, where "not signed in" is normal). */
  redirectOn401?: boolean;
}

let onUnauthorized: (() => void) | null = null;

/** The app registers what a 401 means (clear auth state, go to '/'); returns an unregister. */
export function setUnauthorizedHandler(handler: (() => void) | null): () => void {
  onUnauthorized = handler;
  return () => {
    if (onUnauthorized === handler) onUnauthorized = null;
  };
}

export function buildUrl(path: string, query?: QueryParams): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return `${API_BASE}${path}${search ? `?${search}` : ''}`;
}

/** The headers of every call; the upload helper sends them too. */
export function headersFor(body: unknown): Record<string, string> {
  // The custom header is the server's CSRF check: a cross-site form cannot send it.
  const headers: Record<string, string> = { Accept: 'application/json', 'X-Requested-With': 'smms' };
  if (body !== undefined && !(body instanceof FormData)) headers['Content-Type'] = 'application/json';
  return headers;
}

/** Fetches with a timeout, mapping the failures of SPEC §8 to ApiError. */
export async function send(path: string, options: RequestOptions = {}): Promise<Response> {
  const { method = 'GET', body, query, signal, timeoutMs = REQUEST_TIMEOUT_MS } = options;
  const controller = new AbortController();
  let timedOut = false;
  const onTimeout = () => {
    timedOut = true;
    controller.abort();
  };
  const timer = timeoutMs > 0 ? setTimeout(onTimeout, timeoutMs) : null;
  const forwardAbort = () => controller.abort(signal?.reason);
  signal?.addEventListener('abort', forwardAbort, { once: true });
  try {
    const payload = body === undefined || body instanceof FormData ? body : JSON.stringify(body);
    return await fetch(buildUrl(path, query), {
      method,
      body: payload as BodyInit | undefined,
      headers: headersFor(body),
      credentials: 'same-origin',
      signal: controller.signal,
    });
  } catch (error) {
    if (timedOut) throw new ApiError(0, NETWORK.timeout);
    if (signal?.aborted) throw error; // a cancelled query: let TanStack Query see the abort
    throw new ApiError(0, NETWORK.network);
  } finally {
    if (timer) clearTimeout(timer);
    signal?.removeEventListener('abort', forwardAbort);
  }
}

async function readJson(response: Response): Promise<{ ok: true; value: unknown } | { ok: false }> {
  const text = await response.text();
  if (!text) return { ok: true, value: undefined };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}

/** Turns a non-OK response into an ApiError, calling the 401 handler unless told not to. */
export async function failure(response: Response, path: string, options: RequestOptions): Promise<ApiError> {
  const parsed = await readJson(response).catch(() => ({ ok: false as const }));
  const body = (parsed.ok ? parsed.value : undefined) as
    { message?: unknown; errors?: Record<string, string> } | undefined;
  const serverMessage = typeof body?.message === 'string' && body.message ? body.message : null;
  if (response.status === 401 && path !== LOGIN_PATH && options.redirectOn401 !== false) onUnauthorized?.();
  return new ApiError(
    response.status,
    serverMessage ?? NETWORK.httpError(response.status),
    body?.errors,
    serverMessage,
  );
}

/** One JSON call to the API; resolves with the parsed body, or throws ApiError. */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const response = await send(path, options);
  if (!response.ok) throw await failure(response, path, options);
  const parsed = await readJson(response).catch(() => ({ ok: false as const }));
  if (!parsed.ok) throw new ApiError(response.status, NETWORK.invalidJson);
  return parsed.value as T;
}

type Options = Omit<RequestOptions, 'method' | 'body'>;

export const api = {
  get: <T>(path: string, options?: Options) => apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options?: Options) =>
    apiRequest<T>(path, { ...options, method: 'POST', body: body ?? {} }),
  put: <T>(path: string, body?: unknown, options?: Options) =>
    apiRequest<T>(path, { ...options, method: 'PUT', body: body ?? {} }),
  patch: <T>(path: string, body?: unknown, options?: Options) =>
    apiRequest<T>(path, { ...options, method: 'PATCH', body: body ?? {} }),
  delete: <T>(path: string, options?: Options) => apiRequest<T>(path, { ...options, method: 'DELETE' }),
};

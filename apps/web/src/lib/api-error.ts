import { NETWORK } from '@smms/shared';

/** Every failed call surfaces as one of these; status 0 means the server never answered. */
export class ApiError extends Error {
  readonly status: number;
  readonly errors: Record<string, string> | undefined;
  /** What the server itself said, if it said anything; `message` may be a fallback such as "HTTP error! status: 400". */
  readonly serverMessage: string | null;

  constructor(
    status: number,
    message: string,
    errors?: Record<string, string>,
    serverMessage: string | null = null,
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.errors = errors;
    this.serverMessage = serverMessage;
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

/**
 * The message to show a person for any thrown value: the server's own words when it sent some, the
 * screen's fallback (SPEC §8 "server message preferred") when it answered without any.
 */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.status > 0 && error.serverMessage === null)
    return error.message === NETWORK.httpError(error.status) ? fallback : error.message;
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}

/**
 * Whether asking again can answer a failed call: not when the server refused it as asked (a 4xx), except a timeout
 * (408) or a rate limit (429), which pass.
 */
export const retryCanHelp = (error: unknown): boolean =>
  !(
    isApiError(error) &&
    error.status >= 400 &&
    error.status < 500 &&
    error.status !== 408 &&
    error.status !== 429
  );

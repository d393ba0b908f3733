import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { shouldRetry } from './query-client';

describe('shouldRetry', () => {
  it('never retries a 4xx', () => {
    expect(shouldRetry(0, new ApiError(404, 'Not found'))).toBe(false);
    expect(shouldRetry(0, new ApiError(401, 'Please sign in'))).toBe(false);
  });

  it('retries network failures and 5xx a couple of times', () => {
    expect(shouldRetry(0, new ApiError(0, 'Network error'))).toBe(true);
    expect(shouldRetry(1, new ApiError(503, 'Unavailable'))).toBe(true);
    expect(shouldRetry(2, new ApiError(503, 'Unavailable'))).toBe(false);
  });
});

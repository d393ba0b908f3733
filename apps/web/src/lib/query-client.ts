import { MutationCache, QueryClient } from '@tanstack/react-query';
import { NETWORK } from '@smms/shared';
import { errorMessage, isApiError } from './api-error';
import { notify } from './notify';

declare module '@tanstack/react-query' {
  interface Register {
    /** `toastError: false` when the screen reports the failure itself (login, password reset). */
    mutationMeta: { toastError?: boolean };
  }
}

const MAX_RETRIES = 2;

/** A 4xx will answer the same again; only network trouble and 5xx are worth retrying. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
  return failureCount < MAX_RETRIES;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        if (mutation.options.meta?.toastError === false) return;
        notify.error('Error', errorMessage(error, NETWORK.unexpected));
      },
    }),
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 30_000, refetchOnWindowFocus: true },
      mutations: { retry: false },
    },
  });
}

import { NETWORK } from '@smms/shared';
import { ApiError, buildUrl, failure, headersFor, type QueryParams } from './api-client';

export interface UploadOptions {
  query?: QueryParams;
  /** The share of the body sent so far, 0 to 1; it reaches 1 before the server has answered. */
  onProgress?: (sent: number) => void;
  signal?: AbortSignal;
}

/**
 * Posts a form with a file through XMLHttpRequest, since fetch cannot report upload progress. Same
 * address, headers and credentials as the api client (same-origin cookies), same errors: a 401 goes
 * back to login, a refusal is an ApiError with the server's message, status 0 when it never answered.
 * No timeout: a large file may take longer than an ordinary call.
 */
export function upload<T>(path: string, body: FormData, options: UploadOptions = {}): Promise<T> {
  const { query, onProgress, signal } = options;
  return new Promise<T>((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open('POST', buildUrl(path, query));
    for (const [name, value] of Object.entries(headersFor(body))) xhr.setRequestHeader(name, value);
    if (onProgress)
      xhr.upload.addEventListener('progress', (event) => {
        if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
      });
    const abort = () => xhr.abort();
    signal?.addEventListener('abort', abort, { once: true });
    const settle = () => signal?.removeEventListener('abort', abort);
    xhr.addEventListener('load', () => {
      settle();
      void answer(xhr, path).then(resolve as (value: unknown) => void, reject);
    });
    xhr.addEventListener('error', () => {
      settle();
      reject(new ApiError(0, NETWORK.network));
    });
    xhr.addEventListener('abort', () => {
      settle();
      reject(signal?.reason ?? new DOMException('The upload was cancelled', 'AbortError'));
    });
    xhr.send(body);
  });
}

async function answer(xhr: XMLHttpRequest, path: string): Promise<unknown> {
  if (xhr.status < 200 || xhr.status >= 300)
    throw await failure(new Response(xhr.responseText || null, { status: xhr.status }), path, {});
  try {
    return xhr.responseText ? (JSON.parse(xhr.responseText) as unknown) : undefined;
  } catch {
    throw new ApiError(xhr.status, NETWORK.invalidJson);
  }
}

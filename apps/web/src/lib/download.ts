import { failure, send, type QueryParams } from './api-client';

/** The file name a Content-Disposition header names, preferring the RFC 5987 `filename*` form. */
export function fileNameFrom(disposition: string | null, fallback: string): string {
  if (!disposition) return fallback;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)?''([^;]+)/.exec(disposition);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim().replace(/^"|"$/g, ''));
    } catch {
      // fall through to the plain form
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/.exec(disposition);
  return plain?.[1]?.trim() || fallback;
}

/** Hands a blob to the browser as a file download. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * Downloads a server-side export (a streamed CSV of every row matching `query`). No timeout: a
 * large export may legitimately take longer than an ordinary call. Throws ApiError on failure.
 */
export async function download(path: string, fallbackName: string, query?: QueryParams): Promise<string> {
  const options = { method: 'GET' as const, query, timeoutMs: 0 };
  const response = await send(path, options);
  if (!response.ok) throw await failure(response, path, options);
  const fileName = fileNameFrom(response.headers.get('Content-Disposition'), fallbackName);
  saveBlob(await response.blob(), fileName);
  return fileName;
}

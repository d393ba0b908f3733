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

/** How far a download has come: bytes received, and lines (CSV rows after the header) among them. */
export interface DownloadProgress {
  bytes: number;
  rows: number;
}

const NEWLINE = 10;

/**
 * Received bytes are handed to a Blob every this many: the browser keeps a blob's bytes itself (on disk
 * when they are many), so a 5M-row export (about 700 MB) never sits whole in the page's own memory, and
 * the file at the end is made of those blobs without copying them again.
 */
const BLOB_PART_BYTES = 8 * 1024 * 1024;

/** Reads a streamed body to a blob, telling `onProgress` after each chunk. */
export async function readWithProgress(
  response: Response,
  onProgress: (progress: DownloadProgress) => void,
  partBytes = BLOB_PART_BYTES,
): Promise<Blob> {
  const type = response.headers.get('Content-Type') ?? undefined;
  if (!response.body) return response.blob();
  const reader = response.body.getReader();
  const parts: Blob[] = [];
  let chunks: Uint8Array<ArrayBuffer>[] = [];
  let chunkBytes = 0;
  let bytes = 0;
  let lines = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    chunkBytes += value.byteLength;
    bytes += value.byteLength;
    for (let at = value.indexOf(NEWLINE); at !== -1; at = value.indexOf(NEWLINE, at + 1)) lines += 1;
    if (chunkBytes >= partBytes) {
      parts.push(new Blob(chunks));
      chunks = [];
      chunkBytes = 0;
    }
    // The first line is the header; a quoted cell holding a line break may count once too many.
    onProgress({ bytes, rows: Math.max(0, lines - 1) });
  }
  if (chunks.length) parts.push(new Blob(chunks));
  return new Blob(parts, { type });
}

/**
 * Downloads a server-side export (a streamed CSV of every row matching `query`). No timeout: a
 * large export may legitimately take longer than an ordinary call. Throws ApiError on failure.
 * Resolves with the file's name once the browser has been handed the file.
 */
export async function download(
  path: string,
  fallbackName: string,
  query?: QueryParams,
  onProgress?: (progress: DownloadProgress) => void,
): Promise<string> {
  const options = { method: 'GET' as const, query, timeoutMs: 0 };
  const response = await send(path, options);
  if (!response.ok) throw await failure(response, path, options);
  const fileName = fileNameFrom(response.headers.get('Content-Disposition'), fallbackName);
  const blob = onProgress ? await readWithProgress(response, onProgress) : await response.blob();
  saveBlob(blob, fileName);
  return fileName;
}

import { DTR_IMPORT_MESSAGES, DTR_IMPORT_TEXTS as T, DTR_LIMITS, NETWORK } from '@smms/shared';
import { errorMessage, isApiError } from '@/lib/api-client';

/** Why a chosen file cannot be sent, or null when it may be. */
export function fileProblem(file: File): string | null {
  if (!/\.csv$/i.test(file.name)) return T.notCsv;
  if (file.size > DTR_LIMITS.fileBytes) return DTR_IMPORT_MESSAGES.tooLarge;
  return null;
}

/** A refused check or import in words: the server's own, or the limit when a proxy answered 413 bare. */
export function failureMessage(error: unknown): string {
  if (isApiError(error) && error.status === 413 && !error.serverMessage) return DTR_IMPORT_MESSAGES.tooLarge;
  return errorMessage(error, NETWORK.unexpected);
}

/** "1.2 MB", "340 KB": a file's size as a person reads it. */
export function fileSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

import type { FastifyRequest } from 'fastify';
import { PHOTO_MESSAGES } from '@smms/shared';
import { HttpError } from './http-error.js';

export interface MultipartBody {
  fields: Record<string, string>;
  files: { field: string; bytes: Buffer }[];
}

/** The boundary a multipart Content-Type names (the last one, as the parser takes it), quoted or not. */
function boundaryOf(contentType: string | undefined): string | undefined {
  const found = [...(contentType ?? '').matchAll(/;\s*boundary\s*=\s*(?:"([^"]+)"|([^;\s]+))/gi)].at(-1);
  return found?.[1] ?? found?.[2];
}

/**
 * Watches a body go by for its close delimiter (CRLF--boundary--; the first delimiter needs no CRLF).
 * @fastify/multipart ends the parts quietly when the body stops between parts or inside a part's header,
 * so without it a cut-off form would be taken for a shorter complete one.
 */
function closeDelimiterWatch(request: FastifyRequest, boundary: string) {
  const delimiter = Buffer.from(`\r\n--${boundary}--`);
  let tail = Buffer.from('\r\n');
  let seen = false;
  const onData = (chunk: Buffer) => {
    if (seen) return;
    const window = Buffer.concat([tail, chunk]);
    seen = window.includes(delimiter);
    tail = window.subarray(Math.max(0, window.length - delimiter.length + 1));
  };
  request.raw.on('data', onData);
  return {
    seen: () => seen,
    stop: () => request.raw.off('data', onData),
  };
}

const brokenForm = () => new HttpError(400, PHOTO_MESSAGES.brokenForm);

/** A form's own limits (tighter than the app's) and what to answer when a file breaks them. */
export interface FormRules {
  limits?: { fileSize?: number; files?: number };
  /** More files than `limits.files` (400). */
  tooMany: string;
  /** A file over `limits.fileSize` (413). */
  tooLarge: string;
}
const PHOTO_FORM: FormRules = { tooMany: PHOTO_MESSAGES.tooMany, tooLarge: PHOTO_MESSAGES.tooLarge };

/**
 * Reads a multipart form into its text fields and file contents (size limits come from @fastify/multipart).
 * A form without a boundary, or cut off or malformed anywhere, is a 400 as a whole: no part of it is used.
 */
export async function readMultipart(
  request: FastifyRequest,
  rules: FormRules = PHOTO_FORM,
): Promise<MultipartBody> {
  const boundary = boundaryOf(request.headers['content-type']);
  if (!boundary) throw brokenForm();
  const body: MultipartBody = { fields: {}, files: [] };
  const watch = closeDelimiterWatch(request, boundary);
  try {
    for await (const part of request.parts(rules.limits && { limits: rules.limits })) {
      if (part.type === 'file') body.files.push({ field: part.fieldname, bytes: await part.toBuffer() });
      else if (typeof part.value === 'string') body.fields[part.fieldname] = part.value;
    }
  } catch (error) {
    // @fastify/multipart answers both limits with 413; only an oversized file is "too large".
    if ((error as { code?: string }).code === 'FST_FILES_LIMIT') throw new HttpError(400, rules.tooMany);
    if ((error as { statusCode?: number }).statusCode === 413) throw new HttpError(413, rules.tooLarge);
    // Whatever else the parser throws comes from the body itself: a part cut off, a bad header.
    throw brokenForm();
  } finally {
    watch.stop();
  }
  if (!watch.seen()) throw brokenForm();
  return body;
}

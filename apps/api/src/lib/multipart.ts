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

const brokenForm = () => new HttpError(400, PHOTO_MESSAGES.brokenForm);

/**
 * Reads a multipart form into its text fields and file contents (size limits come from @fastify/multipart).
 * A form without a boundary, or with a part the parser cannot read, is a 400 as a whole.
 */
export async function readMultipart(request: FastifyRequest): Promise<MultipartBody> {
  const boundary = boundaryOf(request.headers['content-type']);
  if (!boundary) throw brokenForm();
  const body: MultipartBody = { fields: {}, files: [] };
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') body.files.push({ field: part.fieldname, bytes: await part.toBuffer() });
      else if (typeof part.value === 'string') body.fields[part.fieldname] = part.value;
    }
  } catch (error) {
    // @fastify/multipart answers both limits with 413; only an oversized file is "too large".
    if ((error as { code?: string }).code === 'FST_FILES_LIMIT')
      throw new HttpError(400, PHOTO_MESSAGES.tooMany);
    if ((error as { statusCode?: number }).statusCode === 413)
      throw new HttpError(413, PHOTO_MESSAGES.tooLarge);
    // Whatever else the parser throws comes from the body itself: a part cut off, a bad header.
    throw brokenForm();
  }
  return body;
}

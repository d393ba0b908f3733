import type { z } from 'zod';
import { badRequest } from './http-error.js';

/** Validates input that did not pass through a route schema (e.g. multipart fields) the same way: 400 with per-field errors. */
export function parseOr400<T extends z.ZodTypeAny>(schema: T, input: unknown): z.infer<T> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) errors[issue.path.join('.') || '_'] ??= issue.message;
  throw badRequest(result.error.issues[0]?.message ?? 'Validation failed', errors);
}

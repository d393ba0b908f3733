import { HttpError } from '../lib/http-error.js';

/** The status and message a service call was refused with; fails the test if it was not refused. */
export async function refusal(promise: Promise<unknown>): Promise<[number, string]> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof HttpError) return [error.statusCode, error.message];
    throw error;
  }
  throw new Error('the call was not refused');
}

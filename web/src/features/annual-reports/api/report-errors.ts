import { ApiError } from '../../../lib/api-client';

/**
 * Document 3 §8 "Annual report errors": the server's message when it sent one (a 4xx says what
 * is wrong: not found, one a year, at most 5), else the spec's text for the call.
 */
export function reportErrorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.status < 500 && error.message ? error.message : fallback;
}

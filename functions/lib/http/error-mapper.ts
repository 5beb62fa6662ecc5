import type { MiddlewareObj } from '@middy/core';
import type { Logger } from '@aws-lambda-powertools/logger';
import type { ApiErrorBody } from '@shared/api-error';
import type { DomainError } from '../errors';
import {
  AuthenticationError,
  ConflictError,
  GoneError,
  ForbiddenError,
  MalformedRequestError,
  NotFoundError,
  PayloadTooLargeError,
  RateLimitedError,
  ServiceUnavailableError,
  UnprocessableError,
  UnsupportedMediaTypeError,
  ValidationError,
} from '../errors';
import type { ApiResult } from '../route';
import type { ApiRequest } from './request-state';
import { jsonResult } from './json-result';

/** The one place where domain errors become HTTP statuses. */
const statusByError: [new (...args: never[]) => DomainError, number][] = [
  [ValidationError, 400],
  [MalformedRequestError, 400],
  [AuthenticationError, 401],
  [ForbiddenError, 403],
  [NotFoundError, 404],
  [ConflictError, 409],
  [GoneError, 410],
  [PayloadTooLargeError, 413],
  [UnsupportedMediaTypeError, 415],
  [UnprocessableError, 422],
  [RateLimitedError, 429],
  [ServiceUnavailableError, 503],
];

export function errorResult(error: unknown, logger: Logger): ApiResult {
  const match = statusByError.find(([type]) => error instanceof type);
  if (!match) {
    // Unknown errors are ours: log the details, tell the caller nothing about them.
    logger.error('Unhandled error', error as Error);
    return jsonResult(500, { message: 'Something went wrong. Please try again.' } satisfies ApiErrorBody);
  }
  const [, status] = match;
  const body: ApiErrorBody = { message: (error as DomainError).message };
  if (error instanceof ValidationError) {
    body.issues = error.issues;
    if (error.issues[0]) body.field = error.issues[0].field;
    if (error.code !== undefined) body.code = error.code;
  }
  if (error instanceof NotFoundError && error.code !== undefined) body.code = error.code;
  if (status >= 500) logger.error('Request failed', error as Error);
  else logger.info('Request refused', { status, reason: body.message });
  return jsonResult(status, body);
}

/** Registered last, so its onError runs first and every error leaves as a JSON answer. */
export function errorMapper(logger: Logger): MiddlewareObj {
  return {
    name: 'errorMapper',
    onError: (request: ApiRequest) => {
      request.response = errorResult(request.error, logger);
    },
  } as MiddlewareObj;
}

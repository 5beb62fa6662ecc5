/**
 * Domain errors: they say what went wrong in the product's terms and carry no HTTP status.
 * `http/error-mapper.ts` is the one place that turns them into answers.
 */
export class DomainError extends Error {
  override readonly name: string = 'DomainError';
}

export interface FieldIssue {
  field: string;
  message: string;
}

/** Input that breaks a rule; `issues` name the fields with the spec's messages. */
export class ValidationError extends DomainError {
  override readonly name = 'ValidationError';
  /** `code`: a number the screen acts on, where the spec gives one (document 3 §2.7: 1450). */
  constructor(
    readonly issues: FieldIssue[],
    readonly code?: number,
  ) {
    super(issues[0]?.message ?? 'Invalid input');
  }
}

/** Well-formed input the product cannot act on (an address with too few sales nearby to value). */
export class UnprocessableError extends DomainError {
  override readonly name = 'UnprocessableError';
}

/** A request that cannot be read at all (e.g. a body that is not JSON). */
export class MalformedRequestError extends DomainError {
  override readonly name = 'MalformedRequestError';
}

/** A body sent as something other than JSON (or a form, where the endpoint takes one). */
export class UnsupportedMediaTypeError extends DomainError {
  override readonly name = 'UnsupportedMediaTypeError';
}

export class PayloadTooLargeError extends DomainError {
  override readonly name = 'PayloadTooLargeError';
}

/** No usable identity: a missing, expired, forged or foreign token. */
export class AuthenticationError extends DomainError {
  override readonly name = 'AuthenticationError';
}

/** A known caller who may not do this (role or ownership). */
export class ForbiddenError extends DomainError {
  override readonly name = 'ForbiddenError';
}

export class NotFoundError extends DomainError {
  override readonly name = 'NotFoundError';
  /** `code`: which "not found" it is, where the screen acts on it (an invitation link refused). */
  constructor(
    message: string,
    readonly code?: number,
  ) {
    super(message);
  }
}

/** A write that lost a race or breaks uniqueness; nothing was changed. */
export class ConflictError extends DomainError {
  override readonly name = 'ConflictError';
}

/** The record is on its way out (a profile being deleted): no write may land on it. */
export class GoneError extends DomainError {
  override readonly name = 'GoneError';
}

export class RateLimitedError extends DomainError {
  override readonly name = 'RateLimitedError';
}

/**
 * Something we depend on (SES, say) could not do its part just now; nothing was changed, so
 * the same request may simply be sent again later.
 */
export class ServiceUnavailableError extends DomainError {
  override readonly name: string = 'ServiceUnavailableError';
}

/**
 * What a failed SES SendEmail means for the message (sendMail, send.ts): it may have gone out
 * (never send it again), it was refused for now (try again in a moment), or it was refused.
 */

/** Network-level failures after which a request may have reached SES and been acted on. */
const inFlightErrorCodes = new Set(['ETIMEDOUT', 'ECONNRESET', 'EPIPE', 'ESOCKETTIMEDOUT', 'ECONNABORTED']);
const inFlightErrorNames = new Set(['TimeoutError', 'RequestTimeout', 'RequestTimeoutException', 'AbortError']);

/**
 * Whether a failed SendEmail may still have sent the message. SES answers a refusal (a
 * rejected message, throttling, a quota) with a 4xx before sending anything: definite. A
 * timeout, a connection cut after the request went out, or a 5xx leaves it unknown. A
 * connection never made (ECONNREFUSED) sent nothing.
 */
export function mayHaveBeenSent(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { name, code, $fault, $metadata } = error as {
    name?: string;
    code?: string;
    $fault?: string;
    $metadata?: { httpStatusCode?: number };
  };
  if (name && inFlightErrorNames.has(name)) return true;
  if (code && inFlightErrorCodes.has(code)) return true;
  const status = $metadata?.httpStatusCode;
  return $fault === 'server' || (status !== undefined && status >= 500);
}

/** SES's throttling answers. */
const throttlingNames = new Set(['TooManyRequestsException', 'Throttling', 'ThrottlingException']);

/**
 * Whether a failed SendEmail was refused for now, not for good, before anything was sent:
 * throttling (SES's 429, "Maximum sending rate exceeded") or a connection never made. Worth
 * trying again in a moment; a rejected message or a quota is not.
 */
export function refusedForNow(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || mayHaveBeenSent(error)) return false;
  const { name, code, message, $metadata } = error as {
    name?: string;
    code?: string;
    message?: string;
    $metadata?: { httpStatusCode?: number };
  };
  return (
    (name !== undefined && throttlingNames.has(name)) ||
    $metadata?.httpStatusCode === 429 ||
    /maximum sending rate exceeded/i.test(message ?? '') ||
    code === 'ECONNREFUSED'
  );
}

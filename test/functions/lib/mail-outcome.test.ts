import { describe, expect, it } from 'vitest';
import { mayHaveBeenSent } from '../../../functions/lib/mail/ses-failures';

/**
 * When a failed SendEmail may still have sent its message (functions/lib/mail/send.ts): then
 * the idempotency key stays taken and nothing may send it again; otherwise it is given back.
 */
describe('mayHaveBeenSent', () => {
  const sdkError = (name: string, fault: 'client' | 'server', httpStatusCode: number) =>
    Object.assign(new Error(name), { name, $fault: fault, $metadata: { httpStatusCode } });

  it.each([
    ['a timeout', Object.assign(new Error('timed out'), { name: 'TimeoutError' })],
    ['a connection reset after the request went out', Object.assign(new Error('reset'), { code: 'ECONNRESET' })],
    ['a socket timeout', Object.assign(new Error('socket'), { code: 'ETIMEDOUT' })],
    ['a server fault', sdkError('InternalFailure', 'server', 500)],
    ['a 503 without a fault', Object.assign(new Error('unavailable'), { $metadata: { httpStatusCode: 503 } })],
  ])('is true after %s', (_what, error) => {
    expect(mayHaveBeenSent(error)).toBe(true);
  });

  it.each([
    ['a rejected message', sdkError('MessageRejected', 'client', 400)],
    ['throttling', sdkError('TooManyRequestsException', 'client', 429)],
    ['a quota', Object.assign(new Error('Daily sending quota exceeded'), { name: 'LimitExceededException' })],
    ['a connection never made', Object.assign(new Error('refused'), { code: 'ECONNREFUSED' })],
    ['something that is not an error', 'oops'],
  ])('is false after %s', (_what, error) => {
    expect(mayHaveBeenSent(error)).toBe(false);
  });
});

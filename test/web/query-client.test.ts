import { describe, expect, it } from 'vitest';
import { ApiError } from '../../web/src/lib/api-client';
import { createQueryClient } from '../../web/src/lib/query-client';

/** The app's retry rule for reads: (attempts failed so far, error) => retry? */
function retryRule() {
  const retry = createQueryClient().getDefaultOptions().queries?.retry;
  if (typeof retry !== 'function') throw new Error('expected a retry rule');
  return (failures: number, error: Error) => retry(failures, error);
}

describe('the app\'s reads when a fetch fails (issue 12 "Failed fetches")', () => {
  it('retry network trouble and 5xx answers twice, then give up for the screen to offer Try again', () => {
    const retry = retryRule();
    const offline = new TypeError('Failed to fetch');
    const busy = new ApiError(503, { message: 'Service Unavailable' });

    expect([0, 1, 2].map((failures) => retry(failures, offline))).toEqual([true, true, false]);
    expect([0, 1, 2].map((failures) => retry(failures, busy))).toEqual([true, true, false]);
  });

  it('wait half a second, then a second: a failing screen says so within two seconds (QA 46a M1)', () => {
    const delay = createQueryClient().getDefaultOptions().queries?.retryDelay;
    if (typeof delay !== 'function') throw new Error('expected a retry delay');
    const offline = new TypeError('Failed to fetch');
    expect([0, 1].map((failures) => delay(failures, offline))).toEqual([500, 1000]);
  });

  it('do not retry a 4xx answer, which would not change', () => {
    const retry = retryRule();
    expect(retry(0, new ApiError(404, { message: 'Not Found' }))).toBe(false);
    expect(retry(0, new ApiError(400, { message: 'Bad Request' }))).toBe(false);
  });
});

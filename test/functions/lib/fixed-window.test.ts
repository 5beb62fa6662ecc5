import { describe, expect, it } from 'vitest';
import { countAgainstLimit, type CountRequest } from '../../../functions/lib/rate-limit/fixed-window';

/** A store that has already counted `count` requests in the window. */
const counted =
  (count: number): CountRequest =>
  async () =>
    count + 1;
const hourly = { bucket: 'valuations', limit: 10, windowSeconds: 3600 };
const refusal = (now: string) =>
  countAgainstLimit(counted(10), hourly, 'visitor', new Date(now)).then(
    () => 'allowed',
    (error: Error) => error.message,
  );

describe('a fixed-window limit', () => {
  it('lets the last request of the window through and refuses the next', async () => {
    await expect(countAgainstLimit(counted(9), hourly, 'visitor', new Date('2026-12-01T05:10:00Z'))).resolves.toBe(
      undefined,
    );
    expect(await refusal('2026-12-01T05:10:00Z')).toMatch(/^Too many attempts/);
  });

  it('says how long is left of an hour-long window, not "a few minutes" (QA 25a)', async () => {
    expect(await refusal('2026-12-01T05:01:00Z')).toBe('Too many attempts. Please try again in about an hour.');
    expect(await refusal('2026-12-01T05:38:00Z')).toBe('Too many attempts. Please try again in about 25 minutes.');
    expect(await refusal('2026-12-01T05:57:00Z')).toBe('Too many attempts. Please wait a few minutes and try again.');
    // A daily window (three invitations to one address a day) in hours.
    const daily = { ...hourly, windowSeconds: 86_400 };
    const at = new Date('2026-12-01T05:00:00Z');
    await expect(countAgainstLimit(counted(10), daily, 'visitor', at)).rejects.toThrow(
      'Too many attempts. Please try again in about 19 hours.',
    );
  });
});

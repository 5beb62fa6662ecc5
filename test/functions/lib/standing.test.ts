import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Caller } from '../../../functions/lib/auth/caller';
import { archivedAccountMessage, withStanding, type AccountStanding } from '../../../functions/lib/auth/standing';
import { cachedStandings, standingMaxAgeMs } from '../../../functions/lib/auth/standing-cache';
import { AuthenticationError } from '../../../functions/lib/errors';

const caller = (roles: Caller['roles']): Caller => ({ sub: 'u1', email: 'u1@example.com', emailVerified: true, roles });
const active = (roles: AccountStanding['roles']): AccountStanding => ({ status: 'active', roles });

describe('withStanding', () => {
  it('refuses an archived user with the archived message, whatever the token says', () => {
    const archived: AccountStanding = { status: 'archived', roles: ['admin'] };
    expect(() => withStanding(caller(['admin']), archived)).toThrow(AuthenticationError);
    expect(() => withStanding(caller(['client']), archived)).toThrow(archivedAccountMessage);
  });

  it("keeps the token's groups that the profile also grants", () => {
    expect(withStanding(caller(['admin', 'agent']), active(['agent'])).roles).toEqual(['agent']);
    expect(withStanding(caller(['agent']), active(['agent', 'admin'])).roles).toEqual(['agent']);
  });

  it('leaves a client when no group is granted by both', () => {
    expect(withStanding(caller(['agent']), active(['client'])).roles).toEqual(['client']);
    expect(withStanding(caller(['client']), active(['admin'])).roles).toEqual(['client']);
  });

  it("gives a user without a profile a client's rights (fail closed)", () => {
    expect(withStanding(caller(['admin']), undefined)).toEqual({ ...caller(['admin']), roles: ['client'] });
  });
});

describe('cachedStandings', () => {
  afterEach(() => vi.restoreAllMocks());

  function counted(standing: AccountStanding | undefined = active(['agent'])) {
    const read = vi.fn(async (_userId: string) => standing);
    return read;
  }

  it('reads a user once within a minute and again once the minute is over', async () => {
    let time = 1_000;
    const read = counted();
    const standingOf = cachedStandings(read, { now: () => time });

    await standingOf('u1');
    time += standingMaxAgeMs - 1;
    await standingOf('u1');
    expect(read).toHaveBeenCalledTimes(1);

    time += 1;
    await standingOf('u1');
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('remembers for at most a minute of monotonic time by default', async () => {
    const read = counted();
    const standingOf = cachedStandings(read);
    // Whole milliseconds: with a real reading such as 123456.789, (start + 60000) - start can
    // come out a hair under 60000 in floating point, and the test would fail by chance.
    const now = vi.spyOn(performance, 'now').mockReturnValue(5_000);
    await standingOf('u1');
    now.mockReturnValue(5_000 + standingMaxAgeMs - 1);
    await standingOf('u1');
    expect(read).toHaveBeenCalledTimes(1);

    now.mockReturnValue(5_000 + standingMaxAgeMs);
    await standingOf('u1');
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('reads again when asked for a fresh standing (a write), and remembers that read', async () => {
    const read = vi.fn(async (_userId: string) => active(['agent']));
    const standingOf = cachedStandings(read, { now: () => 0 });

    await standingOf('u1');
    read.mockResolvedValue({ status: 'archived', roles: [] });
    expect(await standingOf('u1')).toEqual(active(['agent']));
    expect(await standingOf('u1', { fresh: true })).toEqual({ status: 'archived', roles: [] });
    expect(await standingOf('u1')).toEqual({ status: 'archived', roles: [] });
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('keeps users apart and shares a read that is under way', async () => {
    const read = counted();
    const standingOf = cachedStandings(read, { now: () => 0 });

    await Promise.all([standingOf('u1'), standingOf('u1'), standingOf('u2')]);
    expect(read.mock.calls.map(([id]) => id)).toEqual(['u1', 'u2']);
  });

  it('forgets a failed read at once', async () => {
    const read = vi
      .fn<(userId: string) => Promise<AccountStanding | undefined>>()
      .mockRejectedValueOnce(new Error('throttled'))
      .mockResolvedValueOnce(active(['client']));
    const standingOf = cachedStandings(read, { now: () => 0 });

    await expect(standingOf('u1')).rejects.toThrow('throttled');
    expect(await standingOf('u1')).toEqual(active(['client']));
  });

  it('reads again when the clock runs backwards instead of trusting the entry forever', async () => {
    let time = 5_000;
    const read = counted();
    const standingOf = cachedStandings(read, { now: () => time });
    await standingOf('u1');
    time = 0;
    await standingOf('u1');
    expect(read).toHaveBeenCalledTimes(2);
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { refreshing } from '../../../functions/lib/refreshing';

/** A source whose answers a test hands out one check at a time. */
function source<T>() {
  const pending: { resolve: (value: T | undefined) => void; reject: (error: Error) => void }[] = [];
  const seen: (T | undefined)[] = [];
  const check = vi.fn(
    (current: T | undefined) =>
      new Promise<T | undefined>((resolve, reject) => {
        seen.push(current);
        pending.push({ resolve, reject });
      }),
  );
  const next = () => pending.shift()!;
  return { check, seen, next };
}

const interval = { everyMs: 30_000, emptyEveryMs: 2_000 };

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-11-28T12:00:00Z'));
});
afterEach(() => vi.useRealTimers());

describe('a value refreshed at an interval (the search index, the valuation engine)', () => {
  it('loads on first use, answers from memory within the interval, and checks again after it', async () => {
    const s = source<string>();
    const value = refreshing({ name: 'test', check: s.check, freshness: interval });

    const first = value.get();
    s.next().resolve('v1');
    expect(await first).toBe('v1');
    vi.advanceTimersByTime(29_000);
    expect(await value.get()).toBe('v1');
    expect(s.check).toHaveBeenCalledTimes(1);

    vi.advanceTimersByTime(2_000);
    const second = value.get();
    s.next().resolve('v2');
    expect(await second).toBe('v2');
    expect(s.seen).toEqual([undefined, 'v1']);
  });

  it('lets calls during a check share it', async () => {
    const s = source<string>();
    const value = refreshing({ name: 'test', check: s.check, freshness: interval });
    const calls = [value.get(), value.get(), value.get()];
    s.next().resolve('v1');
    expect(await Promise.all(calls)).toEqual(['v1', 'v1', 'v1']);
    expect(s.check).toHaveBeenCalledTimes(1);
  });

  it('checks an empty value more often', async () => {
    const s = source<string>();
    const value = refreshing({ name: 'test', check: s.check, freshness: interval, isEmpty: (v) => v === 'none' });
    const first = value.get();
    s.next().resolve('none');
    await first;
    vi.advanceTimersByTime(2_500);
    const second = value.get();
    expect(s.check).toHaveBeenCalledTimes(2);
    s.next().resolve('v1');
    expect(await second).toBe('v1');
  });

  it('keeps the value it has when a check fails, and fails the call when it has none', async () => {
    const s = source<string>();
    const value = refreshing({ name: 'test', check: s.check, freshness: interval });
    const first = value.get();
    s.next().reject(new Error('S3 is down'));
    await expect(first).rejects.toThrow('S3 is down');

    // No value yet: the next call checks at once rather than waiting out the interval.
    const second = value.get();
    s.next().resolve('v1');
    expect(await second).toBe('v1');

    vi.advanceTimersByTime(31_000);
    const third = value.get();
    s.next().reject(new Error('S3 is down'));
    expect(await third).toBe('v1');
    // A failed check counts as a check: the next one waits out the interval again.
    vi.advanceTimersByTime(1_000);
    expect(await value.get()).toBe('v1');
    expect(s.check).toHaveBeenCalledTimes(3);
  });
});

describe('a value read after every call (the users list)', () => {
  it('answers a call made during a read with the next read, which began after it', async () => {
    const s = source<number>();
    const value = refreshing({ name: 'test', check: s.check, freshness: 'read after call' });

    const before = value.get();
    const during = [value.get(), value.get()];
    expect(s.check).toHaveBeenCalledTimes(1);
    s.next().resolve(1);
    expect(await before).toBe(1);
    // The two calls made during the first read share one read that starts after it.
    await vi.waitFor(() => expect(s.check).toHaveBeenCalledTimes(2));
    s.next().resolve(2);
    expect(await Promise.all(during)).toEqual([2, 2]);
    expect(s.seen).toEqual([undefined, 1]);
  });

  it('reads again on every call, even a moment after the last read', async () => {
    const s = source<number>();
    const value = refreshing({ name: 'test', check: s.check, freshness: 'read after call' });
    const first = value.get();
    s.next().resolve(1);
    await first;
    const second = value.get();
    expect(s.check).toHaveBeenCalledTimes(2);
    s.next().resolve(2);
    expect(await second).toBe(2);
  });

  it('forgets what it has when told to, so the next call loads afresh', async () => {
    const s = source<number>();
    const value = refreshing({ name: 'test', check: s.check, freshness: 'read after call' });
    const first = value.get();
    s.next().resolve(1);
    await first;
    value.forget();
    const second = value.get();
    s.next().resolve(5);
    await second;
    expect(s.seen).toEqual([undefined, undefined]);
  });

  it('keeps the list it has when a read fails, and reads again at the next call', async () => {
    const s = source<number>();
    const value = refreshing({ name: 'test', check: s.check, freshness: 'read after call' });
    const first = value.get();
    s.next().resolve(1);
    await first;
    const failed = value.get();
    s.next().reject(new Error('DynamoDB is down'));
    expect(await failed).toBe(1);
    const next = value.get();
    s.next().resolve(2);
    expect(await next).toBe(2);
  });
});

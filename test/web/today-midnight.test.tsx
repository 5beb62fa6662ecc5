import { act, renderHook, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TodayScreen } from '../../web/src/features/today/components/today-screen';
import { msToTorontoMidnight, useTorontoDay } from '../../web/src/lib/use-toronto-day';
import { stubApi } from './api-stub';
import { renderWithRouter } from './render';
import { contact as person } from './user-list-fixtures';

/*
 * QA 48a M1: Today read the date once, when it was first drawn. An agent who left it open
 * overnight saw yesterday's list in the morning: a follow-up "due today" that was due yesterday.
 */
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('Today left open overnight', { timeout: 20_000 }, () => {
  it("reads the new day at Toronto's midnight", async () => {
    // 23:59 in Toronto on June 15 (EDT).
    vi.useFakeTimers({ now: new Date('2026-06-16T03:59:00Z'), shouldAdvanceTime: true });
    stubApi((path) => {
      if (path.startsWith('/users?followUp=due'))
        return { body: { items: [person('ana', { followUp: { date: '2026-06-15', note: 'Call.' } })] } };
      if (path.startsWith('/users?')) return { body: { items: [] } };
      if (path.startsWith('/homevalue/agent')) return { body: { items: [] } };
      return { status: 404, body: { message: `unexpected ${path}` } };
    });
    renderWithRouter(<TodayScreen viewer="agent" onAgentChange={vi.fn()} />);

    expect(await screen.findByText('Follow-up due today')).toBeTruthy();

    await act(async () => {
      await vi.advanceTimersByTimeAsync(2 * 60_000);
    });

    expect(await screen.findByText('Follow-up was due yesterday')).toBeTruthy();
    expect(screen.queryByText('Follow-up due today')).toBeNull();
  });
});

describe('useTorontoDay across a change of the clocks (review)', () => {
  it('reads the new day at midnight after the short day of spring, not an hour late', async () => {
    // 00:00 EST on March 14, 2027: the clocks go forward at 02:00, so the day has 23 hours.
    vi.useFakeTimers({ now: new Date('2027-03-14T05:00:00Z') });
    const { result } = renderHook(() => useTorontoDay());
    expect(result.current.day).toBe('2027-03-14');

    // 00:01 EDT on March 15.
    await act(async () => {
      await vi.advanceTimersByTimeAsync(23 * 3_600_000 + 60_000);
    });

    expect(result.current.day).toBe('2027-03-15');
  });
});

describe('msToTorontoMidnight', () => {
  it('counts to the next midnight in Toronto, not UTC', () => {
    expect(msToTorontoMidnight(new Date('2026-06-16T03:59:00Z'))).toBe(60_000);
    expect(msToTorontoMidnight(new Date('2026-01-15T04:00:00Z'))).toBe(60 * 60_000);
  });
});

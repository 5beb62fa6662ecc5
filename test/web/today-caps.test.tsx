import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TodayScreen } from '../../web/src/features/today/components/today-screen';
import { stubApi } from './api-stub';
import { renderWithRouter } from './render';
import { contact as person } from './user-list-fixtures';

/*
 * Today reads one page of `GET /users` (its largest, 1,000 rows) for the due follow-ups and one
 * for the suggestions, and at most 20 pages of `GET /homevalue/agent` (200 each) for the
 * discussions. When a list goes on past what was read, the screen says so, as it does for the
 * homes, rather than dropping the rest without a word.
 */
interface Lists {
  due?: { items: unknown[]; total: number };
  suggested?: { items: unknown[]; total: number };
  /** Whether every page of confirmation requests has a next one. */
  requestsGoOn?: boolean;
}

const ana = person('ana', { followUp: { date: '2026-06-15', note: 'Call.' } });
const ben = person('ben', { followUp: { date: '2026-06-14', note: 'Call.' } });

function showToday({ due = { items: [ana], total: 1 }, suggested = { items: [], total: 0 }, requestsGoOn }: Lists) {
  const calls: string[] = [];
  stubApi((path) => {
    calls.push(path);
    if (path.startsWith('/users?followUp=due')) return { body: { ...due, from: 0, size: 1000 } };
    if (path.startsWith('/users?followUp=suggested')) return { body: { ...suggested, from: 0, size: 1000 } };
    if (path.startsWith('/homevalue/agent/homes')) return { body: { items: [] } };
    if (path.startsWith('/homevalue/agent/reports')) return { body: { items: [] } };
    if (path.startsWith('/homevalue/agent')) return { body: { items: [], ...(requestsGoOn && { next: 'more' }) } };
    return { status: 404, body: { message: `unexpected ${path}` } };
  });
  renderWithRouter(<TodayScreen viewer="agent" onAgentChange={vi.fn()} now={new Date('2026-06-15T14:00:00Z')} />);
  return calls;
}

const notes = () => screen.queryAllByRole('note').map((note) => note.textContent);

afterEach(() => vi.unstubAllGlobals());

describe('Today when a list goes on past what it reads', { timeout: 20_000 }, () => {
  it('says that only the longest-due follow-ups are shown when more are due', async () => {
    showToday({ due: { items: [ben, ana], total: 1234 } });

    await screen.findByTestId('today-count');
    expect(notes()).toEqual([
      'Showing the 2 longest-due of your 1,234 due follow-ups only; the others are not on this list.',
    ]);
  });

  it('says that only the first suggestions are shown when there are more', async () => {
    showToday({ suggested: { items: [person('cy')], total: 1500 } });

    await screen.findByTestId('today-count');
    expect(notes()).toEqual(['Showing the first 1 of 1,500 suggested contacts only; the others are not on this list.']);
  });

  it('says that only the newest confirmation requests were checked for discussions after 20 pages', async () => {
    const calls = showToday({ requestsGoOn: true });

    await screen.findByTestId('today-count');
    expect(calls.filter((path) => /^\/homevalue\/agent(\?|$)/.test(path))).toHaveLength(20);
    expect(notes()).toEqual([
      'Discussions are checked among the newest 4,000 confirmation requests only; older requests are not on this list.',
    ]);
  });

  it('says nothing of the kind when every list was read to its end', async () => {
    showToday({ due: { items: [ben, ana], total: 2 }, suggested: { items: [person('cy')], total: 1 } });

    await screen.findByTestId('today-count');
    expect(notes()).toEqual([]);
  });
});

import type { QueryClient } from '@tanstack/react-query';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { agentHomesLimit } from '@shared/home-value/types';
import { changeSays, TodayScreen } from '../../web/src/features/today/components/today-screen';
import { api } from '../../web/src/lib/api/client';
import { stubApi } from './api-stub';
import { renderWithRouter, testQueryClient } from './render';
import { contact as person } from './user-list-fixtures';

/*
 * Today's home reasons come from `GET /homevalue/agent/homes`, which answers the newest
 * `agentHomesLimit` valuations and `truncated: true` when the contacts owned more: the screen
 * says so rather than dropping the older homes without a word.
 */
function showToday(
  homes: { items: unknown[]; truncated?: true },
  due = [person('ana', { followUp: { date: '2026-06-15', note: 'Call.' } })],
  queryClient?: QueryClient,
) {
  stubApi((path) => {
    if (path.startsWith('/users?followUp=due')) return { body: { items: due } };
    if (path.startsWith('/users?')) return { body: { items: [] } };
    if (path.startsWith('/homevalue/agent/homes')) return { body: homes };
    if (path.startsWith('/homevalue/agent/reports')) return { body: { items: [] } };
    if (path.startsWith('/homevalue/agent')) return { body: { items: [] } };
    return { status: 404, body: { message: `unexpected ${path}` } };
  });
  renderWithRouter(<TodayScreen viewer="agent" onAgentChange={vi.fn()} now={new Date('2026-06-15T14:00:00Z')} />, {
    ...(queryClient && { queryClient }),
  });
}

afterEach(() => vi.unstubAllGlobals());

describe('Today when the contacts own more homes than it checks', { timeout: 20_000 }, () => {
  it('says that only the newest homes were checked for value moves and anniversaries', async () => {
    showToday({ items: [], truncated: true });

    await screen.findByTestId('today-count');
    const note = screen.getByRole('note');
    expect(note.textContent).toBe(
      `Value moves and anniversaries are checked on your contacts’ newest ${agentHomesLimit.toLocaleString('en-US')} home valuations only; older valuations are not on this list.`,
    );
  });

  it('says it also when nobody is due today', async () => {
    showToday({ items: [], truncated: true }, []);

    expect(await screen.findByText('Nothing due today, and no one to follow up on.')).toBeTruthy();
    expect(screen.getByTestId('today-homes-truncated')).toBeTruthy();
  });

  it('says nothing of the kind when every home was checked', async () => {
    showToday({ items: [] });

    await screen.findByTestId('today-count');
    expect(screen.queryByTestId('today-homes-truncated')).toBeNull();
  });
});

describe("Today's Done: clear it", { timeout: 20_000 }, () => {
  it("sends the follow-up it showed as done, the row goes, and the contact's notes are read afresh", async () => {
    const calls: { path: string; method: string; body: unknown }[] = [];
    const shown = { date: '2026-06-15', note: 'Call about the spring market.' };
    const due = [person('ana', { followUp: shown })];
    // The contact's notes, as their Notes tab read them earlier.
    const queryClient = testQueryClient();
    const notesKey = api.user.listNotes.key({ params: { id: 'ana' } });
    queryClient.setQueryData(notesKey, []);
    showToday({ items: [] }, due, queryClient);
    const fetchStub = vi.mocked(fetch);
    const answer = fetchStub.getMockImplementation()!;
    fetchStub.mockImplementation(async (url, init) => {
      const request = init as RequestInit | undefined;
      if (request?.method === 'POST') {
        calls.push({ path: String(url), method: 'POST', body: JSON.parse(String(request.body)) });
        due.length = 0; // the server's list no longer holds it
        return { ok: true, status: 200, statusText: '', text: async () => '{"followUp":null}' } as Response;
      }
      return answer(url, init);
    });

    fireEvent.click(await screen.findByRole('button', { name: 'Follow-up of ana Patel' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Done: clear it' }));

    await waitFor(() =>
      expect(calls).toEqual([{ path: '/api/users/ana/follow-up', method: 'POST', body: { done: shown } }]),
    );
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Follow-up of ana Patel' })).toBeNull());
    // The note the server kept: the Notes tab reads the list afresh.
    await waitFor(() => expect(queryClient.getQueryState(notesKey)?.isInvalidated).toBe(true));
  });
});

// QA 62b M2: Done and Next week took the row away without a word, and nothing could undo a slip.
describe("Today's word on a change, and its Undo", { timeout: 20_000 }, () => {
  it('says what Done did, and Undo puts the follow-up back', async () => {
    const shown = { date: '2026-06-15', note: 'Call about the spring market.' };
    const due = [person('ana', { followUp: shown })];
    const posted: unknown[] = [];
    showToday({ items: [] }, due);
    const fetchStub = vi.mocked(fetch);
    const answer = fetchStub.getMockImplementation()!;
    fetchStub.mockImplementation(async (url, init) => {
      const request = init as RequestInit | undefined;
      if (request?.method === 'POST') {
        const body = JSON.parse(String(request.body)) as { done?: unknown };
        posted.push(body);
        if (body.done) due.length = 0;
        else due.push(person('ana', { followUp: shown }));
        return { ok: true, status: 200, statusText: '', text: async () => '{}' } as Response;
      }
      return answer(url, init);
    });

    fireEvent.click(await screen.findByRole('button', { name: 'Follow-up of ana Patel' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Done: clear it' }));

    const said = await screen.findByTestId('today-changed');
    expect(said.textContent).toBe('ana Patel: follow-up done, kept as a note on their Notes tab.Undo');
    fireEvent.click(within(said).getByRole('button', { name: 'Undo' }));

    // Put back only while there is none: one set since in another tab is kept (review 62 L1).
    await waitFor(() => expect(posted).toEqual([{ done: shown }, { ...shown, onlyIfNone: true }]));
    await waitFor(() =>
      expect(screen.getByTestId('today-changed').textContent).toBe(
        'ana Patel: follow-up back to 2026-06-15; the “Follow-up done” note stays on their Notes tab.',
      ),
    );
    // The focus the Undo had goes to the line, not the page (review 62 M4).
    await waitFor(() => expect(document.activeElement?.textContent).toMatch(/^ana Patel: follow-up back to/));
    expect(await screen.findByRole('button', { name: 'Follow-up of ana Patel' })).toBeTruthy();
  });

  it('says where Next week moved it', () => {
    const contact = person('ana', { followUp: { date: '2026-06-15', note: 'Call.' } });
    expect(changeSays({ contact, before: contact.followUp, after: { date: '2026-06-22', note: 'Call.' } })).toBe(
      'ana Patel: follow-up moved to 2026-06-22.',
    );
    expect(changeSays({ contact, before: undefined, after: { date: '2026-06-16', note: 'Call.' } })).toBe(
      'ana Patel: follow-up set for 2026-06-16.',
    );
  });
});

// QA 48c M10: Done took the row away with the menu item that had focus, and focus fell to the page.
describe("Today's Done, by keyboard", { timeout: 20_000 }, () => {
  it('moves focus to the next contact and says how many are left', async () => {
    const due = [
      person('ana', { followUp: { date: '2026-06-15', note: 'Call.' } }),
      person('ben', { followUp: { date: '2026-06-15', note: 'Call.' } }),
    ];
    showToday({ items: [] }, due);
    const fetchStub = vi.mocked(fetch);
    const answer = fetchStub.getMockImplementation()!;
    fetchStub.mockImplementation(async (url, init) => {
      if ((init as RequestInit | undefined)?.method === 'POST') {
        due.splice(0, 1);
        return { ok: true, status: 200, statusText: '', text: async () => '{"followUp":null}' } as Response;
      }
      return answer(url, init);
    });
    expect((await screen.findByTestId('today-count')).textContent).toBe('2 contacts with a follow-up due');

    fireEvent.click(await screen.findByRole('button', { name: 'Follow-up of ana Patel' }));
    const done = await screen.findByRole('menuitem', { name: 'Done: clear it' });
    done.focus();
    fireEvent.click(done);

    await waitFor(() => expect(screen.queryByRole('link', { name: 'ana Patel' })).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('link', { name: 'ben Patel' })));
    expect(screen.getByTestId('today-count').textContent).toBe('1 contact with a follow-up due');
  });
});

// QA 46a M1: Today said the contacts failed to load and offered nothing more.
describe('Today when its contacts fail to load', { timeout: 20_000 }, () => {
  it('offers Try again, which loads the day once the call answers', async () => {
    let failing = true;
    stubApi((path) => {
      if (path.startsWith('/users?'))
        return failing ? { status: 500, body: { message: 'Internal Server Error' } } : { body: { items: [] } };
      if (path.startsWith('/homevalue/agent/homes')) return { body: { items: [] } };
      if (path.startsWith('/homevalue/agent')) return { body: { items: [] } };
      return { status: 404, body: { message: `unexpected ${path}` } };
    });
    renderWithRouter(<TodayScreen viewer="agent" onAgentChange={vi.fn()} now={new Date('2026-06-15T14:00:00Z')} />, {
      queryClient: testQueryClient(),
    });

    expect(await screen.findByText('Fail to load contacts', {}, { timeout: 15_000 })).toBeTruthy();
    failing = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));

    expect(
      await screen.findByText('Nothing due today, and no one to follow up on.', {}, { timeout: 15_000 }),
    ).toBeTruthy();
    expect(screen.queryByText('Fail to load contacts')).toBeNull();
  });
});

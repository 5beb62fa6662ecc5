import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  createBrowserHistory,
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  type AnyRouter,
  type RouterHistory,
} from '@tanstack/react-router';
import { useEffect, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dayAfter, torontoDate } from '@shared/format/dates';
import type { UserListItem } from '@shared/users';
import { BulkBar, namesOf } from '../../web/src/features/users/components/bulk-bar';
import { StoppedBulkNotice } from '../../web/src/features/users/components/stopped-bulk-notice';
import { useSelection } from '../../web/src/features/users/hooks/use-selection';
import { defaultListState, encodeListState } from '../../web/src/features/users/list-state';
import { ApiError, sendRequest } from '../../web/src/lib/api-client';
import { renderRouter, renderWithRouter } from './render';
import { invited, person } from './user-list-fixtures';
import { client1Config, storeSession } from './stored-session-fixture';
import { setWebConfig } from '../../web/src/lib/web-config';
import { clearText, typeText } from './type-text';
import { expectSaidIn, silentRegions } from './live-region';
import * as apiClient from '../../web/src/lib/api-client';

// Spies, not module mocks, so this file shares the module graph (vitest.config.ts); undone after each test.
beforeEach(() => {
  vi.spyOn(apiClient, 'sendRequest').mockImplementation(() => undefined as never);
});

/** Presses the question's Resend once the budget is read (it waits on it, QA 62b L3). */
async function clickResendOnceReady() {
  const resend = await screen.findByRole('button', { name: 'Resend' });
  await waitFor(() => expect(resend.hasAttribute('disabled')).toBe(false));
  fireEvent.click(resend);
}

describe('the bulk actions', { timeout: 20_000 }, () => {
  it('resends within the limits and lists each row not done with its reason', async () => {
    vi.mocked(sendRequest).mockImplementation(async (path?: string) => {
      if (!path?.includes('/resent')) return {};
      if (path.includes('hannah')) return { message: 'Invitation resent.' };
      throw new ApiError(429, { message: 'You have sent your invitations for today.' });
    });
    const selected = [person('1', 'Liam'), invited('Hannah'), invited('Omar')];
    renderWithRouter(<BulkBar scope="agent" selected={selected} onClear={vi.fn()} />);

    const button = await screen.findByRole('button', { name: 'Resend invitations' });
    const regions = silentRegions();
    fireEvent.click(button);
    // QA 46c L4: each resend mails the person and ends their earlier link: asked first.
    expect(
      screen.getByText(
        'Resend the invitation to 2 of 3 contacts? Each gets a new e-mail, and the link sent before stops working. The other one has signed up already.',
      ),
    ).toBeTruthy();
    expect(vi.mocked(sendRequest).mock.calls.filter((call) => String(call[0]).includes('/resent'))).toEqual([]);
    await clickResendOnceReady();

    const result = await screen.findByTestId('bulk-result');
    await expectSaidIn(regions, /Invitation resent to 1 contact\. 2 contacts not done:/);
    expect(within(result).getByText('Liam Patel: Already registered: no invitation to resend')).toBeTruthy();
    expect(within(result).getByText('Omar Patel: You have sent your invitations for today.')).toBeTruthy();
    // Only the invited rows were called, each on its own route; the budget was read before.
    expect(
      vi
        .mocked(sendRequest)
        .mock.calls.map((call) => call[0])
        .sort(),
    ).toEqual(['/invitations/budget', '/invite/hannah%40example.com/resent', '/invite/omar%40example.com/resent']);
  });

  it('checks the follow-up before any call, as the profile form does', async () => {
    renderWithRouter(<BulkBar scope="agent" selected={[person('1', 'Liam')]} onClear={vi.fn()} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Set follow-up' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save follow-up' }));
    expect(await screen.findAllByText(/required/i)).not.toHaveLength(0);
    expect(sendRequest).not.toHaveBeenCalled();
  });

  it("starts at today, as a contact's page does, and offers Tomorrow and Next week, as Today does (QA 63b L6)", async () => {
    vi.mocked(sendRequest).mockResolvedValue({});
    renderWithRouter(<BulkBar scope="agent" selected={[person('1', 'Liam')]} onClear={vi.fn()} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Set follow-up' }));
    const date = screen.getByLabelText<HTMLInputElement>('Follow-up date');
    const today = torontoDate(new Date());

    expect(date.value).toBe(today);
    fireEvent.click(screen.getByRole('button', { name: 'Next week' }));
    expect(date.value).toBe(dayAfter(today, 7));
    fireEvent.click(screen.getByRole('button', { name: 'Tomorrow' }));
    expect(date.value).toBe(dayAfter(today, 1));

    fireEvent.change(screen.getByLabelText('Note'), { target: { value: 'Call about the spring market' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save follow-up' }));
    await waitFor(() => expect(sendRequest).toHaveBeenCalledTimes(1));
    expect(vi.mocked(sendRequest).mock.calls[0]![1]).toMatchObject({ body: { date: dayAfter(today, 1) } });
  });

  it("takes the date typed as every date shows, YYYY-MM-DD, as a contact's page does, and says when the day has passed (QA 53 L4)", async () => {
    vi.mocked(sendRequest).mockResolvedValue({});
    renderWithRouter(<BulkBar scope="agent" selected={[person('1', 'Liam')]} onClear={vi.fn()} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Set follow-up' }));
    const date = screen.getByLabelText<HTMLInputElement>('Follow-up date');

    typeText(date, '20200105', { replace: true });
    expect(date.value).toBe('2020-01-05');
    expect(screen.getByText('This day has passed: the follow-up will show as due at once.')).toBeTruthy();
    expect(date.getAttribute('data-overdue')).toBe('true');

    typeText(date, '20990105', { replace: true });
    expect(date.value).toBe('2099-01-05');
    expect(screen.queryByText(/This day has passed/)).toBeNull();
    fireEvent.change(screen.getByLabelText('Note'), { target: { value: 'Call about the spring market' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save follow-up' }));
    await waitFor(() => expect(sendRequest).toHaveBeenCalledTimes(1));
    expect(vi.mocked(sendRequest).mock.calls[0]![1]).toMatchObject({ body: { date: '2099-01-05' } });
  });

  it('puts the focus on the first follow-up field it refuses, whose message a screen reader then reads (QA 48c M8)', async () => {
    renderWithRouter(<BulkBar scope="agent" selected={[person('1', 'Liam')]} onClear={vi.fn()} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Set follow-up' }));
    typeText(screen.getByLabelText('Follow-up date'), '2026-12-01'.replaceAll('-', ''), { replace: true });
    const note = screen.getByLabelText('Note');
    const save = screen.getByRole('button', { name: 'Save follow-up' });

    save.focus();
    fireEvent.click(save);

    const message = await screen.findByText('Note is required');
    expect(document.activeElement).toBe(note);
    expect(note.getAttribute('aria-invalid')).toBe('true');
    expect(note.getAttribute('aria-describedby')).toContain(message.id);
    expect(sendRequest).not.toHaveBeenCalled();
  });

  it("clears a refused field's message once that field is changed, and keeps the other's (review L5)", async () => {
    renderWithRouter(<BulkBar scope="agent" selected={[person('1', 'Liam')]} onClear={vi.fn()} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Set follow-up' }));
    const date = screen.getByLabelText('Follow-up date');
    const note = screen.getByLabelText('Note');
    clearText(date);
    fireEvent.click(screen.getByRole('button', { name: 'Save follow-up' }));
    expect(await screen.findByText('Date is required')).toBeTruthy();
    expect(screen.getByText('Note is required')).toBeTruthy();

    // Still too short: the message goes on the change, not once the field is right.
    fireEvent.change(note, { target: { value: 'Call' } });

    expect(screen.queryByText('Note is required')).toBeNull();
    expect(note.getAttribute('aria-invalid')).not.toBe('true');
    expect(screen.getByText('Date is required')).toBeTruthy();
    expect(date.getAttribute('aria-invalid')).toBe('true');
    expect(sendRequest).not.toHaveBeenCalled();
  });

  it('saves the follow-up on Enter in a field, as a form does', async () => {
    renderWithRouter(<BulkBar scope="agent" selected={[person('1', 'Liam')]} onClear={vi.fn()} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Set follow-up' }));
    typeText(screen.getByLabelText('Follow-up date'), '2026-12-01'.replaceAll('-', ''), { replace: true });
    const note = screen.getByLabelText<HTMLInputElement>('Note');
    fireEvent.change(note, { target: { value: 'Call about the spring market' } });

    // Enter in a text field submits the form that holds it through its submit button (the
    // browser's implicit submission), which jsdom does not do: the form and its button, then a submit.
    const save = screen.getByRole<HTMLButtonElement>('button', { name: 'Save follow-up' });
    expect(note.form).not.toBeNull();
    expect(save.type).toBe('submit');
    expect(save.form).toBe(note.form);
    fireEvent.submit(note.form!);

    await waitFor(() =>
      expect(vi.mocked(sendRequest).mock.calls.map((call) => call[0])).toEqual(['/users/1/follow-up']),
    );
  });

  it('puts the focus in the follow-up form it opens, and Escape closes it back to its button', async () => {
    renderWithRouter(<BulkBar scope="agent" selected={[person('1', 'Liam')]} onClear={vi.fn()} />);
    const button = await screen.findByRole('button', { name: 'Set follow-up' });
    fireEvent.click(button);

    const date = screen.getByLabelText('Follow-up date');
    expect(document.activeElement).toBe(date);
    fireEvent.keyDown(date, { key: 'Escape' });
    expect(screen.queryByLabelText('Follow-up date')).toBeNull();
    expect(document.activeElement).toBe(button);
    expect(sendRequest).not.toHaveBeenCalled();
  });

  // QA 74b L3: the last action's result stayed on screen under the next action's question.
  it("takes the last action's result away when the next action's question is asked", async () => {
    vi.mocked(sendRequest).mockResolvedValue({});
    renderWithRouter(<BulkBar scope="agent" selected={[person('1', 'Liam'), invited('Hannah')]} onClear={vi.fn()} />);
    await submitFollowUp('2026-12-01');
    expect(await screen.findByTestId('bulk-result')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Resend invitations' }));

    expect(screen.getByText(/^Resend the invitation to/)).toBeTruthy();
    expect(screen.queryByTestId('bulk-result')).toBeNull();
  });

  // QA 58b: an invitee's follow-up is kept on the invitation, and carried to the account at sign-up.
  it('sets the follow-up on invited contacts too, with no word about signing up', async () => {
    vi.mocked(sendRequest).mockResolvedValue({});
    renderWithRouter(<BulkBar scope="agent" selected={[person('1', 'Liam'), invited('Hannah')]} onClear={vi.fn()} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Set follow-up' }));
    expect(screen.queryByText(/signed up/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await submitFollowUp('2026-12-01');

    const result = await screen.findByTestId('bulk-result');
    expect(within(result).getByText(/Follow-up set for 2 contacts/)).toBeTruthy();
    expect(vi.mocked(sendRequest).mock.calls.map((call) => call[0])).toEqual([
      '/users/1/follow-up',
      '/users/hannah%40example.com/follow-up',
    ]);
  });

  it('asks before replacing follow-ups that contacts already have, and skips them on request', async () => {
    vi.mocked(sendRequest).mockResolvedValue({});
    const held = { date: '2026-11-20', note: 'Check in after the open house weekend' };
    const selected = [
      person('1', 'Liam'),
      person('2', 'Stella', { followUp: held }),
      person('3', 'Emma', { followUp: held }),
    ];
    renderWithRouter(<BulkBar scope="agent" selected={selected} onClear={vi.fn()} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Set follow-up' }));
    typeText(screen.getByLabelText('Follow-up date'), '2026-12-01'.replaceAll('-', ''), { replace: true });
    fireEvent.change(screen.getByLabelText('Note'), { target: { value: 'Call about the spring market' } });

    fireEvent.click(screen.getByRole('button', { name: 'Save follow-up' }));

    expect(await screen.findByText('2 of these contacts already have a follow-up.')).toBeTruthy();
    expect(sendRequest).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Skip them' }));
    const result = await screen.findByTestId('bulk-result');
    expect(
      within(result).getByText(/Follow-up set for 1 contact\. 2 contacts skipped: they already had a follow-up\./),
    ).toBeTruthy();
    expect(vi.mocked(sendRequest).mock.calls.map((call) => call[0])).toEqual(['/users/1/follow-up']);
  });

  it('counts a contact whose follow-up was set meanwhile as skipped, not failed, when skipping', async () => {
    // Emma's row was read without a follow-up; one was set since (another tab): the server keeps it.
    vi.mocked(sendRequest).mockImplementation(async (path?: string) => {
      if (path === '/users/3/follow-up')
        throw new ApiError(409, { message: 'This contact already has a follow-up. It was kept as it is.' });
      return {};
    });
    const held = { date: '2026-11-20', note: 'Check in after the open house weekend' };
    const selected = [person('1', 'Liam'), person('2', 'Stella', { followUp: held }), person('3', 'Emma')];
    renderWithRouter(<BulkBar scope="agent" selected={selected} onClear={vi.fn()} />);
    await submitFollowUp('2026-12-01');

    fireEvent.click(await screen.findByRole('button', { name: 'Skip it' }));

    const result = await screen.findByTestId('bulk-result');
    expect(
      within(result).getByText(/^Follow-up set for 1 contact\. 2 contacts skipped: they already had a follow-up\.$/),
    ).toBeTruthy();
    expect(within(result).queryByText(/not done/)).toBeNull();
    // Skipping asks the server to keep any follow-up it finds; the question's rows are not called.
    const calls = vi.mocked(sendRequest).mock.calls.map(([path, options]) => [path, options?.body]);
    expect(calls.sort()).toEqual([
      ['/users/1/follow-up', { date: '2026-12-01', note: 'Call about the spring market', onlyIfNone: true }],
      ['/users/3/follow-up', { date: '2026-12-01', note: 'Call about the spring market', onlyIfNone: true }],
    ]);
  });

  it('asks nothing when no row held a follow-up, and still keeps one set since', async () => {
    // Neither row was read with a follow-up; Emma's was set since (another tab): the server keeps it.
    vi.mocked(sendRequest).mockImplementation(async (path?: string) => {
      if (path === '/users/3/follow-up')
        throw new ApiError(409, { message: 'This contact already has a follow-up. It was kept as it is.' });
      return {};
    });
    renderWithRouter(<BulkBar scope="agent" selected={[person('1', 'Liam'), person('3', 'Emma')]} onClear={vi.fn()} />);
    await submitFollowUp('2026-12-01');

    const result = await screen.findByTestId('bulk-result');
    expect(within(result).getByText(/^Follow-up set for 1 contact\. 1 contact skipped/)).toBeTruthy();
    expect(within(result).queryByText(/not done/)).toBeNull();
    for (const [, options] of vi.mocked(sendRequest).mock.calls)
      expect(options?.body).toMatchObject({ onlyIfNone: true });
  });

  it('sends no flag when replacing', async () => {
    vi.mocked(sendRequest).mockResolvedValue({});
    renderLiamAndStellaWithFollowUp();
    await submitFollowUp('2026-12-01');

    fireEvent.click(await screen.findByRole('button', { name: 'Replace it' }));

    await screen.findByTestId('bulk-result');
    for (const [, options] of vi.mocked(sendRequest).mock.calls)
      expect(options?.body).toEqual({ date: '2026-12-01', note: 'Call about the spring market' });
  });

  it('replaces the existing follow-ups when the agent chooses to', async () => {
    vi.mocked(sendRequest).mockResolvedValue({});
    const held = { date: '2026-11-20', note: 'Check in after the open house weekend' };
    const selected = [person('1', 'Liam'), person('2', 'Stella', { followUp: held })];
    renderWithRouter(<BulkBar scope="agent" selected={selected} onClear={vi.fn()} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Set follow-up' }));
    typeText(screen.getByLabelText('Follow-up date'), '2026-12-01'.replaceAll('-', ''), { replace: true });
    fireEvent.change(screen.getByLabelText('Note'), { target: { value: 'Call about the spring market' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save follow-up' }));

    fireEvent.click(await screen.findByRole('button', { name: 'Replace it' }));

    const result = await screen.findByTestId('bulk-result');
    expect(within(result).getByText(/Follow-up set for 2 contacts\./)).toBeTruthy();
    expect(within(result).queryByText(/skipped/)).toBeNull();
    expect(
      vi
        .mocked(sendRequest)
        .mock.calls.map((call) => call[0])
        .sort(),
    ).toEqual(['/users/1/follow-up', '/users/2/follow-up']);
  });

  /** The Contacts screen's selection and bar, as users-screen.tsx wires them. */
  function SelectedBar({ initial }: { initial: UserListItem[] }) {
    const selection = useSelection('everyone');
    const { setMany } = selection;
    useEffect(() => setMany(initial, true), [initial, setMany]);
    if (selection.items.length === 0) return null;
    return <BulkBar scope="agent" selected={selection.items} onClear={selection.clear} onUpdated={selection.refresh} />;
  }

  /** Liam without a follow-up and Stella with one, as the list read them. */
  function renderLiamAndStellaWithFollowUp() {
    const held = { date: '2026-11-20', note: 'Check in after the open house weekend' };
    renderWithRouter(
      <BulkBar
        scope="agent"
        selected={[person('1', 'Liam'), person('2', 'Stella', { followUp: held })]}
        onClear={vi.fn()}
      />,
    );
  }

  async function submitFollowUp(date: string) {
    fireEvent.click(await screen.findByRole('button', { name: 'Set follow-up' }));
    typeText(screen.getByLabelText('Follow-up date'), date.replaceAll('-', ''), { replace: true });
    fireEvent.change(screen.getByLabelText('Note'), { target: { value: 'Call about the spring market' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save follow-up' }));
  }

  it('asks before replacing the follow-ups it has just set, the selection still standing', async () => {
    vi.mocked(sendRequest).mockResolvedValue({});
    renderWithRouter(<SelectedBar initial={[person('1', 'Liam'), person('2', 'Emma')]} />);
    await submitFollowUp('2026-12-01');
    await screen.findByTestId('bulk-result');
    expect(sendRequest).toHaveBeenCalledTimes(2);

    await submitFollowUp('2026-12-08');

    expect(await screen.findByText('2 of these contacts already have a follow-up.')).toBeTruthy();
    expect(sendRequest).toHaveBeenCalledTimes(2);
  });

  it('moves the keyboard to the question, and back to "Set follow-up" when it is cancelled', async () => {
    renderLiamAndStellaWithFollowUp();
    await submitFollowUp('2026-12-01');

    await waitFor(() => expect(document.activeElement?.textContent).toBe('Skip it'));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Set follow-up'));
  });

  it('offers no skip when every selected contact already has a follow-up', async () => {
    const held = { date: '2026-11-20', note: 'Check in after the open house weekend' };
    renderWithRouter(
      <BulkBar scope="agent" selected={[person('2', 'Stella', { followUp: held })]} onClear={vi.fn()} />,
    );
    await submitFollowUp('2026-12-01');

    expect(await screen.findByText('1 of these contacts already has a follow-up.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Replace it' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Skip it' })).toBeNull();
  });

  it('names whom Archive would archive, and says how many selected are out of sight (QA 68b M2)', async () => {
    const selected = ['Grace', 'Alice', 'Ann', 'Ben', 'Cole'].map((name, i) => person(String(i), name));
    renderWithRouter(
      <BulkBar scope="agent" selected={selected} onClear={vi.fn()} shownIds={new Set(['0', '1', '2'])} />,
    );

    expect((await screen.findByTestId('bulk-bar')).textContent).toContain('5 contacts selected · 2 not shown here');
    fireEvent.click(await screen.findByRole('button', { name: 'Archive' }));
    expect(
      screen.getByText(
        'Archive 5 contacts (Grace Patel, Alice Patel, Ann Patel and 2 others)? They can no longer sign in.',
      ),
    ).toBeTruthy();
    expect(namesOf(selected.slice(0, 2))).toBe('Grace Patel and Alice Patel');
    expect(namesOf(selected.slice(0, 4))).toBe('Grace Patel, Alice Patel, Ann Patel and Ben Patel');
  });

  it('asks to archive only those who can be, and offers no Archive when none can (QA 44 L4)', async () => {
    const first = renderWithRouter(
      <BulkBar
        scope="agent"
        selected={[person('1', 'Liam'), invited('Hannah'), person('2', 'Emma', { status: 'archived' })]}
        onClear={vi.fn()}
      />,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Archive' }));
    expect(
      screen.getByText(
        'Archive 1 of 3 contacts (Liam Patel)? They can no longer sign in. The other 2 have not signed up yet or are archived already.',
      ),
    ).toBeTruthy();

    first.unmount();
    const second = renderWithRouter(
      <BulkBar scope="agent" selected={[person('1', 'Liam'), invited('Hannah')]} onClear={vi.fn()} />,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Archive' }));
    expect(
      screen.getByText(
        'Archive 1 of 2 contacts (Liam Patel)? They can no longer sign in. The other one has not signed up yet or is archived already.',
      ),
    ).toBeTruthy();
    second.unmount();
    renderWithRouter(<BulkBar scope="agent" selected={[invited('Hannah'), invited('Omar')]} onClear={vi.fn()} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Archive' }));
    expect(
      screen.getByText(
        'None of these 2 contacts can be archived: they have not signed up yet or are archived already.',
      ),
    ).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Archive' })).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeTruthy();
  });

  // QA 53 L6: one invitation selected was told "None of these 1 contact can be archived".
  it("says before it starts that the resends would go past what is left of the agent's day, and sends none (QA 62b L3)", async () => {
    let left = 2;
    vi.mocked(sendRequest).mockImplementation(async (path?: string) =>
      path === '/invitations/budget' ? { daily: 500, left } : { message: 'Invitation resent.' },
    );
    const selected = [invited('Hannah'), invited('Omar'), invited('Ana')];
    renderWithRouter(<BulkBar scope="agent" selected={selected} onClear={vi.fn()} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Resend invitations' }));

    expect(
      await screen.findByText(
        'This would send 3 invitation e-mails; you have 2 left today. Select 2 or fewer, or try again tomorrow.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Resend' })).toBeNull();

    // Read afresh each time it asks: none left now.
    left = 0;
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    fireEvent.click(screen.getByRole('button', { name: 'Resend invitations' }));
    expect(
      await screen.findByText('You have sent your 500 invitation e-mails for today. Please try again tomorrow.'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Resend' })).toBeNull();
    expect(vi.mocked(sendRequest).mock.calls.filter((call) => String(call[0]).includes('/resent'))).toEqual([]);
  });

  it('resends when they fit, and when the caller has no budget (an admin)', async () => {
    for (const budget of [{ daily: 500, left: 2 }, { daily: null }]) {
      vi.mocked(sendRequest).mockImplementation(async (path?: string) =>
        path === '/invitations/budget' ? budget : { message: 'Invitation resent.' },
      );
      const { unmount } = renderWithRouter(
        <BulkBar
          scope="agent"
          selected={[invited('Hannah'), invited('Omar'), person('1', 'Liam')]}
          onClear={vi.fn()}
        />,
      );
      fireEvent.click(await screen.findByRole('button', { name: 'Resend invitations' }));
      await clickResendOnceReady();
      expect(await screen.findByText(/Invitation resent to 2 contacts/)).toBeTruthy();
      unmount();
      vi.mocked(sendRequest).mockClear();
    }
  });

  it('asks about one invitation in the singular (QA 64 L7: "to 1 user? Each gets a new e-mail")', async () => {
    renderWithRouter(<BulkBar scope="admin" selected={[invited('Hannah')]} onClear={vi.fn()} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Resend invitations' }));
    expect(
      screen.getByText(
        'Resend the invitation to 1 user? They get a new e-mail, and the link sent before stops working.',
      ),
    ).toBeTruthy();
  });

  it('names the one contact selected that cannot be archived, or has no invitation to resend', async () => {
    const first = renderWithRouter(<BulkBar scope="agent" selected={[invited('Hannah')]} onClear={vi.fn()} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Archive' }));
    expect(
      screen.getByText('Hannah Patel cannot be archived. Not registered yet: withdraw the invitation instead.'),
    ).toBeTruthy();
    expect(screen.queryByText(/None of these/)).toBeNull();

    first.unmount();
    renderWithRouter(<BulkBar scope="agent" selected={[person('1', 'Liam')]} onClear={vi.fn()} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Resend invitations' }));
    expect(screen.getByText('Liam Patel has signed up already: there is no invitation to resend.')).toBeTruthy();
  });

  it("counts an admin's selection in users, not contacts", async () => {
    renderWithRouter(<BulkBar scope="admin" selected={[person('1', 'Liam'), person('2', 'Emma')]} onClear={vi.fn()} />);
    expect(await screen.findByText('2 users selected')).toBeTruthy();
    expect(screen.queryByText(/contacts? selected/)).toBeNull();
  });
});

/** The bar on a list page ('/', with the list's notice of a run left unfinished) and another page to leave for. */
function renderOnListPage(bar: ReactNode, history: RouterHistory = createMemoryHistory({ initialEntries: ['/'] })) {
  const rootRoute = createRootRoute({ component: Outlet });
  const list = createRoute({
    getParentRoute: () => rootRoute,
    // The list's state in the path, as the users list keeps it (list-state.ts).
    path: '/{-$query}',
    component: () => (
      <>
        <StoppedBulkNotice />
        {bar}
      </>
    ),
  });
  const today = createRoute({ getParentRoute: () => rootRoute, path: '/today', component: () => <p>Today page</p> });
  return renderRouter(createRouter({ routeTree: rootRoute.addChildren([list, today]), history }));
}

const tenContacts = Array.from({ length: 10 }, (_, index) => person(String(index + 1), `Contact${index + 1}`));

/** Follow-up calls that answer only when `answer` is called: four are in flight at a time. */
function heldFollowUps() {
  const waiting: (() => void)[] = [];
  vi.mocked(sendRequest).mockImplementation(() => new Promise((resolve) => waiting.push(() => resolve({}))));
  return {
    sent: () => vi.mocked(sendRequest).mock.calls.length,
    answer: (n = waiting.length) =>
      act(async () => {
        waiting.splice(0, n).forEach((resolve) => resolve());
      }),
  };
}

/** Moves as a link does (a history push, which the blocker sees), without waiting on a question it asks. */
const go = (router: AnyRouter, to: string) =>
  act(() => {
    router.history.push(to);
  });

/** Ten follow-ups started from the bar on the list page, two answered: the run under way. */
async function runningOnListPage() {
  const calls = heldFollowUps();
  const { router } = renderOnListPage(<BulkBar scope="agent" selected={tenContacts} onClear={vi.fn()} />);
  await startFollowUps();
  await calls.answer(2);
  await screen.findByText('2 of 10');
  return { calls, router };
}

async function startFollowUps() {
  fireEvent.click(await screen.findByRole('button', { name: 'Set follow-up' }));
  fireEvent.change(screen.getByLabelText('Note'), { target: { value: 'Call about the spring market' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save follow-up' }));
  await waitFor(() => expect(sendRequest).toHaveBeenCalledTimes(4));
}

describe('leaving a bulk action while it runs (QA 69b M1)', { timeout: 20_000 }, () => {
  beforeEach(() => {
    sessionStorage.clear();
    // Signed in: a stopped run is kept for the user who left it (review 69b M1).
    setWebConfig(client1Config);
    storeSession(localStorage, Date.now() + 3_600_000);
  });
  afterEach(() => {
    sessionStorage.clear();
    localStorage.clear();
  });

  it('asks before the app leaves the page, stays on Stay, and asks nothing once the run is done', async () => {
    const { calls, router } = await runningOnListPage();

    go(router, '/today');

    const question = await screen.findByRole('dialog');
    expect(
      within(question).getByText('A bulk action is still running: 2 of 10 done. Leave this page and stop it?'),
    ).toBeTruthy();
    fireEvent.click(within(question).getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/');
    // The run goes on to the end.
    while (!screen.queryByTestId('bulk-result')) await calls.answer();
    expect(within(screen.getByTestId('bulk-result')).getByText(/Follow-up set for 10 contacts/)).toBeTruthy();
    expect(calls.sent()).toBe(10);

    go(router, '/today');
    expect(await screen.findByText('Today page')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('asks nothing on another page, sort or search of the same list, and the run goes on; another filter asks (review 69b L2)', async () => {
    const { calls, router } = await runningOnListPage();
    const pageTwo = `/${encodeListState({ ...defaultListState, page: 2, sort: 'logins.desc', q: 'ol' })}`;

    go(router, pageTwo);

    await waitFor(() => expect(router.state.location.pathname).toBe(pageTwo));
    expect(screen.queryByRole('dialog')).toBeNull();
    // Another filter: another selection, so the bar and its result would go.
    go(router, `/${encodeListState({ ...defaultListState, followUp: 'due' })}`);
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Stay' }));
    expect(router.state.location.pathname).toBe(pageTwo);
    while (!screen.queryByTestId('bulk-result')) await calls.answer();
    expect(calls.sent()).toBe(10);
  });

  it('on Leave, stops the run and the list then says once where it stopped', async () => {
    const { calls, router } = await runningOnListPage();
    go(router, '/today');

    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Leave' }));

    expect(await screen.findByText('Today page')).toBeTruthy();
    // The four calls in flight finish; no other starts.
    await calls.answer();
    await calls.answer();
    expect(calls.sent()).toBe(6);
    go(router, '/');
    const notice = await screen.findByTestId('stopped-bulk-notice');
    expect(notice.textContent).toBe('Set follow-up stopped at 6 of 10: the other 4 were not changed.');
    go(router, '/today');
    await screen.findByText('Today page');
    go(router, '/');
    await screen.findByTestId('bulk-bar');
    expect(screen.queryByTestId('stopped-bulk-notice')).toBeNull();
  });

  it('stays, with the result to read, when the run ends while the question is open (review 69b L3)', async () => {
    const { calls, router } = await runningOnListPage();
    go(router, '/today');
    await screen.findByRole('dialog');

    while (!screen.queryByTestId('bulk-result')) await calls.answer();

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/');
    expect(within(screen.getByTestId('bulk-result')).getByText(/Follow-up set for 10 contacts/)).toBeTruthy();
  });

  it('says nothing stopped when Leave comes after every row was sent (review 69b M2)', async () => {
    const calls = heldFollowUps();
    const four = tenContacts.slice(0, 4);
    const { router } = renderOnListPage(<BulkBar scope="agent" selected={four} onClear={vi.fn()} />);
    await startFollowUps();
    await calls.answer(1);
    await screen.findByText('1 of 4');
    go(router, '/today');

    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Leave' }));

    expect(await screen.findByText('Today page')).toBeTruthy();
    while (calls.sent() < 4) await calls.answer();
    go(router, '/');
    await screen.findByTestId('bulk-bar');
    expect(screen.queryByTestId('stopped-bulk-notice')).toBeNull();
    expect(sessionStorage.length).toBe(0);
  });

  it('has the browser ask before a reload or a closed tab while it runs, and says where it stopped after one', async () => {
    window.history.replaceState(null, '', '/');
    const calls = heldFollowUps();
    const view = renderOnListPage(
      <BulkBar scope="agent" selected={tenContacts} onClear={vi.fn()} />,
      createBrowserHistory(),
    );
    const unloading = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(unloading()).toBe(false);
    await startFollowUps();
    await calls.answer(1);

    expect(unloading()).toBe(true);
    // The browser's question answered "Leave": the page goes, and the next one reads where.
    act(() => void window.dispatchEvent(new Event('pagehide')));
    view.unmount();
    renderOnListPage(<p>The list</p>);
    expect((await screen.findByTestId('stopped-bulk-notice')).textContent).toBe(
      'Set follow-up stopped at 5 of 10: the other 5 were not changed.',
    );
  });

  it('lets the page go with no question once the run is done', async () => {
    window.history.replaceState(null, '', '/');
    vi.mocked(sendRequest).mockResolvedValue({});
    renderOnListPage(<BulkBar scope="agent" selected={tenContacts} onClear={vi.fn()} />, createBrowserHistory());
    await startFollowUps();
    await screen.findByTestId('bulk-result');

    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);

    expect(event.defaultPrevented).toBe(false);
    expect(sessionStorage.length).toBe(0);
  });
});

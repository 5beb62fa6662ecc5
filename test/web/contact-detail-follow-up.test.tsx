import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FollowUp, UsersPage } from '@shared/users';
import { person, showContact, stubContactApi, today } from './contact-detail-render';
import { testQueryClient } from './render';
import { clearText, typeText } from './type-text';

/** The API as far as the header needs it: the contact, whose follow-up the POST changes. */
function followUpApi(initial?: FollowUp) {
  let followUp = initial;
  const posts: unknown[] = [];
  stubContactApi(({ method, path, body }) => {
    if (path === '/users/c1' && method === 'GET') return { body: person('c1', followUp ? { followUp } : {}) };
    if (path === '/users/c1/follow-up' && method === 'POST') {
      posts.push(body);
      const sent = body as Partial<FollowUp>;
      followUp = sent.date ? (sent as FollowUp) : undefined;
      return { body: { followUp: followUp ?? null } };
    }
    return undefined;
  });
  return { posts };
}

afterEach(() => vi.unstubAllGlobals());

describe('the follow-up (document 2 §4, §5, DECISIONS row 10)', () => {
  it('opens the form prefilled with today and an empty note when the toggle is turned on', async () => {
    followUpApi();
    showContact('c1');

    const toggle = await screen.findByRole('switch', { name: 'Follow up' });
    expect(toggle).toHaveProperty('checked', false);
    expect(screen.queryByLabelText(/^Note\b/)).toBeNull();
    fireEvent.click(toggle);

    expect(((await screen.findByLabelText(/^Date\b/)) as HTMLInputElement).value).toBe(today);
    expect((screen.getByLabelText(/^Note\b/) as HTMLInputElement).value).toBe('');
    expect(screen.getByLabelText(/^Note\b/).getAttribute('maxlength')).toBe('100');
  });

  it("offers Today's quick choices under the date, Tomorrow and Next week (QA 63b L6)", async () => {
    followUpApi();
    showContact('c1');
    fireEvent.click(await screen.findByRole('switch', { name: 'Follow up' }));
    const date = (await screen.findByLabelText(/^Date\b/)) as HTMLInputElement;

    fireEvent.click(screen.getByRole('button', { name: 'Next week' }));
    expect(date.value).toBe('2026-06-22');
    fireEvent.click(screen.getByRole('button', { name: 'Tomorrow' }));
    expect(date.value).toBe('2026-06-16');
  });

  it('shows the messages of document 2 §5 and saves nothing while the form is invalid', async () => {
    const { posts } = followUpApi();
    showContact('c1');
    fireEvent.click(await screen.findByRole('switch', { name: 'Follow up' }));
    const date = await screen.findByLabelText(/^Date\b/);
    const note = screen.getByLabelText(/^Note\b/);

    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Note is required')).toBeTruthy();

    fireEvent.change(note, { target: { value: 'Call her' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Note must have at least 10 characters')).toBeTruthy();

    clearText(date);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Date is required')).toBeTruthy();

    typeText(date, '20261345');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please, enter a valid date')).toBeTruthy();
    expect(posts).toEqual([]);
  });

  it("clears a refused field's message once that field is changed, and keeps the other's (review L5)", async () => {
    const { posts } = followUpApi();
    showContact('c1');
    fireEvent.click(await screen.findByRole('switch', { name: 'Follow up' }));
    const date = await screen.findByLabelText(/^Date\b/);
    const note = screen.getByLabelText(/^Note\b/);
    clearText(date);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Date is required')).toBeTruthy();
    expect(screen.getByText('Note is required')).toBeTruthy();

    // Still no valid date: the message goes on the change, not once the field is right.
    typeText(date, '2026');

    expect(screen.queryByText('Date is required')).toBeNull();
    expect(date.getAttribute('aria-invalid')).not.toBe('true');
    expect(screen.getByText('Note is required')).toBeTruthy();
    expect(note.getAttribute('aria-invalid')).toBe('true');
    expect(posts).toEqual([]);
  });

  it("saves a valid follow-up, shows 'Follow up saved' for 2.5 seconds, and the toggle stays on", async () => {
    const { posts } = followUpApi();
    showContact('c1');
    fireEvent.click(await screen.findByRole('switch', { name: 'Follow up' }));
    const date = await screen.findByLabelText(/^Date\b/);

    typeText(date, '20260620', { replace: true });
    fireEvent.change(screen.getByLabelText(/^Note\b/), { target: { value: 'Ask about the spring listing' } });
    // How long it shows is the timer the notice sets, not a stopwatch (which a busy machine stretches).
    const timers = vi.spyOn(globalThis, 'setTimeout');
    // The live region is there, empty, before the message: one drawn with its text is often not read.
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    const notice = await screen.findByText('Follow up saved');
    expect(notice).toBe(status);
    expect(posts).toEqual([{ date: '2026-06-20', note: 'Ask about the spring listing' }]);
    expect(timers.mock.calls.map(([, delay]) => delay)).toContain(2_500);
    timers.mockRestore();
    await waitFor(() => expect(status.textContent).toBe(''), { timeout: 15_000 });
    expect(status.isConnected).toBe(true);
    expect(screen.getByRole('switch', { name: 'Follow up' })).toHaveProperty('checked', true);
    expect((screen.getByLabelText(/^Date\b/) as HTMLInputElement).value).toBe('2026-06-20');
  });

  it('puts the saved follow-up on the cached Agent Contacts page, which the read model may answer late', async () => {
    const { posts } = followUpApi();
    const queryClient = testQueryClient();
    const listKey = ['users', 'list', 'all', { q: 'Olivia' }];
    queryClient.setQueryData(listKey, { items: [person('c1'), person('c2')], total: 2, from: 0, size: 50 });
    showContact('c1', { queryClient });
    fireEvent.click(await screen.findByRole('switch', { name: 'Follow up' }));

    fireEvent.change(await screen.findByLabelText(/^Note\b/), { target: { value: 'Ask about the spring listing' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    await screen.findByText('Follow up saved');
    expect(posts).toHaveLength(1);
    const page = queryClient.getQueryData<UsersPage>(listKey)!;
    expect(page.items.map((item) => item.followUp)).toEqual([
      { date: today, note: 'Ask about the spring listing' },
      undefined,
    ]);
  });

  it('opens on the saved follow-up; turned off, it is deleted (the clearing body) only when the agent says Delete', async () => {
    const { posts } = followUpApi({ date: '2026-06-01', note: 'Send the May report' });
    showContact('c1');

    const toggle = await screen.findByRole('switch', { name: 'Follow up' });
    expect(toggle).toHaveProperty('checked', true);
    expect(((await screen.findByLabelText(/^Note\b/)) as HTMLInputElement).value).toBe('Send the May report');

    fireEvent.click(toggle);
    const group = await screen.findByRole('group', { name: 'Turn off the follow-up' });
    const choice = within(group);
    // The question is the group's description: a screen reader says what Done and Delete do.
    const question = choice.getByText(/^Turn off the follow-up of 2026-06-01\?/);
    expect(group.getAttribute('aria-describedby')).toBe(question.id);
    // Nothing is lost before the agent chooses; the first choice has the focus.
    expect(posts).toEqual([]);
    expect(document.activeElement).toBe(choice.getByRole('button', { name: 'Done' }));
    fireEvent.click(choice.getByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(posts).toEqual([{}]));
    await waitFor(() => expect(screen.queryByLabelText(/^Note\b/)).toBeNull());
    expect(screen.getByRole('switch', { name: 'Follow up' })).toHaveProperty('checked', false);
    expect(screen.queryByRole('group', { name: 'Turn off the follow-up' })).toBeNull();
    expect(await screen.findByText('Follow-up deleted')).toBeTruthy();
    // The buttons went with the choice: the focus is back on the switch, not lost to the page.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('switch', { name: 'Follow up' })));
  });

  it('turned off and marked Done, the follow-up is cleared and kept as a note, as on Today', async () => {
    const saved = { date: '2026-06-01', note: 'Send the May report' };
    const { posts } = followUpApi(saved);
    showContact('c1');

    fireEvent.click(await screen.findByRole('switch', { name: 'Follow up' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Done' }));

    await waitFor(() => expect(posts).toEqual([{ done: saved }]));
    expect(screen.getByRole('switch', { name: 'Follow up' })).toHaveProperty('checked', false);
    expect(await screen.findByText('Follow-up done: kept as a note')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('switch', { name: 'Follow up' })));
  });

  it('turned off by mistake, Keep it (or Escape) puts it back as it was, with nothing sent', async () => {
    const { posts } = followUpApi({ date: '2026-06-01', note: 'Send the May report' });
    showContact('c1');
    const toggle = await screen.findByRole('switch', { name: 'Follow up' });

    fireEvent.click(toggle);
    fireEvent.click(await screen.findByRole('button', { name: 'Keep it' }));
    expect(toggle).toHaveProperty('checked', true);
    expect(document.activeElement).toBe(toggle);
    expect(((await screen.findByLabelText(/^Note\b/)) as HTMLInputElement).value).toBe('Send the May report');

    fireEvent.click(toggle);
    fireEvent.keyDown(await screen.findByRole('button', { name: 'Done' }), { key: 'Escape' });
    expect(toggle).toHaveProperty('checked', true);
    expect(document.activeElement).toBe(toggle);
    expect(posts).toEqual([]);
  });

  it('shows a saved follow-up dated before yesterday (Toronto) in the warning colour, as the list does', async () => {
    followUpApi({ date: '2026-06-13', note: 'Send the May report' });
    showContact('c1');

    const date = (await screen.findByLabelText(/^Date\b/)) as HTMLInputElement;
    expect(date.value).toBe('2026-06-13');
    expect(date.getAttribute('data-overdue')).toBe('true');
    expect(date.style.color).toBe('var(--mantine-color-orange-8)');

    // Yesterday is not overdue yet; a date being typed is not a date.
    typeText(date, '20260614', { replace: true });
    expect(date.getAttribute('data-overdue')).toBeNull();
    typeText(date, '2026', { replace: true });
    expect(date.getAttribute('data-overdue')).toBeNull();
  });

  it('says under the date when the day has passed, so a slip of the year is seen before saving', async () => {
    followUpApi();
    showContact('c1');
    fireEvent.click(await screen.findByRole('switch', { name: 'Follow up' }));
    const date = await screen.findByLabelText(/^Date\b/);
    const warning = 'This day has passed: the follow-up will show as due at once.';

    expect(screen.queryByText(warning)).toBeNull();
    typeText(date, '20200101', { replace: true });
    expect(screen.getByText(warning)).toBeTruthy();
    typeText(date, today.replace(/-/g, ''), { replace: true });
    expect(screen.queryByText(warning)).toBeNull();
  });

  // QA 46a M2: '12/05/2026' typed into the mask reads '1205-20-26', no day of any calendar.
  it('says nothing of a day gone by for a date no calendar has, only that it is not valid', async () => {
    followUpApi();
    showContact('c1');
    fireEvent.click(await screen.findByRole('switch', { name: 'Follow up' }));
    const date = (await screen.findByLabelText(/^Date\b/)) as HTMLInputElement;

    typeText(date, '12/05/2026', { replace: true });
    expect(date.value).toBe('1205-20-26');
    expect(screen.queryByText(/This day has passed/)).toBeNull();
    expect(date.getAttribute('data-overdue')).toBeNull();
  });

  it('turning the toggle off before saving only closes the form', async () => {
    const { posts } = followUpApi();
    showContact('c1');
    const toggle = await screen.findByRole('switch', { name: 'Follow up' });

    fireEvent.click(toggle);
    await screen.findByLabelText(/^Note\b/);
    fireEvent.click(toggle);

    await waitFor(() => expect(screen.queryByLabelText(/^Note\b/)).toBeNull());
    expect(posts).toEqual([]);
    expect(within(document.body).queryByText('Follow up saved')).toBeNull();
  });
});

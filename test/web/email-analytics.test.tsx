import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EmailAnalyticsAnswer, EmailAnalyticsItem } from '@shared/analytics';
import { EmailAnalyticsPage } from '../../web/src/features/email-analytics/components/email-analytics-page';
import { openIncludesClicks, percentOfSent } from '../../web/src/features/email-analytics/email-figures';
import { sentWhen } from '../../web/src/features/email-analytics/components/newsletter-panel';
import { stubApi, type StubAnswer } from './api-stub';
import { renderWithRouter } from './render';

vi.mock('../../web/src/lib/auth-session', () => ({ currentIdToken: vi.fn(async () => 'agent-id-token') }));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

// Mid-June in Toronto.
const now = new Date('2026-06-15T16:00:00Z');

const olivia = { uid: 'u-olivia', name: 'Olivia Chen', email: 'olivia@example.com' };
const marcus = { uid: 'u-marcus', name: 'Marcus Lee', email: 'marcus@example.com' };

function answer(
  month: string,
  counts: { send: number; open: number; click: number; unsubscribe: number },
  machines = { open: 0, click: 0 },
): EmailAnalyticsAnswer {
  const item = (
    feedType: EmailAnalyticsItem['feedType'],
    count: number,
    machineCount = 0,
    people: EmailAnalyticsItem['userAndCounts'] = [],
  ) => ({
    feedType,
    count,
    machineCount,
    userAndCounts: people,
  });
  return {
    month,
    items: [
      item('_email.send', counts.send),
      item('_email.open', counts.open, machines.open, [
        { ...olivia, count: 3 },
        { ...marcus, count: 1 },
        // A contact who moved to another agent since, or was deleted: the server names no one.
        { uid: 'u-gone', name: '', email: '', count: 1 },
      ]),
      item('_email.click', counts.click, machines.click, [{ ...marcus, count: 2 }]),
      item('_email.unsubscribe', counts.unsubscribe),
    ],
  };
}

function stubEmail(answers: Record<string, StubAnswer>) {
  const paths: string[] = [];
  stubApi((path) => {
    paths.push(path);
    return answers[path] ?? { status: 404, body: { message: 'Not found' } };
  });
  return paths;
}

const rateCard = async (label: string) =>
  (await screen.findByText(label)).closest<HTMLElement>('[data-testid="rate-card"]')!;
const percentOf = async (label: string) => within(await rateCard(label)).getByTestId('rate-percent').textContent;

/** Opens the Open rate's side panel of June 2026: the panel, and its rows' text without the header. */
async function openedInJune() {
  fireEvent.click(within(await rateCard('Open rate')).getByRole('button'));
  const opened = await screen.findByRole('dialog', { name: 'Opened: e-mails sent in June 2026' });
  // Its count is of e-mails opened, not of opens (QA 77a L2).
  expect(within(opened).getByRole('columnheader', { name: 'E-mails opened' })).toBeTruthy();
  const rows = within(opened)
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.textContent);
  return { opened, rows };
}

describe('Email Analytics (document 2 §2)', () => {
  it('shows opens, clicks and unsubscribes as percentages of the e-mails sent, machines beside', async () => {
    stubEmail({
      '/analytics/agentemail?time=202606': {
        body: answer('2026-06', { send: 200, open: 50, click: 9, unsubscribe: 1 }, { open: 12, click: 3 }),
      },
    });
    renderWithRouter(<EmailAnalyticsPage viewer="agent" now={now} />);

    expect(within(await screen.findByTestId('sent-card')).getByText('200')).toBeTruthy();
    expect(
      within(screen.getByTestId('sent-card')).getByText(
        'Newsletters and home-value updates; invitations are not counted.',
      ),
    ).toBeTruthy();
    expect(await percentOf('Open rate')).toBe('25.0%');
    expect(await percentOf('Click through')).toBe('4.5%');
    expect(await percentOf('Unsubscribes')).toBe('0.5%');
    expect(within(await rateCard('Open rate')).getByText('+ 12 by machines')).toBeTruthy();
    fireEvent.click(within(await rateCard('Open rate')).getByRole('button', { name: 'Why apart?' }));
    expect(within(await rateCard('Open rate')).getByText(/Apple Mail Privacy Protection/)).toBeTruthy();
    expect(within(await rateCard('Click through')).getByText('+ 3 by machines')).toBeTruthy();
    expect(within(await rateCard('Unsubscribes')).queryByText(/by machines/)).toBeNull();
    // Each rate is of the month's own mail (QA 56a M2).
    expect(
      screen.getByText(
        'Each rate is of the e-mails sent in the month: an open, a click or an unsubscribe counts with the month its e-mail went out.',
      ),
    ).toBeTruthy();
    expect(screen.queryByTestId('nothing-sent')).toBeNull();
  });

  it('says so of a month in which nothing was sent (QA 56a L6)', async () => {
    stubEmail({
      '/analytics/agentemail?time=202606': { body: answer('2026-06', { send: 0, open: 0, click: 0, unsubscribe: 0 }) },
    });
    renderWithRouter(<EmailAnalyticsPage viewer="agent" now={now} />);

    expect((await screen.findByTestId('nothing-sent')).textContent).toBe('No e-mails were sent in June 2026.');
    expect(await percentOf('Open rate')).toBe('0.0%');
  });

  it("says that the current month's rates are so far, and a past month's are not", async () => {
    stubEmail({
      '/analytics/agentemail?time=202606': { body: answer('2026-06', { send: 10, open: 4, click: 2, unsubscribe: 0 }) },
      '/analytics/agentemail?time=202605': { body: answer('2026-05', { send: 20, open: 8, click: 2, unsubscribe: 0 }) },
    });
    renderWithRouter(<EmailAnalyticsPage viewer="agent" now={now} />);

    expect(within(await screen.findByTestId('sent-card')).getByText('in June 2026 so far')).toBeTruthy();
    expect(screen.getByTestId('month-to-date').textContent).toBe(
      'June 2026 is not over: e-mails sent recently may still be opened or clicked, so its rates can rise.',
    );

    fireEvent.change(screen.getByRole('combobox', { name: 'Analytics month' }), { target: { value: '2026-05' } });

    await waitFor(() => expect(within(screen.getByTestId('sent-card')).getByText('20')).toBeTruthy());
    expect(within(screen.getByTestId('sent-card')).getByText('in May 2026')).toBeTruthy();
    expect(screen.queryByTestId('month-to-date')).toBeNull();
  });

  it("says in a month's first week that the last month's rates can still rise a little, and not after", async () => {
    stubEmail({
      '/analytics/agentemail?time=202607': { body: answer('2026-07', { send: 1, open: 0, click: 0, unsubscribe: 0 }) },
      '/analytics/agentemail?time=202606': { body: answer('2026-06', { send: 20, open: 8, click: 2, unsubscribe: 0 }) },
    });
    // July 3rd in Toronto: June's last e-mails have had two days.
    renderWithRouter(<EmailAnalyticsPage viewer="agent" now={new Date('2026-07-03T16:00:00Z')} />);
    await screen.findByTestId('sent-card');
    fireEvent.change(screen.getByRole('combobox', { name: 'Analytics month' }), { target: { value: '2026-06' } });

    await waitFor(() => expect(within(screen.getByTestId('sent-card')).getByText('20')).toBeTruthy());
    expect(screen.getByTestId('month-to-date').textContent).toBe(
      'June 2026 has just ended: e-mails sent late in it may still be opened or clicked, so its rates can still rise a little.',
    );
    expect(within(screen.getByTestId('sent-card')).getByText('in June 2026')).toBeTruthy();
  });

  it('says nothing of the last month once it has had a week to settle', async () => {
    stubEmail({
      '/analytics/agentemail?time=202607': { body: answer('2026-07', { send: 1, open: 0, click: 0, unsubscribe: 0 }) },
      '/analytics/agentemail?time=202606': { body: answer('2026-06', { send: 20, open: 8, click: 2, unsubscribe: 0 }) },
    });
    renderWithRouter(<EmailAnalyticsPage viewer="agent" now={new Date('2026-07-09T16:00:00Z')} />);
    await screen.findByTestId('sent-card');
    fireEvent.change(screen.getByRole('combobox', { name: 'Analytics month' }), { target: { value: '2026-06' } });

    await waitFor(() => expect(within(screen.getByTestId('sent-card')).getByText('20')).toBeTruthy());
    expect(screen.queryByTestId('month-to-date')).toBeNull();
  });

  it('shows 0% for every rate when nothing was sent', async () => {
    stubEmail({
      '/analytics/agentemail?time=202606': { body: answer('2026-06', { send: 0, open: 2, click: 1, unsubscribe: 0 }) },
    });
    renderWithRouter(<EmailAnalyticsPage viewer="agent" now={now} />);

    expect(await percentOf('Open rate')).toBe('0.0%');
    expect(await percentOf('Click through')).toBe('0.0%');
    expect(await percentOf('Unsubscribes')).toBe('0.0%');
    expect(percentOfSent(5, 0)).toBe(0);
    expect(percentOfSent(1, 3)).toBe(33.3);
  });

  it('opens one side panel of people at a time', async () => {
    stubEmail({
      '/analytics/agentemail?time=202606': {
        body: answer('2026-06', { send: 10, open: 4, click: 2, unsubscribe: 0 }),
      },
    });
    renderWithRouter(<EmailAnalyticsPage viewer="agent" now={now} />);

    const { opened, rows } = await openedInJune();
    expect(rows).toEqual(['Olivia Chenolivia@example.com3', 'Marcus Leemarcus@example.com1', 'A former contact1']);
    // A click is an open the reader's mail client did not report: counted here, and said so, as a
    // contact's activity lists the click alone (QA 38b L4).
    expect(within(opened).getByText(openIncludesClicks)).toBeTruthy();

    fireEvent.click(within(await rateCard('Click through')).getByRole('button'));

    const clicked = await screen.findByRole('dialog', { name: 'Clicked a link: e-mails sent in June 2026' });
    expect(within(clicked).getByText('marcus@example.com')).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Opened: e-mails sent in June 2026' })).toBeNull();
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
  });

  it('lists what the people listed do not add up to as people deleted since (QA 62b L2)', async () => {
    stubEmail({
      '/analytics/agentemail?time=202606': {
        // Seven opens counted; the lines listed (the former contact's too) add up to 5, so 2 were
        // of people deleted since.
        body: answer('2026-06', { send: 10, open: 7, click: 2, unsubscribe: 0 }),
      },
    });
    renderWithRouter(<EmailAnalyticsPage viewer="agent" now={now} />);

    const { rows } = await openedInJune();
    expect(rows).toEqual([
      'Olivia Chenolivia@example.com3',
      'Marcus Leemarcus@example.com1',
      'A former contact1',
      'People deleted since2',
    ]);
  });

  it("asks for the current Toronto month first, then the picked one; an admin gets everyone's mail", async () => {
    const paths = stubEmail({
      '/analytics/email?time=202606': { body: answer('2026-06', { send: 10, open: 5, click: 0, unsubscribe: 0 }) },
      '/analytics/email?time=202605': { body: answer('2026-05', { send: 4, open: 1, click: 0, unsubscribe: 0 }) },
    });
    renderWithRouter(<EmailAnalyticsPage viewer="admin" now={now} />);

    expect(await percentOf('Open rate')).toBe('50.0%');
    expect(screen.getByRole('combobox', { name: 'Analytics month' })).toHaveProperty('value', '2026-06');

    fireEvent.change(screen.getByRole('combobox', { name: 'Analytics month' }), { target: { value: '2026-05' } });

    await waitFor(async () => expect(await percentOf('Open rate')).toBe('25.0%'));
    // The admin's newsletter panel loads its own code and asks on its own; when it does depends on
    // that load, so only the analytics calls are in order here (CI run of fe33651b).
    expect(paths.filter((path) => path.startsWith('/analytics/'))).toEqual([
      '/analytics/email?time=202606',
      '/analytics/email?time=202605',
    ]);
  });

  it('logs a failed load and leaves the block empty', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    stubEmail({ '/analytics/agentemail?time=202606': { status: 500, body: { message: 'Internal error' } } });
    renderWithRouter(<EmailAnalyticsPage viewer="agent" now={now} />);

    await waitFor(() =>
      expect(logged).toHaveBeenCalledWith('The e-mail analytics of 2026-06 could not be loaded', expect.anything()),
    );
    expect(screen.queryByTestId('sent-card')).toBeNull();
    expect(screen.queryAllByTestId('rate-card')).toHaveLength(0);
    expect(screen.getByRole('combobox', { name: 'Analytics month' })).toBeTruthy();
  });
});

describe("the admin's newsletter panel (QA 68b M3)", () => {
  const campaign = {
    month: '2026-05',
    state: 'done',
    startedAt: '2026-06-01T13:00:00.000Z',
    finishedAt: '2026-06-01T13:04:00.000Z',
    recipients: 83,
    sent: 8,
    skipped: 75,
    failed: 0,
    unknown: 0,
    skippedIds: [
      ...Array.from({ length: 73 }, (_, i) => ({ id: `u${i}`, reason: 'no-neighbourhood' })),
      { id: 'u-s1', reason: 'suppressed' },
      { id: 'u-s2', reason: 'suppressed' },
    ],
    failedIds: [],
    unknownIds: [],
  };
  const figures = { sends: 1000, bounces: 31, complaints: 0, over: 1000 };

  it('shows, for the month picked, the newsletter sent in it: whom it reached, whom it skipped and why', async () => {
    const paths = stubEmail({
      '/analytics/email?time=202606': { body: answer('2026-06', { send: 8, open: 2, click: 0, unsubscribe: 0 }) },
      '/admin/newsletter?month=2026-05': { body: campaign },
      '/admin/sending': { body: { paused: false, current: figures } },
    });
    renderWithRouter(<EmailAnalyticsPage viewer="admin" now={now} />);

    const panel = (await screen.findByRole('heading', { name: 'Monthly newsletter' })).closest('section')!;
    expect(await within(panel).findByText('The May 2026 sold reports, sent on 2026-06-01.')).toBeTruthy();
    expect(
      await within(panel).findByText(
        '8 of 83 subscribers got it (9.6%). Skipped: 73 follow no neighbourhood and have no home to report on; 2 have an address that bounced or complained.',
      ),
    ).toBeTruthy();
    expect(within(panel).getByText('Done')).toBeTruthy();
    expect(within(panel).queryByText('Bulk sending is paused')).toBeNull();
    expect(paths).toContain('/admin/newsletter?month=2026-05');
  });

  // QA 77a M1: September's and October's campaigns, run on 7 December, read "sent in October" and
  // "sent in November" beside those months' figures, which held none of their e-mails.
  it("says when the newsletter went out by the campaign's own dates, and where its e-mails count", async () => {
    stubEmail({
      '/analytics/email?time=202606': { body: answer('2026-06', { send: 8, open: 2, click: 0, unsubscribe: 0 }) },
      '/admin/newsletter?month=2026-05': {
        body: { ...campaign, startedAt: '2026-07-07T15:27:18.000Z', finishedAt: '2026-07-08T09:00:00.000Z' },
      },
      '/admin/sending': { body: { paused: false, current: figures } },
    });
    renderWithRouter(<EmailAnalyticsPage viewer="admin" now={now} />);

    const panel = (await screen.findByRole('heading', { name: 'Monthly newsletter' })).closest('section')!;
    expect(
      await within(panel).findByText(
        'The May 2026 sold reports, sent from 2026-07-07 to 2026-07-08: its e-mails count in July 2026, not in June 2026.',
      ),
    ).toBeTruthy();
  });

  it('names both months of a campaign that ran across the end of one, and says a paused one started', async () => {
    const base = campaign as NonNullable<Parameters<typeof sentWhen>[0]>;
    expect(
      sentWhen({ ...base, startedAt: '2026-06-30T18:00:00Z', finishedAt: '2026-07-02T12:00:00Z' }, '2026-06'),
    ).toBe(', sent from 2026-06-30 to 2026-07-02: its e-mails count in June 2026 and July 2026');
    expect(
      sentWhen({ ...base, state: 'paused', startedAt: '2026-06-01T13:00:00Z', finishedAt: undefined }, '2026-06'),
    ).toBe(', started on 2026-06-01');
    expect(sentWhen({ ...base, startedAt: undefined }, '2026-06')).toBe('');
    // Done, its finish not noted: it ended on its last run, not "started".
    expect(
      sentWhen(
        { ...base, startedAt: '2026-06-01T13:00:00Z', finishedAt: undefined, lastRunAt: '2026-06-01T13:05:00Z' },
        '2026-06',
      ),
    ).toBe(', sent on 2026-06-01');
  });

  it('says bulk sending is paused and why, and resumes it after a second look', async () => {
    let paused = true;
    const calls: string[] = [];
    stubApi((path, method) => {
      calls.push(`${method} ${path}`);
      if (path === '/admin/sending/resume') {
        paused = false;
        return { body: { paused: false, current: { ...figures, sends: 0, bounces: 0 } } };
      }
      if (path === '/admin/sending') {
        return {
          body: paused
            ? {
                paused: true,
                pause: { reason: 'bounces', pausedAt: '2026-06-14T10:00:00Z', figures },
                current: figures,
              }
            : { paused: false, current: figures },
        };
      }
      if (path.startsWith('/admin/newsletter')) return { body: { ...campaign, state: 'paused' } };
      return { body: answer('2026-06', { send: 8, open: 2, click: 0, unsubscribe: 0 }) };
    });
    renderWithRouter(<EmailAnalyticsPage viewer="admin" now={now} />);

    expect(await screen.findByText('Bulk sending is paused')).toBeTruthy();
    expect(screen.getByText(/Paused for 31 hard bounces in the last 1,000 sends\./)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Resume sending' }));
    expect(calls).not.toContain('POST /admin/sending/resume');
    fireEvent.click(screen.getByRole('button', { name: 'Resume sending now' }));

    await waitFor(() => expect(screen.queryByText('Bulk sending is paused')).toBeNull());
    expect(calls).toContain('POST /admin/sending/resume');
  });

  it("is not an agent's", async () => {
    const paths = stubEmail({
      '/analytics/agentemail?time=202606': { body: answer('2026-06', { send: 8, open: 2, click: 0, unsubscribe: 0 }) },
    });
    renderWithRouter(<EmailAnalyticsPage viewer="agent" now={now} />);

    await screen.findByTestId('sent-card');
    expect(screen.queryByRole('heading', { name: 'Monthly newsletter' })).toBeNull();
    expect(paths.filter((path) => path.startsWith('/admin/'))).toEqual([]);
  });
});

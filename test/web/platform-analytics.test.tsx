import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { UserAnalytics, WebAnalyticsAnswer, WebAnalyticsFigures } from '@shared/analytics';
import { PlatformAnalyticsPage } from '../../web/src/features/platform-analytics/components/platform-analytics-page';
import { readWebConfig, setWebConfig, webConfig } from '../../web/src/lib/web-config';
import { stubApi, type StubAnswer } from './api-stub';
import { renderWithRouter } from './render';

vi.mock('../../web/src/lib/auth-session', () => ({ currentIdToken: vi.fn(async () => 'admin-id-token') }));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

// 02:00 UTC on 1 June is still 31 May in Toronto: the picker opens on May.
const now = new Date('2026-06-01T02:00:00Z');

const figures = (overrides: Partial<WebAnalyticsFigures> = {}): WebAnalyticsFigures => ({
  visitors: 0,
  sessionNumber: 0,
  logins: 0,
  mobileSessionNumber: 0,
  sessionTime: 0,
  pageVisited: 0,
  ...overrides,
});

const monthAnswer = (month: string, overrides: Partial<WebAnalyticsFigures>): WebAnalyticsAnswer => ({
  ...figures(overrides),
  from: month,
  to: month,
  months: [{ month, ...figures(overrides) }],
});

const overview: WebAnalyticsAnswer = {
  ...figures({ visitors: 12_400, sessionNumber: 9000, logins: 310, mobileSessionNumber: 3000 }),
  sessionTime: 9000 * 5 * 60_000,
  pageVisited: 27_000,
  from: '2025-06',
  to: '2026-05',
  months: [{ month: '2026-05', ...figures({ visitors: 1200, logins: 30 }) }],
};

const users: UserAnalytics = { waitingLists: 42, waitingListLastWeek: 37, registerredUsers: 30, invites: 40 };

/** The analytics calls answered from a table; anything else (the feedback list) left unanswered. */
function stubAnalytics(answers: Record<string, StubAnswer>) {
  const paths: string[] = [];
  stubApi((path) => {
    paths.push(path);
    return answers[path] ?? new Promise<StubAnswer>(() => {});
  });
  return paths;
}

const section = (name: string) => screen.findByRole('region', { name });
const values = (region: HTMLElement) =>
  within(region)
    .queryAllByTestId('figure-value')
    .map((node) => node.textContent);

describe('Platform Analytics (document 2 §2)', () => {
  it("shows the current Toronto month's figures by default and another month's when picked", async () => {
    const paths = stubAnalytics({
      '/admin/webanalytics': { body: overview },
      // 4 sessions of 10 minutes and a half in all, 3 on a phone, 10 pages.
      '/admin/webanalytics?time=202605': {
        body: monthAnswer('2026-05', {
          visitors: 7,
          logins: 5,
          sessionNumber: 4,
          mobileSessionNumber: 3,
          sessionTime: 4 * 10.5 * 60_000,
          pageVisited: 10,
        }),
      },
      '/admin/webanalytics?time=202604': { body: monthAnswer('2026-04', {}) },
      '/admin/useranalytics': { body: users },
    });
    renderWithRouter(<PlatformAnalyticsPage now={now} />);

    const monthly = await section('Monthly data');
    expect(within(monthly).getByRole('combobox', { name: 'Analytics month' })).toHaveProperty('value', '2026-05');
    await waitFor(() => expect(values(monthly)).toEqual(['7', '5', '75%', '11 min', '2.5']));

    fireEvent.click(within(monthly).getByRole('button', { name: 'Previous month' }));

    // A month without sessions: counts are 0, the ratios have nothing to divide by.
    await waitFor(() => expect(values(monthly)).toEqual(['0', '0', '--', '--', '--']));
    expect(paths).toContain('/admin/webanalytics?time=202604');
    expect(within(monthly).getByRole('combobox', { name: 'Analytics month' })).toHaveProperty('value', '2026-04');
  });

  it('offers the last 12 months and no later one', async () => {
    stubAnalytics({});
    renderWithRouter(<PlatformAnalyticsPage now={now} />);

    const monthly = await section('Monthly data');
    expect(within(monthly).getByRole('button', { name: 'Next month' })).toHaveProperty('disabled', true);
    const options = within(monthly)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options).toHaveLength(12);
    expect(options[0]).toBe('May 2026');
    expect(options.at(-1)).toBe('June 2025');
  });

  it("shows the 12 months' overview and the Release 1 Users", async () => {
    stubAnalytics({ '/admin/webanalytics': { body: overview }, '/admin/useranalytics': { body: users } });
    renderWithRouter(<PlatformAnalyticsPage now={now} />);

    const last12 = await section('Last 12 months');
    await waitFor(() => expect(values(last12)).toEqual(['12,400', '310', '33%', '5 min', '3']));
    expect(within(last12).getByText('Jun 2025 to May 2026')).toBeTruthy();
    // 12,400 is not 12,400 people: a visitor is counted a day at a time, and the card says so.
    expect(within(last12).getByText('Daily visitors, added up')).toBeTruthy();
    // Logins (hundreds) beside visitors (thousands) have a scale of their own (QA 39 L6).
    expect(within(last12).getByText('Visitors (left scale)')).toBeTruthy();
    expect(within(last12).getByText('Logins (right scale)')).toBeTruthy();
    const release = await section('Release 1 Users');
    await waitFor(() => expect(values(release)).toEqual(['42', '75%', '40']));
    expect(within(release).getByText('+5 since last week')).toBeTruthy();
    expect(within(release).getByText('30 invited people signed up')).toBeTruthy();
    // An import's undo takes its invitations back, and the count with them (QA 38b L2).
    expect(within(release).getByText('Not counting invitations taken back')).toBeTruthy();
  });

  it('says the current month is not over, in the overview and in its own figures (QA 38b L1)', async () => {
    stubAnalytics({
      '/admin/webanalytics': { body: overview },
      '/admin/webanalytics?time=202605': { body: monthAnswer('2026-05', { visitors: 7 }) },
      '/admin/webanalytics?time=202604': { body: monthAnswer('2026-04', {}) },
      '/admin/useranalytics': { body: users },
    });
    renderWithRouter(<PlatformAnalyticsPage now={now} />);

    const notOver = 'May 2026 is not over: its figures cover the days so far.';
    const last12 = await section('Last 12 months');
    expect(await within(last12).findByText(notOver)).toBeTruthy();
    expect(within(last12).getByRole('cell', { name: 'May 2026 (so far)' })).toBeTruthy();
    const monthly = await section('Monthly data');
    expect(within(monthly).getByText(notOver)).toBeTruthy();
    fireEvent.click(within(monthly).getByRole('button', { name: 'Previous month' }));
    await waitFor(() => expect(within(monthly).queryByText(/is not over/)).toBeNull());
  });

  it('logs a failed load and leaves that block empty, the others shown', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    stubAnalytics({
      '/admin/webanalytics': { status: 500, body: { message: 'Internal error' } },
      '/admin/useranalytics': { body: users },
    });
    renderWithRouter(<PlatformAnalyticsPage now={now} />);

    await waitFor(() =>
      expect(logged).toHaveBeenCalledWith('The 12-month web analytics could not be loaded', expect.anything()),
    );
    const last12 = await section('Last 12 months');
    expect(values(last12)).toEqual(['', '', '', '', '']);
    expect(within(last12).queryByRole('table')).toBeNull();
    const release = await section('Release 1 Users');
    await waitFor(() => expect(values(release)).toEqual(['42', '75%', '40']));
  });

  it('hides the Google Analytics button when no URL is configured', async () => {
    stubAnalytics({});
    renderWithRouter(<PlatformAnalyticsPage now={now} />);

    await section('Monthly data');
    expect(screen.queryByRole('link', { name: 'Google Analytics' })).toBeNull();
  });

  it("leads to everyone's e-mail analytics, which the admin's navigation does not list", async () => {
    stubAnalytics({});
    renderWithRouter(<PlatformAnalyticsPage now={now} />);

    const link = await screen.findByRole('link', { name: 'Email Analytics' });
    expect(link.getAttribute('href')).toBe('/dashboard/email-analytics');
  });

  it('opens the configured Google Analytics report in a new tab', async () => {
    stubAnalytics({});
    const url = 'https://analytics.google.com/analytics/web/#/p123/reports';
    setWebConfig(readWebConfig({ ...webConfig(), googleAnalyticsUrl: url }));
    renderWithRouter(<PlatformAnalyticsPage now={now} />);

    const button = await screen.findByRole('link', { name: 'Google Analytics' });
    expect(button.getAttribute('href')).toBe(url);
    expect(button.getAttribute('target')).toBe('_blank');
    expect(button.getAttribute('rel')).toContain('noopener');
  });

  it('explains on request how visitors, sessions and mobile are counted', async () => {
    stubAnalytics({});
    renderWithRouter(<PlatformAnalyticsPage now={now} />);

    const toggle = await screen.findByRole('button', { name: 'How these figures are counted' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);

    expect(
      screen.getByRole('button', { name: 'Hide how these figures are counted' }).getAttribute('aria-expanded'),
    ).toBe('true');
    expect(screen.getByText(/A session ends after 30 minutes without activity/)).toBeTruthy();
    expect(screen.getByText(/sum of its daily visitors/)).toBeTruthy();
  });
});

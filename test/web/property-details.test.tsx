import { createMemoryHistory } from '@tanstack/react-router';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { torontoDate, torontoHour } from '@shared/format/dates';
import { firstShowingDay } from '@shared/search/booking';
import type { Identity } from '@shared/identity';
import { sameDayNextYear } from '@shared/validation/rules';
import { BookShowing } from '../../web/src/features/property-details/components/book-showing';
import { HistoryTable } from '../../web/src/features/property-details/components/history-table';
import { showingRequested } from '../../web/src/features/property-details/components/thanks-dialog';
import { validatePropertyDetailsSearch } from '../../web/src/features/property-details/mls-search';
import { ApiError, sendRequest } from '../../web/src/lib/api-client';
import { currentIdToken } from '../../web/src/lib/auth-session';
import { setWebConfig } from '../../web/src/lib/web-config';
import { createAppRouter } from '../../web/src/router';
import { details, history, maskedSold, summary } from './fixtures/listings';
import { renderRouter, renderWithRouter, testQueryClient } from './render';
import { neverSeenObserver } from './in-view';

vi.mock('../../web/src/lib/auth-session', () => ({
  currentIdToken: vi.fn(),
  hasStoredSession: vi.fn(() => false),
  loadCognito: vi.fn(),
}));
vi.mock('../../web/src/lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  sendRequest: vi.fn(),
}));

const client: Identity = {
  sub: 'u1',
  email: 'olivia@example.com',
  name: 'Olivia Chen',
  emailVerified: true,
  roles: ['client'],
};

beforeAll(() => {
  // jsdom has no IntersectionObserver (the mini map waits to be seen): it is never seen here.
  window.IntersectionObserver = neverSeenObserver;
});
beforeEach(() => {
  setWebConfig({
    apiUrl: '/api',
    photosUrl: '/p',
    region: 'ca-central-1',
    userPoolId: 'p',
    userPoolClientId: 'c',
    productName: 'GTA Homes',
  });
});
afterEach(() => vi.mocked(sendRequest).mockReset());

/** Who is signed in, and what `/properties/{mls}` answers (null: 404). */
function api(identity: Identity | null, answers: Record<string, unknown>) {
  vi.mocked(currentIdToken).mockResolvedValue(identity ? 'id-token' : undefined);
  vi.mocked(sendRequest).mockImplementation(async (path: string) => {
    if (path === '/identity') return identity;
    if (path === '/myprofile') return { id: 'u1' };
    if (path === '/followings') return { neighbourhoods: {}, properties: {} };
    if (path in answers) {
      if (answers[path] === null) throw new ApiError(404, { message: 'Not found' });
      return answers[path];
    }
    throw new Error(`unexpected call ${path}`);
  });
}

/** The first visit compiles the page's lazy chunks. */
const slow = { timeout: 10_000 };

function visit(path: string) {
  const router = createAppRouter(testQueryClient(), createMemoryHistory({ initialEntries: [path] }));
  renderRouter(router);
  return router;
}

describe('the history table (document 3 §2.6)', () => {
  it('shows 5 rows, all on Load More, and 5 again on Collapse', () => {
    renderWithRouter(<HistoryTable histories={history(12)} blurred={false} />);
    return waitFor(() => {
      expect(screen.getAllByTestId('history-row')).toHaveLength(5);
      fireEvent.click(screen.getByRole('button', { name: 'Load More' }));
      expect(screen.getAllByTestId('history-row')).toHaveLength(12);
      fireEvent.click(screen.getByRole('button', { name: 'Collapse' }));
      expect(screen.getAllByTestId('history-row')).toHaveLength(5);
    });
  });

  it('offers no Load More for 5 rows or fewer', async () => {
    renderWithRouter(<HistoryTable histories={history(5)} blurred={false} />);
    await screen.findAllByTestId('history-row');
    expect(screen.queryByRole('button', { name: 'Load More' })).toBeNull();
  });

  it("writes a lease's prices as monthly rents beside a sale's (QA 22a F6)", async () => {
    renderWithRouter(
      <HistoryTable
        histories={[
          { date: '2026-10-02', event: 'Leased', price: 2_050, mls: 'C6075318', saleType: 'Lease' },
          { date: '2026-09-01', event: 'Listed', price: 2_350, mls: 'C6075318', saleType: 'Lease' },
          { date: '2019-04-11', event: 'Sold', price: 569_500, mls: 'C4400001', saleType: 'Sale' },
        ]}
        blurred={false}
      />,
    );
    const prices = (await screen.findAllByTestId('history-row')).map((row) => row.children[2]!.textContent);
    expect(prices).toEqual(['$2,050/mo', '$2,350/mo', '$569,500']);
  });

  it('blurs the table for a visitor, with Unlock Full Details to sign in', async () => {
    renderWithRouter(<HistoryTable histories={history(3)} blurred />);
    expect((await screen.findByRole('link', { name: /Unlock Full Details/ })).getAttribute('href')).toBe('/sign-in');
    expect(screen.queryByRole('button', { name: 'Load More' })).toBeNull();
  });
});

describe('the details path (document 3 §2.1)', () => {
  it('reads the MLS number as the key-less value of the query string, or as mls', () => {
    expect(validatePropertyDetailsSearch({ '': 'C1234567' })).toEqual({ '': 'C1234567', mls: undefined });
    expect(validatePropertyDetailsSearch({ mls: 'W7654321' })).toEqual({ '': 'W7654321', mls: undefined });
    expect(validatePropertyDetailsSearch({ '': 12345678 })).toEqual({ '': '12345678', mls: undefined });
    expect(validatePropertyDetailsSearch({ '': '../etc' })).toEqual({ mls: undefined });
  });
});

describe('the property details page (document 3 §2.6)', () => {
  it('shows the listing of /property-details/?={mls} with its details, rooms in feet and the similar carousels', async () => {
    api(client, { '/properties/C1000001': details() });
    const router = visit('/property-details/?=C1000001');

    expect(await screen.findByRole('heading', { name: '12 Elm Avenue', level: 1 }, slow)).toBeTruthy();
    expect(screen.getAllByText('$1,499,000').length).toBeGreaterThan(0);
    const grid = within(screen.getByTestId('details-grid'));
    expect(grid.getByText('Finished')).toBeTruthy();
    expect(grid.getByText('Forced Air')).toBeTruthy();
    expect(screen.getByText('14.8 ft × 9.8 ft')).toBeTruthy();
    // The heading counts every space, as the card that opened it does; the facts split them.
    expect(screen.getByText(`${details().summary.totalParking} Parking`)).toBeTruthy();
    const sold = within(screen.getByRole('region', { name: 'Similar Sold Properties' }));
    expect(sold.getByText('Sold', { selector: 'p' })).toBeTruthy();
    expect(sold.getAllByTestId('property-card')).toHaveLength(2);
    const more = within(screen.getByRole('region', { name: 'More Detached Homes in Casa Loma' }));
    expect(more.getByText('For Sale', { selector: 'p' })).toBeTruthy();
    expect(more.getAllByTestId('property-card')).toHaveLength(3);
    expect(screen.getByRole('button', { name: 'Follow' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Book a Showing' })).toBeTruthy();
    expect(router.state.location.searchStr).toBe('?=C1000001');
  });

  it('says "1 Bed" and "1 Bath" of one, and "1+1 Beds" with a den (QA 63c L1)', async () => {
    api(client, { '/properties/C1000001': details({ summary: summary({ bedroom: 1, brPlus: 0, bathroom: 1 }) }) });
    visit('/property-details/?=C1000001');
    expect(await screen.findByText('1 Bed', {}, slow)).toBeTruthy();
    expect(screen.getByText('1 Bath')).toBeTruthy();
    cleanup();
    api(client, { '/properties/C1000001': details({ summary: summary({ bedroom: 1, brPlus: 1, bathroom: 2 }) }) });
    visit('/property-details/?=C1000001');
    expect(await screen.findByText('1+1 Beds', {}, slow)).toBeTruthy();
    expect(screen.getByText('2 Baths')).toBeTruthy();
  });

  it("heads a lease's similar carousels 'Leased / Comparable leased' and 'For Lease'", async () => {
    const lease = { saleType: 'Lease' as const, status: 'forLease' as const };
    api(client, { '/properties/C1000002': details({ summary: summary({ mls: 'C1000002', ...lease }) }) });
    visit('/property-details/?=C1000002');

    const sold = within(await screen.findByRole('region', { name: 'Similar Sold Properties' }, slow));
    expect(sold.getByText('Leased / Comparable leased', { selector: 'p' })).toBeTruthy();
    const more = within(screen.getByRole('region', { name: 'More Detached Homes in Casa Loma' }));
    expect(more.getByText('For Lease', { selector: 'p' })).toBeTruthy();
  });

  it('rewrites ?mls= to the key-less form', async () => {
    api(client, { '/properties/C1000004': details({ summary: summary({ mls: 'C1000004' }) }) });
    const router = visit('/property-details?mls=C1000004');
    expect(await screen.findByRole('heading', { name: '12 Elm Avenue', level: 1 }, slow)).toBeTruthy();
    await waitFor(() => expect(router.state.location.searchStr).toBe('?=C1000004'));
  });

  it("shows a visitor a sold listing's price as '****' with Unlock Full Details, and no Follow", async () => {
    api(null, { '/properties/C1000002': details({ summary: maskedSold({ mls: 'C1000002' }) }) });
    visit('/property-details/?=C1000002');

    expect(await screen.findByTestId('closed-price', {}, slow)).toBeTruthy();
    expect(screen.getByTestId('closed-price').textContent).toBe('****');
    // A screen reader hears what the stars stand for, not "star star star star" (QA 75c L6).
    expect(screen.getByTestId('closed-price').getAttribute('aria-hidden')).toBe('true');
    expect(screen.getByText('Sold price shown once you sign in')).toBeTruthy();
    // The price and the history; a closed listing has no booking form.
    expect(screen.getAllByRole('link', { name: /Unlock Full Details/ })).toHaveLength(2);
    // Each signs in and comes back to this listing, unmasked (QA 47a M2: it went home).
    for (const link of screen.getAllByRole('link', { name: /Unlock Full Details/ })) {
      expect(link.getAttribute('href')).toBe(`/sign-in?redirect=${encodeURIComponent('/property-details?=C1000002')}`);
    }
    expect(screen.getByText(/no longer on the market/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Follow' })).toBeNull();
  });

  it('shows Expired for an unavailable listing', async () => {
    api(client, { '/properties/C1000003': details({ summary: summary({ mls: 'C1000003', status: 'unavailable' }) }) });
    visit('/property/C1000003');
    expect(await screen.findByText('Expired', {}, slow)).toBeTruthy();
  });

  it('shows a clear page for an unknown MLS number', async () => {
    api(null, { '/properties/X0000000': null });
    visit('/property-details/?=X0000000');
    expect(await screen.findByRole('heading', { name: 'Property Not Found' }, slow)).toBeTruthy();
    expect(screen.getByText(/X0000000/)).toBeTruthy();
  });
});

describe('Book a Showing (document 3 §2.6)', () => {
  it('puts the focus on the date it refuses, whose message a screen reader then reads (QA 48c M8)', async () => {
    renderWithRouter(<BookShowing mls="C1000001" blurred={false} onMarket />);
    const dateInput = await screen.findByLabelText(/Preferred date/);
    const book = screen.getByRole('button', { name: 'Book a Showing' });
    fireEvent.change(dateInput, { target: { value: '2000-01-15' } });

    book.focus();
    fireEvent.click(book);

    const message = await screen.findByText('Choose today or a later date');
    await waitFor(() => expect(document.activeElement).toBe(dateInput));
    expect(dateInput.getAttribute('aria-invalid')).toBe('true');
    expect(dateInput.getAttribute('aria-describedby')).toContain(message.id);
    expect(sendRequest).not.toHaveBeenCalled();
  });

  it('checks the request with the shared rule on submit, with its messages, and sends it once valid', async () => {
    vi.mocked(sendRequest).mockResolvedValue({ id: 's1' });
    renderWithRouter(<BookShowing mls="C1000001" blurred={false} onMarket />);
    const today = torontoDate(new Date());
    const inAWeek = torontoDate(new Date(Date.now() + 7 * 24 * 3600 * 1000));
    const dateInput = await screen.findByLabelText(/Preferred date/);
    // Today, or tomorrow once this evening's showings are over.
    expect(dateInput.getAttribute('min')).toBe(firstShowingDay(today, torontoHour(new Date())));
    expect(dateInput.getAttribute('max')).toBe(sameDayNextYear(today));

    for (const [refused, message] of [
      ['', 'Choose a date.'],
      ['2000-01-15', 'Choose today or a later date'],
      [sameDayNextYear(inAWeek), 'Choose a date within a year'],
    ] as const) {
      fireEvent.change(dateInput, { target: { value: refused } });
      fireEvent.click(screen.getByRole('button', { name: 'Book a Showing' }));
      expect(await screen.findByText(message)).toBeTruthy();
    }
    expect(sendRequest).not.toHaveBeenCalled();

    fireEvent.change(dateInput, { target: { value: inAWeek } });
    fireEvent.click(screen.getByRole('button', { name: 'Book a Showing' }));
    await waitFor(() =>
      expect(sendRequest).toHaveBeenCalledWith('/properties/C1000001/book', {
        method: 'POST',
        body: { date: inAWeek, time: 'afternoon' },
      }),
    );
    // The form is cleared; the dialog says what was asked for.
    const thanks = await screen.findByRole('dialog');
    expect(thanks.textContent).toContain(`on ${showingRequested({ date: inAWeek, time: 'afternoon' })} has been sent`);
    expect((dateInput as HTMLInputElement).value).toBe('');
  });

  it('offers no time of day already over today (QA 47c L6), and every one on another day', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    // 12:00 in Toronto: the morning (9 am – 12 pm) is over.
    vi.setSystemTime(new Date('2026-06-15T16:00:00Z'));
    try {
      renderWithRouter(<BookShowing mls="C1000001" blurred={false} onMarket />);
      const dateInput = await screen.findByLabelText(/Preferred date/);
      const option = (name: RegExp) => screen.getByRole('option', { name }) as HTMLOptionElement;

      fireEvent.change(dateInput, { target: { value: '2026-06-15' } });
      expect(option(/Morning/).disabled).toBe(true);
      expect(option(/Afternoon/).disabled).toBe(false);
      expect(option(/Evening/).disabled).toBe(false);

      fireEvent.change(dateInput, { target: { value: '2026-06-16' } });
      expect(option(/Morning/).disabled).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });

  it('moves a time already over to the next open one, and starts tomorrow once the evening is over', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      // 18:00 in Toronto: only the evening is open today; the form starts on the afternoon.
      vi.setSystemTime(new Date('2026-06-15T22:00:00Z'));
      const { unmount } = renderWithRouter(<BookShowing mls="C1000001" blurred={false} onMarket />);
      const dateInput = await screen.findByLabelText(/Preferred date/);
      expect(dateInput.getAttribute('min')).toBe('2026-06-15');
      fireEvent.change(dateInput, { target: { value: '2026-06-15' } });
      expect((screen.getByLabelText('Time of day') as HTMLSelectElement).value).toBe('evening');
      unmount();

      // 21:00: nothing is open today.
      vi.setSystemTime(new Date('2026-06-16T01:00:00Z'));
      renderWithRouter(<BookShowing mls="C1000001" blurred={false} onMarket />);
      expect((await screen.findByLabelText(/Preferred date/)).getAttribute('min')).toBe('2026-06-16');
    } finally {
      vi.useRealTimers();
    }
  });

  it('repeats the day asked for with its weekday and the time of day in words', () => {
    expect(showingRequested({ date: '2026-12-07', time: 'afternoon' })).toBe(
      'Monday 2026-12-07, in the afternoon (12 pm – 5 pm)',
    );
    expect(showingRequested({ date: '2026-12-05', time: 'morning' })).toBe(
      'Saturday 2026-12-05, in the morning (9 am – 12 pm)',
    );
  });
});

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Neighbourhood } from '@shared/neighbourhood';
import type { NeighbourhoodSalesAnswer } from '@shared/sold-report/types';
import { publicationPollMs } from '../../../web/src/features/sold-reports/api/get-neighbourhood-sales';
import { NeighbourhoodDialog } from '../../../web/src/features/sold-reports/components/map/neighbourhood-dialog';
import { deferred, stubApi, type StubAnswer } from '../api-stub';
import { renderWithRouter } from '../render';

const annex: Neighbourhood = {
  id: 'annex',
  name: 'Annex',
  community: 'Toronto',
  centre: [-79.4, 43.67],
  geometry: { type: 'Polygon', coordinates: [] },
};

const april: NeighbourhoodSalesAnswer = {
  time: '202604',
  neighbourhoods: {
    annex: {
      detatched: { soldNumber: 4, averagePrice: 2_150_000 },
      // A visitor's count of 1 or 2 is withheld (DECISIONS row 26).
      condo: { soldNumber: null, averagePrice: null },
    },
  },
};
const salesPath = '/soldreports/neighbourhoods?time=202604';

function openDialog() {
  renderWithRouter(<NeighbourhoodDialog neighbourhood={annex} month="2026-04" onClose={() => undefined} />);
}

/** The Sales and Average Selling Price cells of a type's row. */
async function figuresOf(type: string) {
  const table = await screen.findByRole('table', { name: 'Properties sold in April 2026' });
  const row = within(table).getByRole('row', { name: new RegExp(`^${type} `) });
  return within(row)
    .getAllByRole('cell')
    .slice(1)
    .map((cell) => cell.textContent);
}

afterEach(() => vi.unstubAllGlobals());

describe("the neighbourhood map's dialog (document 1 §2.4)", () => {
  it('shows a loader, not figures, while the month loads', async () => {
    const answer = deferred<StubAnswer>();
    stubApi(() => answer.promise);
    openDialog();

    expect(await screen.findByRole('status', { name: 'Loading the sales of April 2026' })).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();

    answer.resolve({ body: april });

    expect(await figuresOf('Detached')).toEqual(['4', '$2,150,000']);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('shows 0 sales only for a type the loaded month has none of, and -- for a withheld count', async () => {
    stubApi(() => ({ body: april }));
    openDialog();

    expect(await figuresOf('Semi-Detached')).toEqual(['0', '--']);
    expect(await figuresOf('Condominium')).toEqual(['--', '--']);
    // Why, as the report says it (QA 29: a visitor read -- as no sales).
    expect(screen.getByText(/visitors see figures of 3 sales or more/).textContent).toContain(
      'Sign in to see them all.',
    );
  });

  it('says why a price is withheld beside a count it shows', async () => {
    const priceWithheld = { ...april, neighbourhoods: { annex: { detatched: { soldNumber: 4, averagePrice: null } } } };
    stubApi(() => ({ body: priceWithheld }));
    openDialog();

    expect(await figuresOf('Detached')).toEqual(['4', '--']);
    expect(screen.getByText(/visitors see figures of 3 sales or more/)).toBeTruthy();
  });

  it('says nothing of withheld figures when none is', async () => {
    stubApi(() => ({
      body: { ...april, neighbourhoods: { annex: { detatched: april.neighbourhoods.annex!.detatched } } },
    }));
    openDialog();

    expect(await figuresOf('Detached')).toEqual(['4', '$2,150,000']);
    expect(screen.queryByText(/visitors see figures/)).toBeNull();
  });

  it("shows -- for every figure when the month's sales could not be loaded, and Try again loads them", async () => {
    let calls = 0;
    const fetchStub = stubApi((path) => {
      expect(path).toBe(salesPath);
      calls += 1;
      return calls === 1 ? 'network down' : { body: april };
    });
    openDialog();

    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      expect.stringContaining('The sales of April 2026 could not be loaded.'),
    );
    for (const type of [
      'Detached',
      'Semi-Detached',
      'Townhouse',
      'Condominium',
      'Condo Townhouse',
      'Multi-Residential',
    ]) {
      expect(await figuresOf(type)).toEqual(['--', '--']);
    }

    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await screen.findByText('$2,150,000')).toBeTruthy();
    expect(await figuresOf('Detached')).toEqual(['4', '$2,150,000']);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(fetchStub).toHaveBeenCalledTimes(2);
  });

  it('asks again each minute for a month just closed until it is published (00:05 on the 1st), then shows its figures', async () => {
    // 00:02 in Toronto on May 1st: the map has turned to April, which is not yet published.
    vi.useFakeTimers({ now: new Date('2026-05-01T04:02:00Z'), shouldAdvanceTime: true });
    const withheld = { soldNumber: null, averagePrice: null };
    const unpublished: NeighbourhoodSalesAnswer = {
      time: '202604',
      neighbourhoods: { annex: { detatched: withheld } },
    };
    let published = false;
    const fetchStub = stubApi(() => ({ body: published ? april : unpublished }));
    try {
      openDialog();
      expect(await figuresOf('Detached')).toEqual(['--', '--']);

      published = true;
      await vi.advanceTimersByTimeAsync(publicationPollMs);

      await waitFor(async () => expect(await figuresOf('Detached')).toEqual(['4', '$2,150,000']));
      // Published: no more asking.
      const calls = fetchStub.mock.calls.length;
      await vi.advanceTimersByTimeAsync(3 * publicationPollMs);
      expect(fetchStub).toHaveBeenCalledTimes(calls);
    } finally {
      vi.useRealTimers();
    }
  });

  it.each([
    // 01:30 in Toronto on May 1st: April should have been published at 00:05; not waited for.
    ['after the first hour of the 1st', '2026-05-01T05:30:00Z'],
    // April 20th: the month to date, which a visitor is never shown.
    ['for the month to date', '2026-04-20T16:00:00Z'],
  ])('does not ask again %s', async (_when, now) => {
    vi.useFakeTimers({ now: new Date(now), shouldAdvanceTime: true });
    const fetchStub = stubApi(() => ({
      body: { time: '202604', neighbourhoods: { annex: { detatched: { soldNumber: null, averagePrice: null } } } },
    }));
    try {
      openDialog();
      expect(await figuresOf('Detached')).toEqual(['--', '--']);
      await vi.advanceTimersByTimeAsync(3 * publicationPollMs);
      expect(fetchStub).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows -- when the API answers with an error, never 0', async () => {
    stubApi(() => ({ status: 503, body: { message: 'Service Unavailable' } }));
    openDialog();

    await screen.findByRole('alert');
    expect(await figuresOf('Semi-Detached')).toEqual(['--', '--']);
  });
});

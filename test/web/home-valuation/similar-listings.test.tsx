import { createMemoryHistory } from '@tanstack/react-router';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { SimilarProperties } from '@shared/home-value/types';
import { ApiError, sendRequest } from '../../../web/src/lib/api-client';
import { createAppRouter } from '../../../web/src/router';
import { maskedSold, summary } from '../fixtures/listings';
import { clientIdentity, sharedValuation, valuation } from '../fixtures/valuations';
import { renderRouter, testQueryClient } from '../render';
import { mockApi, type Answer } from './api-mock';
import { inViewObserver } from '../in-view';

vi.mock('../../../web/src/lib/auth-session', () => ({
  currentIdToken: vi.fn(),
  hasStoredSession: vi.fn(() => false),
  loadCognito: vi.fn(),
}));
vi.mock('../../../web/src/lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  sendRequest: vi.fn(),
}));
beforeAll(() => {
  if (!('fonts' in document)) {
    Object.defineProperty(document, 'fonts', { value: { addEventListener: () => {}, removeEventListener: () => {} } });
  }
  // Everything is in view at once: the cards are drawn as soon as their answer is there.
  window.IntersectionObserver = inViewObserver;
});
afterEach(() => {
  vi.mocked(sendRequest).mockReset();
});

/** The first visit compiles the page's lazy chunks. */
const slow = { timeout: 15_000 };
const owned = valuation();
const similarPath = `/homevalue/${owned.id}/similarSolds`;

function visitSummary(similar: Answer, path = `/home-valuation-summary/${owned.id}`) {
  const calls = mockApi(clientIdentity, {
    [`/homevalue/${owned.id}`]: owned,
    [`/homevalue/${owned.id}/chart*`]: [],
    [similarPath]: similar,
  });
  renderRouter(createAppRouter(testQueryClient(), createMemoryHistory({ initialEntries: [path] })));
  return calls;
}

const list = (name: string) => within(screen.getByRole('region', { name }));

describe("the valuation summary's similar listings (document 3 §1, DECISIONS row 21)", { timeout: 30_000 }, () => {
  it('asks for the listings with the page, and draws their cards only when the reader comes near them', async () => {
    const seeing = window.IntersectionObserver;
    let comeNear = () => {};
    window.IntersectionObserver = class {
      constructor(private readonly seen: IntersectionObserverCallback) {}
      observe(target: Element) {
        comeNear = () =>
          this.seen(
            [{ isIntersecting: true, target } as IntersectionObserverEntry],
            this as unknown as IntersectionObserver,
          );
      }
      unobserve() {}
      disconnect() {}
    } as unknown as typeof IntersectionObserver;
    try {
      const calls = visitSummary({ sold: [summary({ mls: 'C5000001', address: '14 Elm Avenue' })], active: [] });
      await screen.findByRole('heading', { name: 'Similar Sold' }, slow);
      await waitFor(() => expect(calls.some((call) => call.path === similarPath)).toBe(true));
      expect(list('Similar Sold').queryAllByTestId('property-card')).toHaveLength(0);
      expect(list('Similar Sold').getAllByTestId('similar-skeleton').length).toBeGreaterThan(0);
      comeNear();
      await waitFor(() => expect(list('Similar Sold').getAllByTestId('property-card')).toHaveLength(1));
    } finally {
      window.IntersectionObserver = seeing;
    }
  });

  it('lists similar sold and active properties as listing cards that open their details', async () => {
    const answer: SimilarProperties = {
      sold: [
        summary({
          mls: 'C5000001',
          address: '14 Elm Avenue',
          status: 'sold',
          soldPrice: 1_310_000,
          soldDate: '2026-10-03',
        }),
        summary({
          mls: 'C5000002',
          address: '20 Elm Avenue',
          status: 'sold',
          soldPrice: 1_180_000,
          soldDate: '2026-09-12',
        }),
      ],
      active: [summary({ mls: 'C6000001', address: '3 Oak Street', listingPrice: 1_275_000 })],
    };
    visitSummary(answer);

    await screen.findByRole('heading', { name: 'Similar Sold' }, slow);
    await waitFor(() => expect(list('Similar Sold').getAllByTestId('property-card')).toHaveLength(2));
    expect(
      list('Similar Sold').getByText((_, element) => element?.textContent === 'Sold price $1,310,000'),
    ).toBeTruthy();
    // What the list is beside the estimate, which adjusts the sales it uses (QA 43).
    expect(
      list('Similar Sold').getByText(
        /^Nearby sales of the same type of home \(or a similar one, where there are too few\), at the prices/,
      ),
    ).toBeTruthy();
    expect(
      list('Similar Sold')
        .getByRole('link', { name: /^14 Elm Avenue/ })
        .getAttribute('href'),
    ).toBe('/property-details/?=C5000001');
    expect(list('Similar Active').getAllByTestId('property-card')).toHaveLength(1);
    expect(list('Similar Active').getByText('$1,275,000')).toBeTruthy();
    expect(
      list('Similar Active')
        .getByRole('link', { name: /^3 Oak Street/ })
        .getAttribute('href'),
    ).toBe('/property-details/?=C6000001');
  });

  it('shows a sold price the server masked as ****, never a figure', async () => {
    visitSummary({ sold: [maskedSold({ mls: 'C5000003', address: '9 Birch Road' })], active: [] });

    await screen.findByRole('heading', { name: 'Similar Sold' }, slow);
    const sold = await waitFor(() => list('Similar Sold').getByTestId('property-card'));
    expect(within(sold).getByText('****').getAttribute('aria-hidden')).toBe('true');
    expect(within(sold).getByText('Sold price shown once you sign in')).toBeTruthy();
  });

  it('shows skeleton cards while the listings load', async () => {
    visitSummary(() => new Promise(() => {}));

    await screen.findByRole('heading', { name: 'Similar Active' }, slow);
    expect(screen.getAllByTestId('similar-skeleton')).toHaveLength(6);
    expect(screen.queryByTestId('property-card')).toBeNull();
  });

  it('keeps the room of the placeholder it replaced while the listings load, and gives it up when they come', async () => {
    let answer: (value: SimilarProperties) => void = () => {};
    visitSummary(() => new Promise<SimilarProperties>((resolve) => (answer = resolve)));

    await screen.findByRole('heading', { name: 'Similar Sold' }, slow);
    expect(screen.getByTestId('similar-area').hasAttribute('data-pending')).toBe(true);
    answer({ sold: [], active: [] });

    await screen.findByText('No similar sold properties nearby right now.');
    expect(screen.getByTestId('similar-area').hasAttribute('data-pending')).toBe(false);
  });

  it('gives up the room of the placeholder when the listings could not be loaded', async () => {
    let fail: (error: Error) => void = () => {};
    visitSummary(() => new Promise<SimilarProperties>((_resolve, reject) => (fail = reject)));

    await screen.findByRole('heading', { name: 'Similar Sold' }, slow);
    expect(screen.getByTestId('similar-area').hasAttribute('data-pending')).toBe(true);
    fail(new ApiError(500, { message: 'Internal error' }));

    await screen.findByRole('alert');
    expect(screen.getByTestId('similar-area').hasAttribute('data-pending')).toBe(false);
  });

  it('says so when there is no similar sold or active property', async () => {
    visitSummary({ sold: [], active: [] });

    expect(await screen.findByText('No similar sold properties nearby right now.', {}, slow)).toBeTruthy();
    expect(screen.getByText('No similar active properties nearby right now.')).toBeTruthy();
  });

  it('says the listings could not be loaded and loads them again on Try again', async () => {
    let failing = true;
    const calls = visitSummary(() => {
      if (failing) throw new ApiError(500, { message: 'Internal error' });
      return { sold: [], active: [summary({ mls: 'C6000002', address: '5 Pine Crescent' })] };
    });

    const alert = await screen.findByRole('alert', {}, slow);
    expect(within(alert).getByText('The similar properties could not be loaded')).toBeTruthy();
    failing = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));

    await waitFor(() => expect(list('Similar Active').getAllByTestId('property-card')).toHaveLength(1));
    expect(calls.filter((call) => call.path === similarPath)).toHaveLength(2);
  });

  it('says the service failed on a 500, not to check the connection, and a lost connection as one (QA 63a L9c)', async () => {
    visitSummary(new ApiError(500, { message: 'Internal error' }));
    const failed = await screen.findByRole('alert', {}, slow);
    expect(failed.textContent).toContain('Our service failed to load them. Please try again in a moment.');
    expect(failed.textContent).not.toContain('check your connection');
    expect(within(failed).getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('asks to check the connection when the answer never came (QA 63a L9c)', async () => {
    visitSummary(() => {
      throw new TypeError('Failed to fetch');
    });
    const failed = await screen.findByRole('alert', {}, slow);
    expect(failed.textContent).toContain('Please check your connection and try again.');
    expect(within(failed).getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('asks nothing about similar listings in the read-only shared view, which the share contract does not carry', async () => {
    const shared = sharedValuation();
    const token = 'shareTokenAAAAAAAAAAAAAAAAAAAAAAAAAAAAA';
    const calls = mockApi(null, { [`/homevalue/shared/${token}`]: shared });
    renderRouter(
      createAppRouter(
        testQueryClient(),
        createMemoryHistory({ initialEntries: [`/home-valuation-summary/${owned.id}?share=${token}`] }),
      ),
    );

    expect(await screen.findByRole('heading', { name: '12 Elm Avenue, Toronto' }, slow)).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Similar Sold' })).toBeNull();
    expect(calls.some((call) => call.path.includes('similarSolds'))).toBe(false);
  });
});

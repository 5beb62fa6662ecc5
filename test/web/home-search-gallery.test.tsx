import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { filterOf } from '@shared/search/search-params';
import type { PropertiesAnswer } from '@shared/search/types';
import { Gallery } from '../../web/src/features/home-search/components/gallery';
import { QuickViewPanel } from '../../web/src/features/home-search/components/quick-view-panel';
import { sendRequest } from '../../web/src/lib/api-client';
import { setWebConfig } from '../../web/src/lib/web-config';
import { maskedSold, summaries } from './fixtures/listings';
import { onAPhone } from './phone';
import { renderWithRouter } from './render';
import * as apiClient from '../../web/src/lib/api-client';

// Spies, not module mocks, so this file shares the module graph (vitest.config.ts); undone after each test.
beforeEach(() => {
  vi.spyOn(apiClient, 'sendRequest').mockImplementation(() => undefined as never);
});

/** The API answers pages of `total` listings, 20 at a time from `from`. */
function answerPages(total: number, reported = total) {
  vi.mocked(sendRequest).mockImplementation(async (path: string) => {
    const query = new URLSearchParams(path.split('?')[1]);
    const from = Number(query.get('from') ?? 0);
    const answer: PropertiesAnswer = {
      total: reported,
      hits: summaries(Math.max(0, Math.min(20, total - from)), from),
    };
    return answer;
  });
}

const calledFroms = () =>
  vi.mocked(sendRequest).mock.calls.map(([path]) => new URLSearchParams(String(path).split('?')[1]).get('from') ?? '0');

const cards = () => screen.queryAllByTestId('property-card');

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

/** The gallery with a button that changes the filter, as the filter bar would. */
function GalleryWithBedsButton() {
  const [raw, setRaw] = useState<Record<string, unknown>>({});
  return (
    <>
      <button type="button" onClick={() => setRaw({ bed: 3 })}>
        3+ beds
      </button>
      <Gallery filter={filterOf(raw, 'Sale')} ready onSortChange={vi.fn()} />
    </>
  );
}

function renderGallery(raw: Record<string, unknown> = {}) {
  const onSortChange = vi.fn();
  const view = renderWithRouter(<Gallery filter={filterOf(raw, 'Sale')} ready onSortChange={onSortChange} />);
  return { ...view, onSortChange };
}

// Each test renders up to 45 cards in jsdom: slow on a 2-core machine.
describe('the gallery (document 3 §2.4)', () => {
  it('appends the next 20 on Load More and says End of Result when all are loaded', async () => {
    answerPages(45);
    renderGallery();

    expect(await screen.findByText('45 Results')).toBeTruthy();
    await waitFor(() => expect(cards()).toHaveLength(20));

    fireEvent.click(screen.getByRole('button', { name: 'Load More' }));
    await waitFor(() => expect(cards()).toHaveLength(40));
    fireEvent.click(screen.getByRole('button', { name: 'Load More' }));
    await waitFor(() => expect(cards()).toHaveLength(45));

    expect(screen.getByText('End of Result')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load More' })).toBeNull();
    expect(calledFroms()).toEqual(['0', '20', '40']);
  });

  it('shows No Result Found for an empty answer', async () => {
    answerPages(0);
    renderGallery();
    expect(await screen.findByText('No Result Found')).toBeTruthy();
    expect(screen.queryByText('End of Result')).toBeNull();
  });

  it('tells a visitor that a short sold window takes in whole calendar months; not for 3 months, nor signed in', async () => {
    const note = /^Visitors see sales by calendar month/;
    answerPages(3);
    const visitor = renderWithRouter(
      <Gallery filter={filterOf({ showSold: 1 }, 'Sale')} ready visitor onSortChange={vi.fn()} />,
    );
    expect(await screen.findByText(note)).toBeTruthy();
    visitor.unmount();

    const lease = renderWithRouter(
      <Gallery filter={filterOf({ showSold: 7 }, 'Lease')} ready visitor onSortChange={vi.fn()} />,
    );
    expect(await screen.findByText(/^Visitors see leases by calendar month/)).toBeTruthy();
    lease.unmount();

    renderWithRouter(<Gallery filter={filterOf({ showSold: 91 }, 'Sale')} ready visitor onSortChange={vi.fn()} />);
    await screen.findByText('3 Results');
    expect(screen.queryByText(note)).toBeNull();
    cleanup();

    renderWithRouter(<Gallery filter={filterOf({ showSold: 1 }, 'Sale')} ready onSortChange={vi.fn()} />);
    await screen.findByText('3 Results');
    expect(screen.queryByText(note)).toBeNull();
  });

  it('says More than at the 10,000 cap', async () => {
    answerPages(10_000);
    renderGallery();
    expect(await screen.findByText('More than 10,000 Results')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Load More' })).toBeTruthy();
  });

  it('restarts from zero when the filter changes', async () => {
    answerPages(45);
    renderWithRouter(<GalleryWithBedsButton />);
    await waitFor(() => expect(cards()).toHaveLength(20));
    fireEvent.click(screen.getByRole('button', { name: 'Load More' }));
    await waitFor(() => expect(cards()).toHaveLength(40));

    answerPages(30);
    vi.mocked(sendRequest).mockClear();
    fireEvent.click(screen.getByRole('button', { name: '3+ beds' }));

    expect(await screen.findByText('30 Results')).toBeTruthy();
    await waitFor(() => expect(cards()).toHaveLength(20));
    expect(calledFroms()).toEqual(['0']);
    expect(String(vi.mocked(sendRequest).mock.calls[0]![0])).toContain('bed=3');
  });

  it('asks for the chosen sort', async () => {
    answerPages(5);
    const { onSortChange } = renderGallery();
    await screen.findByText('5 Results');
    fireEvent.change(screen.getByLabelText('Sort'), { target: { value: 'listingPrice.asc' } });
    expect(onSortChange).toHaveBeenCalledWith('listingPrice.asc');
  });

  it("shows a visitor '****' and Unlock Full Details on a sold card, which comes back to that listing once signed in", async () => {
    vi.mocked(sendRequest).mockResolvedValue({ total: 1, hits: [maskedSold({ mls: 'C9', address: '9 Oak Road' })] });
    renderGallery();
    expect(await screen.findByText('****')).toBeTruthy();
    // QA 70a L6: it came back to the map, the card closed.
    expect(screen.getByRole('link', { name: /Unlock Full Details/ }).getAttribute('href')).toBe(
      `/sign-in?redirect=${encodeURIComponent('/property-details/?=C9')}`,
    );
  });

  it('counts every parking space on a card, garage and drive, as the Parking filter does', async () => {
    vi.mocked(sendRequest).mockResolvedValue({
      total: 1,
      hits: [{ ...summaries(1)[0]!, parking: 1, totalParking: 3 }],
    });
    renderGallery({ parking: 3 });
    await screen.findByRole('link', { name: '1 Main Street' });
    expect(screen.getByTitle('Parking spaces').textContent?.trim()).toBe('3 parking spaces');
  });

  it("names a card's figures for a screen reader, not a bare '4+1 3 3' (QA 48c M11)", async () => {
    vi.mocked(sendRequest).mockResolvedValue({
      total: 2,
      hits: [
        summaries(1)[0]!,
        { ...summaries(1, 1)[0]!, bedroom: 1, brPlus: 0, bathroom: 1, totalParking: 1, footage: '850' },
      ],
    });
    renderGallery();
    await screen.findByRole('link', { name: '2 Main Street' });
    const [first, second] = cards();
    // What a screen reader reads of a figure: its text, the icon having none.
    const heard = (card: HTMLElement, title: string) => within(card).getByTitle(title).textContent?.trim();

    expect(heard(first!, 'Bedrooms')).toBe('4+1 bedrooms');
    expect(heard(first!, 'Bathrooms')).toBe('3 bathrooms');
    expect(heard(first!, 'Parking spaces')).toBe('3 parking spaces');
    expect(heard(second!, 'Bedrooms')).toBe('1 bedroom');
    expect(heard(second!, 'Bathrooms')).toBe('1 bathroom');
    expect(heard(second!, 'Parking spaces')).toBe('1 parking space');
    expect(heard(second!, 'Interior size')).toBe('850 sqft');
  });

  it("says '1 day on market' and 'See 1 photo' of a card with one of each, not '1 days' and 'all 1 photos' (QA 55b)", async () => {
    vi.mocked(sendRequest).mockResolvedValue({ total: 1, hits: [{ ...summaries(1)[0]!, dom: 1, numberOfPic: 1 }] });
    renderGallery();
    await screen.findByRole('link', { name: '1 Main Street' });
    expect(cards()[0]!.textContent).toContain('· 1 day on market');
    expect(screen.getByRole('link', { name: 'See 1 photo of 1 Main Street' })).toBeTruthy();
  });

  it('opens the details in a new tab and the photos at /property/{mls}', async () => {
    vi.mocked(sendRequest).mockResolvedValue({ total: 1, hits: summaries(1) });
    renderGallery();
    const address = await screen.findByRole('link', { name: '1 Main Street' });
    expect(address.getAttribute('href')).toBe('/property-details/?=C2000000');
    expect(address.getAttribute('target')).toBe('_blank');
    expect(screen.getByRole('link', { name: /See all 12 photos/ }).getAttribute('href')).toBe('/property/C2000000');
  });

  it("opens the details in the same tab from the map's quick view on a phone, so Back returns to the map (QA 39 L3)", async () => {
    vi.mocked(sendRequest).mockResolvedValue({ hits: summaries(1) });
    const quickViewLink = async () => {
      renderWithRouter(<QuickViewPanel ids={['C2000000']} onClose={() => {}} />);
      const address = await screen.findByRole('link', { name: '1 Main Street' });
      expect(address.getAttribute('href')).toBe('/property-details/?=C2000000');
      const target = address.getAttribute('target');
      cleanup();
      return target;
    };
    // A new tab on a wide screen, as the gallery's cards.
    expect(await quickViewLink()).toBe('_blank');
    onAPhone();
    expect(await quickViewLink()).toBeNull();
  });
});

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Followings } from '@shared/followings';
import { FollowedHomesCard } from '../../../web/src/features/followings/components/followed-homes-card';
import { followedHomeFacts } from '../../../web/src/ui/followed-home-row';
import { stubApi } from '../api-stub';
import { renderWithRouter } from '../render';
import * as authSession from '../../../web/src/lib/auth-session';
import { wholeLine } from '../text-line';
import { followedHomeSummaries } from '../fixtures/listings';

beforeEach(() => {
  vi.spyOn(authSession, 'currentIdToken').mockImplementation(async () => 'id-token');
});
afterEach(() => vi.unstubAllGlobals());

/** The signed-in user's followings, which a DELETE changes, and the listings' summaries. */
function api(initial: Followings) {
  let followings = initial;
  const calls: string[] = [];
  stubApi((path, method) => {
    calls.push(`${method} ${path}`);
    if (method === 'GET' && path === '/followings') return { body: followings };
    if (method === 'DELETE' && path.startsWith('/followings/properties/')) {
      const mls = decodeURIComponent(path.split('/').at(-1)!);
      const { [mls]: _gone, ...properties } = followings.properties;
      followings = { ...followings, properties };
      return { body: followings };
    }
    if (method === 'GET' && path.startsWith('/quickview')) return { body: { hits: followedHomeSummaries } };
    throw new Error(`unexpected ${method} ${path}`);
  });
  return calls;
}

describe('the homes a signed-in user follows, on their account page (QA 21c F2)', () => {
  it('lists them newest first, each with its status, price and the day followed, and unfollows one', async () => {
    const calls = api({
      neighbourhoods: {},
      properties: { C100: '2026-05-02T14:00:00Z', W200: '2026-06-01T14:00:00Z' },
    });
    renderWithRouter(<FollowedHomesCard />);

    const list = within(await screen.findByTestId('my-followed-homes'));
    expect(list.getAllByRole('link').map((link) => link.textContent)).toEqual([
      '8 Oak Ave (opens in a new tab)',
      '402 - 12 Elm St (opens in a new tab)',
    ]);
    expect(list.getByText(wholeLine('For Sale · $899,000 · followed 2026-06-01'))).toBeTruthy();
    expect(list.getByText(wholeLine('Sold · $1,045,000 · followed 2026-05-02'))).toBeTruthy();

    // Named as the row shows it, the unit too.
    // A thumb's target on a phone (data-tap: 44 px, buttons.css; QA 39 L10, QA 70a).
    expect(list.getByRole('button', { name: 'Unfollow 402 - 12 Elm St' }).hasAttribute('data-tap')).toBe(true);
    fireEvent.click(list.getByRole('button', { name: 'Unfollow 8 Oak Ave' }));
    await waitFor(() => expect(calls).toContain('DELETE /followings/properties/W200'));
    await waitFor(() => expect(screen.queryByText('8 Oak Ave (opens in a new tab)')).toBeNull());
    // Said, and the focus on the card's heading rather than lost with the row.
    expect(screen.getByRole('status').textContent).toBe('Unfollowed 8 Oak Ave.');
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: "Homes You're Following" }));
  });

  it('writes a lease by its monthly rent, as the property page does (QA 73a L3)', () => {
    expect(followedHomeFacts({ status: 'leased', saleType: 'Lease', listingPrice: 2_100, soldPrice: 2_000 })).toBe(
      'Leased · $2,000/mo',
    );
    expect(followedHomeFacts({ status: 'forLease', saleType: 'Lease', listingPrice: 2_100 })).toBe(
      'For Lease · $2,100/mo',
    );
    expect(followedHomeFacts({ status: 'sold', saleType: 'Sale', listingPrice: 999_000, soldPrice: 1_045_000 })).toBe(
      'Sold · $1,045,000',
    );
  });

  it('says how to add one when there is none', async () => {
    api({ neighbourhoods: {}, properties: {} });
    renderWithRouter(<FollowedHomesCard />);
    expect(await screen.findByText('No homes yet. Follow a listing from its page to find it here.')).toBeTruthy();
  });
});

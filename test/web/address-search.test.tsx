import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AddressSearchAnswer } from '@shared/search/types';
import { AddressSearch } from '../../web/src/features/home-search/components/address-search';
import { addressSearchGroups } from '../../web/src/features/home-search/components/address-search-groups';
import { stubApi } from './api-stub';
import { renderWithRouter } from './render';

const found: AddressSearchAnswer = {
  listings: [],
  locations: [{ id: 'street:dundas-st-w', name: 'Dundas St W', kind: 'street', description: 'Street · Toronto' }],
  neighbourhoods: [],
};

/** Types into the box; its dropdown loads as the user reaches for it, and opens once it is here. */
async function search(text: string) {
  renderWithRouter(<AddressSearch saleType="Sale" onListing={() => undefined} onPlace={() => undefined} />);
  const box = await screen.findByRole('textbox', { name: 'Search by address, MLS® number or place' });
  fireEvent.focus(box);
  fireEvent.change(box, { target: { value: text } });
}

/** Long enough for the dropdown's code and the 300 ms debounce on a busy machine. */
const slow = { timeout: 10_000 };

afterEach(() => vi.unstubAllGlobals());

describe('the home-search address box when the search fails (issue 12 "Failed fetches")', () => {
  it('says the search failed, not "Address not found", and Try again searches again', async () => {
    let calls = 0;
    stubApi((path) => {
      expect(path).toBe('/search?q=dundas');
      calls += 1;
      return calls === 1 ? 'network down' : { body: found };
    });
    await search('dundas');

    expect(await screen.findByText('Address search failed. Please try again.', {}, slow)).toBeTruthy();
    expect(screen.queryByText('Address not found')).toBeNull();

    fireEvent.click(screen.getByRole('option', { name: 'Try again' }));

    expect(await screen.findByRole('option', { name: /Dundas St W/ })).toBeTruthy();
    expect(screen.queryByText('Address search failed. Please try again.')).toBeNull();
    expect(calls).toBe(2);
  });

  it('says "Address not found" only when the search answered with nothing', async () => {
    stubApi(() => ({ body: { listings: [], locations: [], neighbourhoods: [] } }));
    await search('zzzz');

    expect(await screen.findByText('Address not found', {}, slow)).toBeTruthy();
    expect(screen.queryByText('Address search failed. Please try again.')).toBeNull();
  });
});

describe('the order of what the box finds (QA 21c F8)', () => {
  const listing = (mls: string, status: AddressSearchAnswer['listings'][number]['status']) => ({
    mls,
    address: `${mls} Bremner Blvd`,
    municipality: 'Toronto',
    status,
    saleType: status === 'forLease' || status === 'leased' ? ('Lease' as const) : ('Sale' as const),
    listingPrice: 700_000,
  });
  const unionville: AddressSearchAnswer = {
    listings: [
      listing('L1', 'leased'),
      listing('S1', 'sold'),
      listing('L2', 'forLease'),
      listing('A1', 'forSale'),
      listing('S2', 'sold'),
      listing('S3', 'sold'),
      listing('S4', 'sold'),
      listing('S5', 'sold'),
    ],
    locations: [{ id: 'street:main-st', name: 'Main St Unionville', kind: 'street', description: 'Street · Markham' }],
    neighbourhoods: [{ id: 'unionville', name: 'Unionville', community: 'Markham' }],
  };
  const keys = (groups: ReturnType<typeof addressSearchGroups>) =>
    groups.map((group) => [group.label, group.items.map((item) => item.key.split(':').at(-1))]);

  it("puts a place's name first, the neighbourhood before the streets, and five listings for the map's mode", () => {
    expect(keys(addressSearchGroups(unionville, { text: 'Unionville', saleType: 'Sale' }))).toEqual([
      ['Locations', ['unionville', 'main-st']],
      ['Listings', ['A1', 'S1', 'S2', 'S3', 'S4']],
    ]);
  });

  it('puts all the listings first for an address or an MLS® number, the lease mode its leases first', () => {
    expect(keys(addressSearchGroups(unionville, { text: '345 Bremner', saleType: 'Lease' }))).toEqual([
      ['Listings', ['L2', 'L1', 'A1', 'S1', 'S2', 'S3', 'S4', 'S5']],
      ['Locations', ['unionville', 'main-st']],
    ]);
  });

  it('shows every listing found when no place was', () => {
    const onlyListings = { ...unionville, locations: [], neighbourhoods: [] };
    expect(addressSearchGroups(onlyListings, { text: '345 Bremner', saleType: 'Sale' })[0]!.items).toHaveLength(8);
  });
});

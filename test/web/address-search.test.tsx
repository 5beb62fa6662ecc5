import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AddressSearchAnswer } from '@shared/search/types';
import { AddressSearch } from '../../web/src/features/home-search/components/address-search';
import { stubApi } from './api-stub';
import { renderWithRouter } from './render';

const found: AddressSearchAnswer = {
  listings: [],
  locations: [{ id: 'street:dundas-st-w', name: 'Dundas St W', kind: 'street', description: 'Street · Toronto' }],
  neighbourhoods: [],
};

/** Types into the box; its dropdown loads as the user reaches for it, and opens once it is here. */
async function search(text: string) {
  renderWithRouter(<AddressSearch onListing={() => undefined} onPlace={() => undefined} />);
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

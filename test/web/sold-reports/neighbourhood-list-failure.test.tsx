import { createMemoryHistory } from '@tanstack/react-router';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Neighbourhood } from '@shared/neighbourhood';
import { createAppRouter } from '../../../web/src/router';
import { stubApi, type StubAnswer } from '../api-stub';
import { renderRouter, testQueryClient } from '../render';

const square = { type: 'Polygon' as const, coordinates: [] };
const neighbourhoods: Neighbourhood[] = [
  { id: 'annex', name: 'Annex', community: 'Toronto', centre: [-79.4, 43.67], geometry: square },
  { id: 'casa-loma', name: 'Casa Loma', community: 'Toronto', centre: [-79.41, 43.68], geometry: square },
];

/** GET /neighbourhoods answers `failure` first, then the list. A visitor makes no other call. */
function listFailingOnce(failure: StubAnswer) {
  let calls = 0;
  return stubApi((path) => {
    if (path !== '/neighbourhoods') throw new Error(`unexpected call ${path}`);
    calls += 1;
    return calls === 1 ? failure : { body: { neighbourhoods } };
  });
}

function visit(path: string) {
  renderRouter(createAppRouter(testQueryClient(), createMemoryHistory({ initialEntries: [path] })));
}

// The visitor's sign-in overlay, skipped before.
beforeEach(() => localStorage.setItem('gtaHomes.soldPropertiesOverlaySkipped', 'true'));
afterEach(() => vi.unstubAllGlobals());

describe('the neighbourhood index when the list fails to load (issue 12 "Failed fetches")', { timeout: 40_000 }, () => {
  it('says the page could not be loaded instead of an empty list, and Try again loads it', async () => {
    const fetchStub = listFailingOnce('network down');
    visit('/neighbourhoods');

    expect(await screen.findByRole('heading', { name: 'Something went wrong' }, { timeout: 15_000 })).toBeTruthy();
    expect(screen.getByText('The page could not be loaded. Please check your connection and try again.')).toBeTruthy();
    expect(screen.queryByText('No neighbourhoods to show yet.')).toBeNull();

    expect(fetchStub).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('link', { name: 'Casa Loma' }, { timeout: 15_000 })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Annex' })).toBeTruthy();
  });

  it("shows the API's own message when it answers with an error", async () => {
    listFailingOnce({ status: 503, body: { message: 'The service is busy. Please try again.' } });
    visit('/neighbourhoods');

    expect(await screen.findByText('The service is busy. Please try again.', {}, { timeout: 15_000 })).toBeTruthy();
  });
});
